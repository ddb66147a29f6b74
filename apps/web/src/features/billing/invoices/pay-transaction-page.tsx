import { userGetInvoice } from '@sewa/domain/billing/calls';
import { Button } from '@sewa/ui/button.tsx';
import { Card } from '@sewa/ui/card.tsx';
import { useTranslation } from 'react-i18next';
import { useFailureToast } from '../../../shared/forms/use-failure-toast';
import { RecordScreen } from '../../../shared/screens/record-screen';
import { ScreenHeader } from '../../../shared/screens/screen-header';
import { usePayInvoice } from '../api/billing';
import { day, Money } from '../labels';

/** pay-transaction/{id}: the operator's side takes an online payment of an invoice on the tenant's behalf. */
export function PayTransactionScreen() {
  const { t } = useTranslation('billing');
  const pay = usePayInvoice();
  const fail = useFailureToast();
  return (
    <RecordScreen contract={userGetInvoice}>
      {(invoice) => (
        <div className="flex flex-col gap-4">
          <ScreenHeader
            title={t('pay.title', { number: invoice.number ?? invoice.id })}
            description={t('pay.description')}
          />
          <Card className="flex flex-col gap-2 p-4 text-sm">
            <span>
              {invoice.bill_to} · {invoice.tenancy_code}
            </span>
            <span>
              {t('detail.due')}: {day(invoice.due_date)}
            </span>
            <span className="text-lg font-semibold">
              {t('detail.balance')}: <Money sen={invoice.balance_sen} />
            </span>
          </Card>
          {invoice.actions.includes('pay_online') ? (
            <Button
              className="self-start"
              isLoading={pay.isPending}
              onClick={async () => {
                try {
                  const res = await pay.mutateAsync({ invoice_id: invoice.id });
                  if (res.data) window.location.assign(res.data.payment_url);
                } catch (error) {
                  fail(t('pay.failed'), error);
                }
              }}
            >
              {t('pay.start')}
            </Button>
          ) : (
            <p className="text-sm text-slate-600">{t('pay.nothing')}</p>
          )}
        </div>
      )}
    </RecordScreen>
  );
}
