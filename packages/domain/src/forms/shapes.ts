import { z } from 'zod';
import { fId } from './fields';

// Input and output shapes every module uses.

/** The `data` of a list call: one page of items and the total (docs/protocol.md, "Lists"). */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  });

/** A call that names one record. */
export const ZIdInput = z.object({ id: fId() });
export type TIdInput = z.input<typeof ZIdInput>;

/** A call that takes nothing. */
export const ZEmpty = z.object({});

/** `{ data: T }`: the output of a call that answers one value. */
export const dataOf = <T extends z.ZodType>(data: T) => z.object({ data });
