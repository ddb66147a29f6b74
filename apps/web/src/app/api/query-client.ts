import { QueryClient } from '@tanstack/react-query';
import { isApiError, NETWORK_ERROR } from './api-error';

// Retry only when no answer arrived: a status code is the server's final word.
export const shouldRetry = (failureCount: number, error: unknown): boolean =>
  failureCount < 2 && isApiError(error) && error.statusCode === NETWORK_ERROR;

export const createQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
