import { whatsappLink } from '@sewa/domain/contact/support';
import { DEFAULT_SITE_SETTINGS, OFFICE_DAYS, telHref } from '@sewa/domain/settings/site-settings';
import { Card } from '@sewa/ui/card.tsx';
import { cx, focusRing } from '@sewa/ui/cx.ts';
import { Spinner } from '@sewa/ui/spinner.tsx';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../app/language';
import { useSiteSettings } from '../api/contact';
import { hoursText } from './office-hours';

// WhatsApp's own green, written out rather than layered over the kit's primary colours.
const whatsappButton = cx(
  'mt-4 inline-flex h-10 w-full items-center justify-center gap-2 rounded-control px-4 text-sm font-medium text-white',
  'bg-[#128C4A] transition-colors hover:bg-[#0f7a40] active:bg-[#0c6635]',
  focusRing,
);

const linkClass = cx('rounded font-medium text-brand-800 hover:underline', focusRing);

/** WhatsApp, phone, e-mail and office hours as the admin set them (product §2.5 setting), beside the form. */
export function SupportPanel() {
  const { t } = useTranslation('public');
  const lang = useLanguage();
  const query = useSiteSettings();
  if (query.isPending) {
    return (
      <div className="flex justify-center py-8 text-brand-700">
        <Spinner size="lg" />
      </div>
    );
  }
  // Should the settings not load, the launch contacts still reach someone.
  const contact = query.data?.settings ?? DEFAULT_SITE_SETTINGS;
  return (
    <div className="flex flex-col gap-4">
      <Card title={t('contact.whatsapp')} headingLevel={2}>
        <p className="text-sm text-slate-600">{t('contact.whatsapp-body')}</p>
        <a
          href={whatsappLink(contact.whatsapp_number, t('contact.whatsapp-prefill'))}
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
              <a href={telHref(contact.support_phone)} className={linkClass}>
                {contact.support_phone}
              </a>
            </dd>
          </div>
          <div>
            <dt className="text-slate-500">{t('contact.email-us')}</dt>
            <dd>
              <a href={`mailto:${contact.support_email}`} className={linkClass}>
                {contact.support_email}
              </a>
            </dd>
          </div>
        </dl>
      </Card>
      <Card title={t('contact.hours-title')} headingLevel={2}>
        <dl className="flex flex-col gap-2 text-sm">
          {OFFICE_DAYS.map((day) => (
            <div key={day} className="flex justify-between gap-4">
              <dt className="text-slate-600">{t(`contact.hours.${day}`)}</dt>
              <dd className="text-right font-medium text-slate-900">
                {hoursText(contact.office_hours[day], lang) ?? t('contact.hours.closed')}
              </dd>
            </div>
          ))}
        </dl>
      </Card>
    </div>
  );
}
