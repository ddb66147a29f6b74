import { STATUS } from '@sewa/domain/protocol/status';
import { Button, buttonClasses } from '@sewa/ui/button.tsx';
import { cx, focusRing } from '@sewa/ui/cx.ts';
import { FormField } from '@sewa/ui/form-field.tsx';
import { Modal } from '@sewa/ui/modal.tsx';
import { Spinner } from '@sewa/ui/spinner.tsx';
import { TextArea } from '@sewa/ui/text-area.tsx';
import { useToast } from '@sewa/ui/toast.tsx';
import { Link } from '@tanstack/react-router';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../app/api/api-error';
import { useLanguage } from '../../../app/language';
import { useSession } from '../../../app/use-session';
import { signInTarget } from '../../../shared/account/return-after-sign-in';
import { formatDisplayDate } from '../../../shared/display-date';
import { useErrorText } from '../../../shared/forms/error-text';
import { FormAlert } from '../../../shared/forms/form-alert';
import { LoadError } from '../../../shared/listings/load-error';
import { useCreateAppointment, useViewingSlots } from '../api/booking-calls';

const KL = 'Asia/Kuala_Lumpur';

/** The slots (ISO instants) by Malaysian day, in order, each day with its heading. */
export function slotsByDay(slots: readonly string[], language: 'en' | 'cn') {
  const heading = new Intl.DateTimeFormat(language === 'cn' ? 'zh-CN' : 'en-MY', {
    timeZone: KL,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  });
  const days = new Map<string, { label: string; slots: string[] }>();
  for (const slot of slots) {
    const date = new Date(slot);
    const key = formatDisplayDate(date, 'DD Mon YYYY');
    const day = days.get(key) ?? { label: heading.format(date), slots: [] };
    day.slots.push(slot);
    days.set(key, day);
  }
  return [...days.values()];
}

/**
 * "Book a viewing": a time from the office-hours slots (Malaysia time) and a message, sent as
 * user-create-appointment. A visitor logs in first and comes back to this dialog (`returnTo`).
 */
export function ViewingDialog({
  open,
  onOpenChange,
  rentalId,
  name,
  returnTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  rentalId: number;
  name: string;
  returnTo: string;
}) {
  const { t } = useTranslation('booking');
  const language = useLanguage();
  const session = useSession();
  const isTenant = Boolean(session.token) && session.role === 'tenant';
  const toast = useToast();
  const errorText = useErrorText();
  const slotsQuery = useViewingSlots(open && isTenant);
  const create = useCreateAppointment();
  const [chosen, setChosen] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const [slotError, setSlotError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [sentAt, setSentAt] = useState<string | null>(null);
  const days = useMemo(() => slotsByDay(slotsQuery.slots ?? [], language), [slotsQuery.slots, language]);
  const messageId = useId();

  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      setChosen(null);
      setMessage('');
      setSlotError(null);
      setFormError(null);
      setSentAt(null);
    }
  };

  const submit = async () => {
    setFormError(null);
    if (!chosen) {
      setSlotError(t('viewing.pick-slot'));
      return;
    }
    try {
      await create.mutateAsync({
        rental_id: rentalId,
        viewing_at: chosen,
        message: message.trim() || undefined,
      });
      toast.success(t('viewing.sent'));
      setSentAt(chosen);
    } catch (error) {
      const fields = isApiError(error) && error.statusCode === STATUS.VALIDATION ? error.fieldErrors : {};
      if (fields.viewing_at) setSlotError(fields.viewing_at);
      else if (fields.message) setFormError(fields.message);
      else setFormError(errorText(error));
    }
  };

  let body: React.ReactNode;
  if (!isTenant) {
    body = (
      <div className="flex flex-col items-start gap-3">
        <p className="text-sm text-slate-700">{t('viewing.sign-in')}</p>
        <div className="flex flex-wrap gap-2">
          <Link {...signInTarget(returnTo)} className={buttonClasses('primary', 'md')}>
            {t('common.log-in')}
          </Link>
          <Link {...signInTarget(returnTo, '/register')} className={buttonClasses('outline', 'md')}>
            {t('common.register')}
          </Link>
        </div>
      </div>
    );
  } else if (sentAt) {
    body = (
      <div role="status" className="flex flex-col items-start gap-3">
        <p className="font-semibold text-slate-900">{t('viewing.sent')}</p>
        <p className="text-sm text-slate-700">
          {t('viewing.sent-body', { when: formatDisplayDate(new Date(sentAt), 'DD Mon YYYY hh:mm a') })}
        </p>
        <Link to="/appointment" className={buttonClasses('primary', 'md')}>
          {t('viewing.see-appointments')}
        </Link>
      </div>
    );
  } else if (slotsQuery.isError) {
    body = (
      <LoadError
        title={t('viewing.slots-failed')}
        error={slotsQuery.error}
        onRetry={() => void slotsQuery.refetch()}
      />
    );
  } else if (!slotsQuery.slots) {
    body = (
      <div className="flex justify-center py-8 text-brand-700">
        <Spinner size="lg" />
      </div>
    );
  } else {
    body = (
      <form
        noValidate
        aria-label={t('viewing.title')}
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {days.length === 0 ? (
          <p className="text-sm text-slate-700">{t('viewing.no-slots')}</p>
        ) : (
          <div className="flex max-h-80 flex-col gap-3 overflow-y-auto">
            {days.map((day) => (
              <fieldset key={day.label} className="flex flex-col gap-2">
                <legend className="mb-1 text-sm font-medium text-slate-800">{day.label}</legend>
                <div className="grid grid-cols-3 gap-2 sm:grid-cols-4">
                  {day.slots.map((slot) => (
                    <button
                      key={slot}
                      type="button"
                      aria-pressed={chosen === slot}
                      onClick={() => {
                        setChosen(slot);
                        setSlotError(null);
                      }}
                      className={cx(
                        'min-h-10 rounded-control border px-2 text-sm tabular-nums',
                        focusRing,
                        chosen === slot
                          ? 'border-brand-700 bg-brand-50 font-semibold text-brand-800'
                          : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
                      )}
                    >
                      {formatDisplayDate(new Date(slot), 'hh:mm a')}
                    </button>
                  ))}
                </div>
              </fieldset>
            ))}
          </div>
        )}
        {slotError && (
          <p role="alert" className="text-sm text-red-600">
            {slotError}
          </p>
        )}
        <FormField label={t('viewing.message')} id={messageId}>
          <TextArea
            rows={3}
            maxLength={1000}
            value={message}
            placeholder={t('viewing.message-placeholder')}
            onChange={(event) => setMessage(event.target.value)}
          />
        </FormField>
        {formError && <FormAlert>{formError}</FormAlert>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => close(false)}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" isLoading={create.isPending} disabled={days.length === 0}>
            {t('viewing.submit')}
          </Button>
        </div>
      </form>
    );
  }

  return (
    <Modal
      open={open}
      onOpenChange={close}
      title={t('viewing.title')}
      description={t('viewing.lead', { name })}
    >
      {body}
    </Modal>
  );
}
