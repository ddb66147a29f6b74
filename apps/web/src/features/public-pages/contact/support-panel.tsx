import { SUPPORT_CONTACT, whatsappLink } from '@sewa/domain/contact/index';
import { Card } from '@sewa/ui/card.tsx';
import { cx, focusRing } from '@sewa/ui/cx.ts';
import { useTranslation } from 'react-i18next';

const HOURS = [
  { day: 'mon-fri', time: 'mon-fri-time' },
  { day: 'sat', time: 'sat-time' },
  { day: 'sun-ph', time: 'closed' },
] as const;

// WhatsApp's own green, written out rather than layered over the kit's primary colours.
const whatsappButton = cx(
  'mt-4 inline-flex h-10 w-full items-center justify-center gap-2 rounded-control px-4 text-sm font-medium text-white',
  'bg-[#128C4A] transition-colors hover:bg-[#0f7a40] active:bg-[#0c6635]',
  focusRing,
);

const linkClass = cx('rounded font-medium text-brand-800 hover:underline', focusRing);

/** WhatsApp, phone, e-mail and the office hours of product §9, beside the form. */
export function SupportPanel() {
  const { t } = useTranslation('public');
  return (
    <div className="flex flex-col gap-4">
      <Card title={t('contact.whatsapp')} headingLevel={2}>
        <p className="text-sm text-slate-600">{t('contact.whatsapp-body')}</p>
        <a
          href={whatsappLink(SUPPORT_CONTACT.whatsappNumber, t('contact.whatsapp-prefill'))}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="whatsapp-link"
          className={whatsappButton}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
            <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.3-.4.7-1.4.1-.2 0-.3 0-.4l-.8-1.9c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6.5-.1 1.5-.6 1.7-1.2.2-.6.2-1.1.2-1.2-.1-.1-.3-.2-.5-.3Z" />
          </svg>
          {t('contact.whatsapp-button')}
        </a>
      </Card>
      <Card title={t('contact.support-title')} headingLevel={2}>
        <dl className="flex flex-col gap-3 text-sm">
          <div>
            <dt className="text-slate-500">{t('contact.call')}</dt>
            <dd>
              <a href={SUPPORT_CONTACT.phoneHref} className={linkClass}>
                {SUPPORT_CONTACT.phoneDisplay}
              </a>
            </dd>
          </div>
          <div>
            <dt className="text-slate-500">{t('contact.email-us')}</dt>
            <dd>
              <a href={`mailto:${SUPPORT_CONTACT.email}`} className={linkClass}>
                {SUPPORT_CONTACT.email}
              </a>
            </dd>
          </div>
        </dl>
      </Card>
      <Card title={t('contact.hours-title')} headingLevel={2}>
        <dl className="flex flex-col gap-2 text-sm">
          {HOURS.map((row) => (
            <div key={row.day} className="flex justify-between gap-4">
              <dt className="text-slate-600">{t(`contact.hours.${row.day}`)}</dt>
              <dd className="text-right font-medium text-slate-900">{t(`contact.hours.${row.time}`)}</dd>
            </div>
          ))}
        </dl>
      </Card>
    </div>
  );
}
