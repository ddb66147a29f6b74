import { z } from 'zod';
import { fId, fInt, fJson, fOptional } from '../forms/fields';

// Field helpers and shapes shared by the property schemas.

export const fCount = (max = 30) => fInt().pipe(z.number().int().min(0).max(max));

/** A decimal number sent as text (coordinates). */
const fDecimal = () =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v.trim()) ? Number(v) : v),
    z.number(),
  );
// Malaysia's bounding box: a point outside it is a typo, not a property.
export const fLatitude = () =>
  fDecimal().pipe(z.number().min(0.8).max(7.5, { error: 'invalid-coordinates' }));
export const fLongitude = () =>
  fDecimal().pipe(z.number().min(99.5).max(119.5, { error: 'invalid-coordinates' }));

/** A JSON list of codes from a fixed vocabulary, duplicates removed. */
export const fCodeList = <T extends readonly [string, ...string[]]>(values: T) =>
  fJson(z.array(z.enum(values)).max(values.length)).transform((list) => [...new Set(list)]);

export const fOptionalId = () => fOptional(fId());

export const ZPhoto = z.object({
  file_id: z.number().int(),
  url: z.string(),
  file_name: z.string(),
  is_cover: z.boolean(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type TPhoto = z.infer<typeof ZPhoto>;

/** A photo of a property as the edit form sends it back: which file, and whether it is a cover. */
export const ZPhotoRef = z.object({ file_id: fId(), is_cover: z.boolean() });
export type TPhotoRef = z.infer<typeof ZPhotoRef>;
