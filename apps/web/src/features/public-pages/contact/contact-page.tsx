import { Card } from '@sewa/ui/card.tsx';
import { ToastProvider } from '@sewa/ui/toast.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../shared/page-container';
import { usePageTitle } from '../../../shared/use-page-title';
import { ContactForm } from './contact-form';
import { ContactSent } from './contact-sent';
import { SupportPanel } from './support-panel';

/** /contact-us: the message form (stored for admins) beside WhatsApp, phone and office hours. */
export function ContactPage() {
  const { t } = useTranslation('public');
  usePageTitle(t('contact.title'));
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    // Pass-through when the layout already provides toasts.
    <ToastProvider>
      <PageContainer>
        <header className="max-w-2xl">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {t('contact.title')}
          </h1>
          <p className="mt-3 text-slate-600 sm:text-lg">{t('contact.subtitle')}</p>
        </header>
        <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <Card>
            {sentTo === null ? (
              <ContactForm onSent={setSentTo} />
            ) : (
              <ContactSent email={sentTo} onSendAnother={() => setSentTo(null)} />
            )}
          </Card>
          <SupportPanel />
        </div>
      </PageContainer>
    </ToastProvider>
  );
}
