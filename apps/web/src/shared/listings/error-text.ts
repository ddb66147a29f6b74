import { isApiError, NETWORK_ERROR } from '../../app/api/api-error';

/**
 * The sentence to show for a failed call: the server's own (already in the request's language) when it
 * answered, the network text when it did not, else the generic one. `t` reads the general namespace.
 */
export function errorText(error: unknown, t: (key: string) => string): string {
  if (isApiError(error)) {
    if (error.statusCode === NETWORK_ERROR) return t('general:network-error');
    if (error.message && !error.message.startsWith('API status') && !error.message.startsWith('HTTP '))
      return error.message;
  }
  return t('general:unexpected-error');
}

export const isNotFound = (error: unknown): boolean => isApiError(error) && error.statusCode === 102;
