import { ERROR_MESSAGES, type TErrorKey, type TLanguage, translateValidation } from '@sewa/domain';
import { z } from 'zod';

export const errorMessage = (key: TErrorKey, lang: TLanguage): string => ERROR_MESSAGES[lang][key] ?? key;

const localeErrors = { en: z.locales.en().localeError, cn: z.locales.zhCN().localeError };

/** Zod parse with messages in the request's language; custom message keys are translated too. */
export function parseInput<T extends z.ZodType>(
  schema: T,
  data: unknown,
  lang: TLanguage,
): { ok: true; value: z.output<T> } | { ok: false; errors: Record<string, string> } {
  const result = schema.safeParse(data, { error: localeErrors[lang] });
  if (result.success) return { ok: true, value: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length ? issue.path.join('.') : '_';
    errors[field] ??= translateValidation(issue.message, lang);
  }
  return { ok: false, errors };
}

export const translateFieldErrors = (
  errors: Record<string, string>,
  lang: TLanguage,
): Record<string, string> =>
  Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, translateValidation(v, lang)]));
