import { toNestErrors } from '@hookform/resolvers';
import { translateValidation, VALIDATION_MESSAGES } from '@sewa/domain/i18n/validation';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import { z } from 'zod';
import { i18n } from '../../app/i18n';
import { asLanguage } from '../../app/language';

type TLanguage = 'en' | 'cn';
const LOCALE_ERRORS = { en: z.locales.en().localeError, cn: z.locales.zhCN().localeError };
const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/** One zod issue → the sentence the server would send for it (same catalogue, same language). */
export function issueText(issue: z.core.$ZodIssue, language: TLanguage): string {
  // Whatever the rule, a field left empty that must be filled reads "required" (an empty date is not
  // "an invalid date", an empty select not "an invalid option").
  if (isEmpty(issue.input)) return translateValidation('required', language);
  if (issue.message in VALIDATION_MESSAGES[language]) return translateValidation(issue.message, language);
  // A value outside a choice's values reads as the server words it (apps/server/src/http/messages.ts).
  if (issue.code === 'invalid_value') return translateValidation('not-allowed', language);
  if (issue.code === 'invalid_type' && issue.expected === 'number')
    return translateValidation('invalid-number', language);
  return issue.message;
}

/**
 * A react-hook-form resolver that checks the payload the form would send against the call's own schema
 * (the server runs the same one). `toInput` turns form values into that payload; errors come back under
 * the payload's field names, which the forms use as their own.
 */
export function schemaResolver<TForm extends FieldValues>(
  schema: z.ZodType,
  toInput: (form: TForm) => Record<string, unknown>,
): Resolver<TForm> {
  return async (values, _context, options) => {
    const language = asLanguage(i18n.language);
    const result = schema.safeParse(toInput(values), { error: LOCALE_ERRORS[language], reportInput: true });
    if (result.success) return { values, errors: {} };
    const flat: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const name = issue.path.map(String).join('.') || 'root';
      flat[name] ??= { type: issue.code ?? 'invalid', message: issueText(issue, language) };
    }
    return { values: {}, errors: toNestErrors(flat, options) };
  };
}
