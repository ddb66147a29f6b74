import { type TGeneratedFile, toDateString } from '@sewa/domain';
import type { TUseCase } from '../../core/use-case';
import { renderReceiptPdf } from './render-receipt-pdf';
import { sampleReceipt } from './sample-receipt';

/** /test-pdf: proves the server can render a PDF and the browser can show it (sample data only). */
export async function getTestPdf(uc: TUseCase): Promise<TGeneratedFile> {
  const now = uc.services.now();
  const bytes = await renderReceiptPdf(sampleReceipt(now));
  return {
    file_name: `sample-receipt-${toDateString(now)}.pdf`,
    mime: 'application/pdf',
    base64: Buffer.from(bytes).toString('base64'),
  };
}
