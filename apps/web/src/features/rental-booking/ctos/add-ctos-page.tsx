import { CREDIT_CHECK_CONSENT_FILES, ZCreateCreditCheckInput } from '@sewa/domain/booking/schemas';
import { STATUS } from '@sewa/domain/protocol/status';
import { Button } from '@sewa/ui/button.tsx';
import { Card } from '@sewa/ui/card.tsx';
import { FileUpload } from '@sewa/ui/file-upload.tsx';
import { FormField } from '@sewa/ui/form-field.tsx';
import { useToast } from '@sewa/ui/toast.tsx';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../app/api/api-error';
import { useCall } from '../../../app/api/hooks';
import { SUPPORT_PATH, TOP_UP_PATH } from '../../../app/api/prompts';
import { TextField } from '../../../shared/forms/fields';
import { schemaResolver } from '../../../shared/forms/schema-resolver';
import { useFailureToast } from '../../../shared/forms/use-failure-toast';
import { submitHandler } from '../../../shared/forms/use-form-submit';
import { Notice } from '../../../shared/screens/notice';
import { ScreenHeader } from '../../../shared/screens/screen-header';
import { ScreenState } from '../../../shared/screens/screen-state';
import {
  BOOKING_CALLS,
  type TArea,
  useBookingDetail,
  useCreateCreditCheck,
  useRunCreditCheck,
} from '../api/booking';
import { rm, when } from '../shared/labels';
import { AwaitingBookings } from './awaiting-bookings';

const isShort = (error: unknown) => isApiError(error) && error.statusCode === STATUS.INSUFFICIENT_CREDIT;

/**
 * What a 777 means here: nothing was run or charged. The operator tops up its wallet or asks support;
 * for an admin it is the booking's company's wallet, which the admin can look up in company-wallets.
 */
function InsufficientCredit({ company }: { company?: string }) {
  const { t } = useTranslation('rental-booking');
  if (company !== undefined)
    return (
      <Notice
        action={
          <Link
            to="/admin/company-wallets"
            search={{ search: company }}
            className="text-sm font-medium text-brand-700 hover:underline"
          >
            {t('add-ctos.company-wallets')}
          </Link>
        }
      >
        {t('add-ctos.insufficient-admin', { company })}
      </Notice>
    );
  return (
    <Notice
      action={
        <div className="flex flex-wrap gap-3 text-sm font-medium">
          <Link to={TOP_UP_PATH} className="text-brand-700 hover:underline">
            {t('add-ctos.top-up')}
          </Link>
          <Link to={SUPPORT_PATH} className="text-brand-700 hover:underline">
            {t('add-ctos.support')}
          </Link>
        </div>
      }
    >
      {t('add-ctos.insufficient')}
    </Notice>
  );
}

/**
 * add-ctos: run a credit check for a booking's applicant (`?booking_id=`), or (operator only) for a
 * walk-in person whose signed consent is uploaded. The operator's wallet pays; an admin's check of a
 * booking is charged to the booking's company's wallet. When the wallet is short (777) nothing runs.
 * An admin has no wallet of its own, so without a booking the screen explains that and offers the
 * bookings awaiting a decision.
 */
export function AddCtosScreen({ area }: { area: TArea }) {
  const { t } = useTranslation('rental-booking');
  const search = useSearch({ strict: false }) as { booking_id?: string | number };
  const bookingId = Number(search.booking_id) > 0 ? Number(search.booking_id) : undefined;
  const title = t('add-ctos.title');
  const description = bookingId
    ? t(area === 'admin' ? 'add-ctos.description-booking-admin' : 'add-ctos.description-booking')
    : t(area === 'admin' ? 'add-ctos.description-admin' : 'add-ctos.description-walk-in');
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <ScreenHeader
        title={title}
        description={description}
        breadcrumbs={[{ label: t(`ctos.title-${area}`), href: `/${area}/ctos` }, { label: title }]}
      />
      {bookingId ? (
        <ForBooking area={area} id={bookingId} />
      ) : area === 'admin' ? (
        <AwaitingBookings />
      ) : (
        <WalkIn />
      )}
    </div>
  );
}

