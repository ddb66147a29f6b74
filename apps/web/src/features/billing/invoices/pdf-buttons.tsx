import type { TGeneratedFile } from '@sewa/domain/documents/calls';
import { Button } from '@sewa/ui/button.tsx';
import { Spinner } from '@sewa/ui/spinner.tsx';
import { useTranslation } from 'react-i18next';
import { useFailureToast } from '../../../shared/forms/use-failure-toast';
import { saveGeneratedFile } from '../../../shared/pdf-file';
import { type TBillingArea, useInvoicePdf, useReceiptPdf } from '../api/billing';

// The invoice's and a payment's receipt PDFs (docs/decisions/0021-billing.md): rendered by the server
// when the button is pressed and saved as a download; a failure is told in a toast.

type TPdfArea = Exclude<TBillingArea, 'landlord'>;

function PdfButton({
  label,
  isPending,
  fetch,
  variant = 'outline',
}: {
  label: string;
  isPending: boolean;
  fetch: () => Promise<{ data?: TGeneratedFile }>;
  variant?: 'outline' | 'ghost';
}) {
  const { t } = useTranslation('billing');
  const failed = useFailureToast();
  const download = async () => {
    try {
      const res = await fetch();
      if (res.data) saveGeneratedFile(res.data);
    } catch (error) {
      failed(t('pdf.failed'), error);
    }
  };
  return (
    <Button variant={variant} onClick={download} disabled={isPending}>
      {isPending && <Spinner size="sm" />} {label}
    </Button>
  );
}

export function InvoicePdfButton({
  area,
  invoiceId,
  variant,
}: {
  area: TPdfArea;
  invoiceId: number;
  variant?: 'outline' | 'ghost';
}) {
  const { t } = useTranslation('billing');
  const pdf = useInvoicePdf(area);
  return (
    <PdfButton
      variant={variant}
      label={t('pdf.invoice')}
      isPending={pdf.isPending}
      fetch={() => pdf.mutateAsync({ invoice_id: invoiceId })}
    />
  );
}

export function ReceiptPdfButton({ area, paymentId }: { area: TPdfArea; paymentId: number }) {
  const { t } = useTranslation('billing');
  const pdf = useReceiptPdf(area);
  return (
    <PdfButton
      variant="ghost"
      label={t('pdf.receipt')}
      isPending={pdf.isPending}
      fetch={() => pdf.mutateAsync({ payment_id: paymentId })}
    />
  );
}
