import { Button } from '@sewa/ui/button.tsx';
import { StatusBadge } from '@sewa/ui/status-badge.tsx';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate } from '../../shared/display-date';
import { useErrorText } from '../../shared/forms/error-text';
import { FormAlert } from '../../shared/forms/form-alert';
import { usePaymentGateway, useVerifyPaymentGateway } from './api/profile';

/**
 * The company's online payments: activated only once the saved credentials were verified with the
 * gateway (tenants' payments get 107 until then). Verifying checks what is saved, so save first.
 */
export function PaymentGatewayPanel() {
  const { t } = useTranslation('profile');
  const errorText = useErrorText();
  const { gateway } = usePaymentGateway();
  const verify = useVerifyPaymentGateway();
  if (!gateway) return null;
  const canVerify = Boolean(gateway.username) && gateway.has_secret;
  return (
    <div className="mt-4 flex flex-col gap-2 border-t border-slate-100 pt-4" data-testid="payment-gateway">
      <div className="flex flex-wrap items-center gap-3">
        <StatusBadge
          status={gateway.is_activated ? 'active' : 'inactive'}
          label={t(gateway.is_activated ? 'company.gateway.activated' : 'company.gateway.not-activated')}
        />
        <span className="text-sm text-slate-600">
          {gateway.is_activated && gateway.verified_at
            ? t('company.gateway.verified-at', {
                date: formatDisplayDate(new Date(gateway.verified_at), 'DD Mon YYYY hh:mm a'),
              })
            : t(canVerify ? 'company.gateway.verify-hint' : 'company.gateway.save-first')}
        </span>
        <Button
          type="button"
          variant="secondary"
          size="sm"
          disabled={!canVerify}
          isLoading={verify.isPending}
          onClick={() => verify.mutate({})}
        >
          {t(gateway.is_activated ? 'company.gateway.verify-again' : 'company.gateway.verify')}
        </Button>
      </div>
      {verify.isError && <FormAlert>{errorText(verify.error)}</FormAlert>}
      {verify.isSuccess && gateway.is_activated && (
        <FormAlert tone="success">{t('company.gateway.verified')}</FormAlert>
      )}
    </div>
  );
}
