import { toDateString } from '@sewa/domain';
import { z } from 'zod';
import { defineCall } from '../../http/registry';
import { renderReceiptPdf } from './render-receipt-pdf';
import { sampleReceipt } from './sample-receipt';

export const ZGeneratedFile = z.object({
  file_name: z.string(),
  mime: z.literal('application/pdf'),
  base64: z.string(),
});

/** /test-pdf: proves the server can render a PDF and the browser can show it (sample data only). */
export const getTestPdf = defineCall({
  name: 'public-get-test-pdf',
  audience: 'public',
  roles: 'any',
  privilege: null,
  // Rendering costs CPU; a page view needs one call.
  rateLimitPerMinute: 20,
  input: z.object({}),
  output: z.object({ data: ZGeneratedFile }),
  handler: async ({ services }) => {
    const now = services.now();
    const bytes = await renderReceiptPdf(sampleReceipt(now));
    return {
      data: {
        file_name: `sample-receipt-${toDateString(now)}.pdf`,
        mime: 'application/pdf' as const,
        base64: Buffer.from(bytes).toString('base64'),
      },
    };
  },
});
