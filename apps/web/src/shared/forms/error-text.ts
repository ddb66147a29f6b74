import { useTranslation } from 'react-i18next';
import { isApiError, NETWORK_ERROR } from '../../app/api/api-error';

// One policy for the sentence a failed call shows: the translated text of its status (namespace `errors`,
// served by the server), else the server's own sentence (already in the request's language), else a
// generic text. Field errors of a 101 go under their fields instead (app/api/form-errors.ts).

type TTranslate = (key: string, options: { defaultValue: string }) => string;

/** A failed call as one sentence; `t` is any translate function of the screen. */
export function errorText(error: unknown, t: TTranslate): string {
  const generic = () => t('general:unexpected-error', { defaultValue: 'Something went wrong.' });
  if (!isApiError(error)) return generic();
  if (error.statusCode === NETWORK_ERROR) return t('general:network-error', { defaultValue: generic() });
  return t(error.messageKey, { defaultValue: error.response?.message || generic() });
}

/** errorText bound to the screen's language, with the `errors` namespace loaded. */
export function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation(['general', 'errors']);
  return (error) => errorText(error, t);
}

export const isNotFound = (error: unknown): boolean => isApiError(error) && error.statusCode === 102;
