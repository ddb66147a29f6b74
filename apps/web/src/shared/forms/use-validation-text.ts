import { translateValidation } from '@sewa/domain/i18n/validation';
import { useTranslation } from 'react-i18next';

/**
 * Turns a zod message key of a shared schema ('required', 'password-too-short', …) into text in the page's
 * language. The catalogue lives in @sewa/domain, so the form says what the server's 101 answer says.
 */
export function useValidationText(): (message: string | undefined) => string | undefined {
  const { i18n } = useTranslation();
  const language = i18n.language === 'cn' ? 'cn' : 'en';
  return (message) => (message ? translateValidation(message, language) : undefined);
}
