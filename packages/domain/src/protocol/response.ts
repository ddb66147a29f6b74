import { decodeBase64 } from './base64';

export type TApiResponse<TData = unknown> = {
  status_code: number;
  message: string;
  data?: TData;
  errors?: Record<string, string>;
  error_id?: string;
  [named: string]: unknown;
};

export type TListResult<T> = { items: T[]; total: number; page: number; page_size: number };

/** Decodes the base64 `data` member in place of the encoded string. */
export function decodeResponse<TData = unknown>(raw: TApiResponse<unknown>): TApiResponse<TData> {
  if (typeof raw.data === 'string') {
    return { ...raw, data: JSON.parse(decodeBase64(raw.data)) as TData };
  }
  return raw as TApiResponse<TData>;
}
