import { useTranslation } from 'react-i18next';
import { isApiError, NETWORK_ERROR } from '../../app/api/api-error';

/**
 * A failed call as one sentence: the translated text of its status (namespace `errors`, served by the
 * server), else the server's own sentence (already in the request's language), else a generic text.
 */
export function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation(['general', 'errors']);
  return (error) => {
    if (!isApiError(error)) return t('general:unexpected-error');
    if (error.statusCode === NETWORK_ERROR) return t('general:network-error');
    const fallback = error.response?.message || t('general:unexpected-error');
    return t(error.messageKey, { defaultValue: fallback });
  };
}
