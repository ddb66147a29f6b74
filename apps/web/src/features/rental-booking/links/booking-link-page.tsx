import { type TBookingLink, ZCreateBookingLinkInput } from '@sewa/domain/booking/schemas';
import { parseMoneyToSen } from '@sewa/format/money';
import { Button, buttonClasses } from '@sewa/ui/button.tsx';
import { Card } from '@sewa/ui/card.tsx';
import { DataTable, type TDataTableColumn } from '@sewa/ui/data-table.tsx';
import { StatusBadge } from '@sewa/ui/status-badge.tsx';
import { TextInput } from '@sewa/ui/text-input.tsx';
import { useToast } from '@sewa/ui/toast.tsx';
import { useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCall } from '../../../app/api/hooks';
import { DateField, NumberField } from '../../../shared/forms/fields';
import { schemaResolver } from '../../../shared/forms/schema-resolver';
import { useFormSubmit } from '../../../shared/forms/use-form-submit';
import { LoadError } from '../../../shared/listings/load-error';
import { ScreenHeader } from '../../../shared/screens/screen-header';
import { BOOKING_CALLS, type TArea, useCreateBookingLink, useRentalFacts } from '../api/booking';
import { day, Money, when } from '../shared/labels';

type TLinkForm = { agreed_rent: string; move_in_date: string; expires_in_days: string };
const NEW_LINK: TLinkForm = { agreed_rent: '', move_in_date: '', expires_in_days: '7' };

/** The form as the call's input: empty fields left out, the rent in sen. */
const inputOf = (rentalId: string, f: TLinkForm) => ({
  rental_id: rentalId,
  ...(f.agreed_rent.trim() ? { agreed_rent_sen: parseMoneyToSen(f.agreed_rent) ?? f.agreed_rent } : {}),
  ...(f.move_in_date ? { move_in_date: f.move_in_date } : {}),
  ...(f.expires_in_days.trim() ? { expires_in_days: f.expires_in_days } : {}),
});

/** The page the link opens, on this site. */
export const absoluteLink = (link: TBookingLink) => `${window.location.origin}${link.path}`;

/**
 * generate-booking-link/{id}/{rental_id}: a personal booking link for one rental of property {id}, with
 * optional agreed rent and move-in date and an expiry; copy or share it on WhatsApp, and the earlier links.
 */