function ForBooking({ area, id }: { area: TArea; id: number }) {
  const { t } = useTranslation('rental-booking');
  const navigate = useNavigate();
  const toast = useToast();
  const fail = useFailureToast();
  const query = useBookingDetail(area, id);
  const run = useRunCreditCheck(area);
  const [isShortOfCredit, setIsShortOfCredit] = useState(false);
  return (
    <ScreenState query={query} data={query.data?.data}>
      {(booking) => {
        const a = booking.applicant;
        const submit = async () => {
          setIsShortOfCredit(false);
          try {
            const answer = await run.mutateAsync({ booking_id: booking.id });
            toast.success(t('add-ctos.done'));
            await navigate({ to: `/${area}/ctos`, search: { check_id: answer.data.id } });
          } catch (error) {
            if (isShort(error)) setIsShortOfCredit(true);
            else fail(t('add-ctos.failed'), error);
          }
        };
        const isAdmin = area === 'admin';
        return (
          <Card title={t('add-ctos.applicant')}>
            <div className="flex flex-col gap-4">
              <dl className={`grid grid-cols-1 gap-3 ${isAdmin ? 'sm:grid-cols-4' : 'sm:grid-cols-3'}`}>
                <div>
                  <dt className="text-xs text-slate-600">{t('detail.name')}</dt>
                  <dd className="text-sm font-medium">{a.name}</dd>
                </div>
                <div>
                  <dt className="text-xs text-slate-600">{t('detail.id-number')}</dt>
                  <dd className="font-mono text-sm">{a.id_number}</dd>
                </div>
                <div>
                  <dt className="text-xs text-slate-600">{t('bookings.ref')}</dt>
                  <dd className="text-sm">{booking.booking_ref}</dd>
                </div>
                {isAdmin && (
                  <div>
                    <dt className="text-xs text-slate-600">{t('bookings.company')}</dt>
                    <dd className="text-sm">{booking.company_name}</dd>
                  </div>
                )}
              </dl>
              {booking.credit_check && (
                <Notice
                  action={
                    <Link
                      to={`/${area}/ctos`}
                      search={{ check_id: booking.credit_check.id }}
                      className="text-sm font-medium text-brand-700 hover:underline"
                    >
                      {t('detail.view-report')}
                    </Link>
                  }
                >
                  {t('add-ctos.already', { at: when(booking.credit_check.created_at) })}
                </Notice>
              )}
              {a.document_kind !== 'ic' && <Notice>{t('add-ctos.passport')}</Notice>}
              {isShortOfCredit && <InsufficientCredit company={isAdmin ? booking.company_name : undefined} />}
              <div className="flex justify-end">
                <Button onClick={submit} isLoading={run.isPending} disabled={a.document_kind !== 'ic'}>
                  {isAdmin
                    ? t('add-ctos.run-admin', {
                        fee: rm(booking.credit_check_fee_sen),
                        company: booking.company_name,
                      })
                    : t('add-ctos.run', { fee: rm(booking.credit_check_fee_sen) })}
                </Button>
              </div>
            </div>
          </Card>
        );
      }}
    </ScreenState>
  );
}

type TWalkInForm = { name: string; ic_number: string };
const RULE = CREDIT_CHECK_CONSENT_FILES.consent;

function WalkIn() {
  const { t } = useTranslation('rental-booking');
  const navigate = useNavigate();
  const toast = useToast();
  const fail = useFailureToast();
  const create = useCreateCreditCheck();
  // The current fee comes with the list (its first row is enough).
  const list = useCall(BOOKING_CALLS.operator.checks, { page: 1, page_size: 1 });
  const fee = list.data?.data.fee_sen;
  const [consent, setConsent] = useState<File[]>([]);
  const [consentError, setConsentError] = useState<string | null>(null);
  const [isShortOfCredit, setIsShortOfCredit] = useState(false);
  const form = useForm<TWalkInForm>({
    defaultValues: { name: '', ic_number: '' },
    resolver: schemaResolver(ZCreateCreditCheckInput, (f) => f),
  });
  const onSubmit = submitHandler(
    form,
    (error) => {
      if (isShort(error)) setIsShortOfCredit(true);
      else if (isApiError(error) && error.fieldErrors.consent) setConsentError(error.fieldErrors.consent);
      else fail(t('add-ctos.failed'), error);
    },
    async (values) => {
      setIsShortOfCredit(false);
      if (consent.length === 0) {
        setConsentError(t('add-ctos.consent-required'));
        return;
      }
      const answer = await create.mutateAsync({ ...values, consent: consent[0] });
      toast.success(t('add-ctos.done'));
      await navigate({ to: '/operator/ctos', search: { check_id: answer.data.id } });
    },
  );
  return (
    <Card title={t('add-ctos.walk-in')}>
      <FormProvider {...form}>
        <form
          noValidate
          onSubmit={onSubmit}
          aria-label={t('add-ctos.walk-in')}
          className="flex flex-col gap-4"
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField name="name" label={t('add-ctos.name')} isRequired maxLength={120} />
            <TextField
              name="ic_number"
              label={t('add-ctos.ic')}
              isRequired
              inputMode="numeric"
              maxLength={12}
              hint={t('add-ctos.ic-hint')}
            />
          </div>
          <FormField
            label={t('add-ctos.consent')}
            hint={t('add-ctos.consent-hint')}
            error={consentError ?? undefined}
            id="consent"
            isRequired
          >
            <FileUpload
              kind={RULE.kind}
              maxFiles={RULE.maxFiles}
              maxSizeMb={RULE.maxSizeMb}
              value={consent}
              onChange={(files) => {
                setConsent(files);
                setConsentError(null);
              }}
            />
          </FormField>
          {isShortOfCredit && <InsufficientCredit />}
          <div className="flex justify-end">
            <Button type="submit" isLoading={form.formState.isSubmitting}>
              {fee === undefined ? t('add-ctos.run-plain') : t('add-ctos.run', { fee: rm(fee) })}
            </Button>
          </div>
        </form>
      </FormProvider>
    </Card>
  );
}
