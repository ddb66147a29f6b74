import {
  controlCharacterPaths,
  ERROR_MESSAGES,
  type TErrorKey,
  type TLanguage,
  translateValidation,
} from '@sewa/domain';
import { z } from 'zod';

export const errorMessage = (key: TErrorKey, lang: TLanguage): string => ERROR_MESSAGES[lang][key] ?? key;

const localeErrors = { en: z.locales.en().localeError, cn: z.locales.zhCN().localeError };

const fieldOf = (path: readonly PropertyKey[]) => (path.length ? path.map(String).join('.') : '_');

/** A choice (enum, literal) given a value outside its values is "not allowed"; a missing one "required". */
function choiceMessage(issue: z.core.$ZodIssue): string {
  if (issue.code !== 'invalid_value') return issue.message;
  return issue.input === undefined || issue.input === '' || issue.input === null ? 'required' : 'not-allowed';
}

/**
 * Zod parse with messages in the request's language; custom message keys are translated too. Control
 * characters are refused in every field, including text nested in JSON fields (CONTROL_CHARACTERS,
 * docs/decisions/0023-bad-input.md): the wire's fields are checked, and what was parsed out of them.
 */
export function parseInput<T extends z.ZodType>(
  schema: T,
  data: unknown,
  lang: TLanguage,
): { ok: true; value: z.output<T> } | { ok: false; errors: Record<string, string> } {
  const result = schema.safeParse(data, { error: localeErrors[lang], reportInput: true });
  const errors: Record<string, string> = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      errors[fieldOf(issue.path)] ??= translateValidation(choiceMessage(issue), lang);
    }
  }
  const tainted = [
    ...controlCharacterPaths(data),
    ...(result.success ? controlCharacterPaths(result.data) : []),
  ];
  for (const path of tainted) errors[fieldOf(path)] = translateValidation('control-characters', lang);
  if (result.success && tainted.length === 0) return { ok: true, value: result.data };
  return { ok: false, errors };
}

export const translateFieldErrors = (
  errors: Record<string, string>,
  lang: TLanguage,
): Record<string, string> =>
  Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, translateValidation(v, lang)]));
