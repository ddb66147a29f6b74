import { listCountries } from '@sewa/domain';
import { z } from 'zod';
import { defineCall } from '../../http/registry';

export const ZCountryCode = z.object({
  iso2: z.string(),
  dial_code: z.string(),
  name_en: z.string(),
  name_cn: z.string(),
});

export const getMobileCountryCodes = defineCall({
  name: 'public-get-mobile-country-codes',
  audience: 'public',
  roles: 'any',
  privilege: null,
  input: z.object({}),
  output: z.object({ data: z.array(ZCountryCode) }),
  handler: async () => ({
    data: listCountries().map((c) => ({
      iso2: c.code,
      dial_code: c.dialCode,
      name_en: c.name.en,
      name_cn: c.name.cn,
    })),
  }),
});
