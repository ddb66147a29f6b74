import { z } from 'zod';
import { dataOf, ZEmpty } from '../forms/shapes';
import { defineContract } from '../protocol/contract';

// The documents module's calls: PDFs the server renders (docs/adding-a-module.md).

/** A rendered file, base64-encoded in `data`. */
export const ZGeneratedFile = z.object({
  file_name: z.string(),
  mime: z.literal('application/pdf'),
  base64: z.string(),
});
export type TGeneratedFile = z.infer<typeof ZGeneratedFile>;

/** /test-pdf: a sample receipt, proving the server renders PDFs and the browser shows them. */
export const publicGetTestPdf = defineContract({
  name: 'public-get-test-pdf',
  input: ZEmpty,
  output: dataOf(ZGeneratedFile),
});
