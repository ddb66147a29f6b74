import { translateValidation } from '@sewa/domain/i18n/validation';
import { useTranslation } from 'react-i18next';

/**
 * Turns a zod message key of a shared schema ('required', 'invalid-email', …) into text. The catalogue
 * lives in @sewa/domain, so the form shows the same words as the server's 101 answer.
 */
export function useValidationText(): (message: string | undefined) => string | undefined {
  const { i18n } = useTranslation();
  const language = i18n.language === 'cn' ? 'cn' : 'en';
  return (message) => (message ? translateValidation(message, language) : undefined);
}