export function BookingLinkScreen({ area }: { area: TArea }) {
  const { t } = useTranslation('rental-booking');
  const toast = useToast();
  const { id, rental_id } = useParams({ strict: false }) as { id: string; rental_id: string };
  const facts = useRentalFacts(area, id, rental_id);
  const create = useCreateBookingLink(area);
  const links = useCall(BOOKING_CALLS[area].links, { rental_id });
  const [created, setCreated] = useState<TBookingLink | null>(null);
  const form = useForm<TLinkForm>({
    defaultValues: NEW_LINK,
    resolver: schemaResolver(ZCreateBookingLinkInput, (f) => inputOf(rental_id, f)),
  });
  const onSubmit = useFormSubmit(form, t('link.failed'), async (values) => {
    const answer = await create.mutateAsync(inputOf(rental_id, values));
    setCreated(answer.data);
    toast.success(t('link.created'));
  });
  const title = t('link.title');
  const propertyName = facts.property?.name;
  const columns: TDataTableColumn<TBookingLink>[] = [
    { key: 'created_at', header: t('link.created-at'), cell: (l) => when(l.created_at) },
    {
      key: 'agreed_rent_sen',
      header: t('link.agreed-rent'),
      align: 'right',
      cell: (l) => (l.agreed_rent_sen === null ? '—' : <Money sen={l.agreed_rent_sen} />),
    },
    {
      key: 'move_in_date',
      header: t('link.move-in'),
      cell: (l) => (l.move_in_date ? day(l.move_in_date) : '—'),
    },
    { key: 'expires_at', header: t('link.expires'), cell: (l) => when(l.expires_at) },
    {
      key: 'state',
      header: t('link.state'),
      cell: (l) =>
        l.is_expired ? (
          <StatusBadge status="expired" label={t('link.expired')} />
        ) : (
          <StatusBadge status="active" label={t('link.active')} />
        ),
    },
    {
      key: 'copy',
      header: <span className="sr-only">{t('link.copy')}</span>,
      cell: (l) => (l.is_expired ? null : <ShareButtons link={l} compact />),
    },
  ];
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-4">
      <ScreenHeader
        title={title}
        description={
          propertyName ? t('link.description-named', { name: propertyName }) : t('link.description')
        }
        breadcrumbs={[{ label: t(`title-${area}`), href: `/${area}/rental-booking` }, { label: title }]}
      />
      <Card title={t('link.rental')}>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <div>
            <dt className="text-xs text-slate-600">{t('link.property')}</dt>
            <dd className="text-sm font-medium">{propertyName ?? '—'}</dd>
          </div>
          <div>
            <dt className="text-xs text-slate-600">{t('link.rental-no')}</dt>
            <dd className="text-sm font-medium">#{rental_id}</dd>
          </div>
          {facts.rental && (
            <>
              <div>
                <dt className="text-xs text-slate-600">{t('link.rent')}</dt>
                <dd className="text-sm font-medium">
                  <Money sen={facts.rental.monthly_rent_sen} />
                </dd>
              </div>
              <div>
                <dt className="text-xs text-slate-600">{t('link.available')}</dt>
                <dd className="text-sm font-medium">{day(facts.rental.available_from)}</dd>
              </div>
            </>
          )}
        </dl>
      </Card>
      <Card title={t('link.new')}>
        <FormProvider {...form}>
          <form noValidate onSubmit={onSubmit} aria-label={t('link.new')} className="flex flex-col gap-4">
            <div className="grid gap-4 sm:grid-cols-3">
              <NumberField
                name="agreed_rent"
                label={t('link.agreed-rent')}
                prefix="RM"
                min={0}
                hint={t('link.agreed-rent-hint')}
              />
              <DateField name="move_in_date" label={t('link.move-in')} />
              <NumberField
                name="expires_in_days"
                label={t('link.expires-in')}
                isInteger
                min={1}
                suffix={t('link.days')}
                hint={t('link.expires-hint')}
              />
            </div>
            <div className="flex justify-end">
              <Button type="submit" isLoading={form.formState.isSubmitting}>
                {t('link.generate')}
              </Button>
            </div>
          </form>
        </FormProvider>
        {created && (
          <section
            aria-label={t('link.result')}
            className="mt-4 flex flex-col gap-3 rounded-card border border-green-200 bg-green-50 p-4"
          >
            <p className="text-sm text-green-900">{t('link.ready', { at: when(created.expires_at) })}</p>
            <TextInput
              readOnly
              value={absoluteLink(created)}
              aria-label={t('link.url')}
              onFocus={(e) => e.target.select()}
            />
            <ShareButtons link={created} />
          </section>
        )}
      </Card>
      <section className="flex flex-col gap-2" aria-label={t('link.earlier')}>
        <h2 className="text-base font-semibold text-slate-900">{t('link.earlier')}</h2>
        {links.isError && !links.data ? (
          <LoadError error={links.error} onRetry={() => links.refetch()} />
        ) : (
          <DataTable
            caption={t('link.earlier')}
            columns={columns}
            rows={links.data?.data ?? []}
            rowKey={(l) => l.id}
            isLoading={links.isFetching}
            pagination={{ mode: 'client', pageSize: 10 }}
          />
        )}
      </section>
    </div>
  );
}

function ShareButtons({ link, compact = false }: { link: TBookingLink; compact?: boolean }) {
  const { t } = useTranslation('rental-booking');
  const toast = useToast();
  const url = absoluteLink(link);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('link.copied'));
    } catch {
      toast.error(t('link.copy-failed'));
    }
  };
  const whatsapp = `https://wa.me/?text=${encodeURIComponent(t('link.whatsapp-text', { url }))}`;
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="outline"
        size="sm"
        onClick={copy}
        aria-label={compact ? t('link.copy-named', { id: link.id }) : undefined}
      >
        {t('link.copy')}
      </Button>
      <a
        href={whatsapp}
        target="_blank"
        rel="noreferrer"
        className={buttonClasses('secondary', 'sm')}
        aria-label={compact ? t('link.whatsapp-named', { id: link.id }) : undefined}
      >
        {t('link.whatsapp')}
      </a>
    </div>
  );
}
