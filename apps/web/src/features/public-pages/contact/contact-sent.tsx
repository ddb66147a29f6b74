import { Button } from '@sewa/ui/button.tsx';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** The thank-you state that replaces the form; focus moves to it so screen readers announce it. */
export function ContactSent({ email, onSendAnother }: { email: string; onSendAnother: () => void }) {
  const { t } = useTranslation('public');
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="flex flex-col items-center py-6 text-center" data-testid="contact-sent">
      <span className="flex size-14 items-center justify-center rounded-full bg-green-100 text-green-700">
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-7" fill="currentColor">
          <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
        </svg>
      </span>
      <h2
        ref={headingRef}
        tabIndex={-1}
        className="mt-4 text-xl font-semibold text-slate-900 focus:outline-none"
      >
        {t('contact.sent-title')}
      </h2>
      <p className="mt-2 max-w-md text-slate-600">{t('contact.sent-body', { email })}</p>
      <Button variant="outline" className="mt-6" onClick={onSendAnother}>
        {t('contact.send-another')}
      </Button>
    </div>
  );
}
