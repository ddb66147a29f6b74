import { STATUS } from '@sewa/domain/protocol/status';
import { isApiError } from '../../app/api/api-error';
import { useErrorText } from '../../shared/forms/error-text';

/**
 * A failed call as one sentence. A refused move (104: "Sorry, this room is no longer available.", an
 * expired link) carries its own reason from the server, which says more than the status's general text.
 */
export function useServerText(): (error: unknown) => string {
  const errorText = useErrorText();
  return (error) =>
    isApiError(error) && error.statusCode === STATUS.CONFLICT && error.response?.message
      ? error.response.message
      : errorText(error);
}

export const isConflict = (error: unknown) => isApiError(error) && error.statusCode === STATUS.CONFLICT;
