import { readStorage, writeStorage } from '../../app/storage';

// Where a payment was started from, kept in this tab while the browser is at the gateway, so the return
// page can go back there (a booking's payment: to its booking). Keyed by payment reference; a few kept.

const KEY = 'sewa.payment-origin';
const KEEP = 10;

type TOrigins = Record<string, string>;

const read = (): TOrigins => {
  try {
    const value = JSON.parse(readStorage('session', KEY) ?? '{}') as unknown;
    return value && typeof value === 'object' ? (value as TOrigins) : {};
  } catch {
    return {};
  }
};

/** Remembers that payment `paymentRef` belongs to the page `path` (e.g. /booking/b-12). */
export function rememberPaymentOrigin(paymentRef: string, path: string): void {
  const kept = Object.entries(read())
    .filter(([ref]) => ref !== paymentRef)
    .slice(-(KEEP - 1));
  writeStorage('session', KEY, JSON.stringify(Object.fromEntries([...kept, [paymentRef, path]])));
}

/** The page payment `paymentRef` was started from in this tab, or null. */
export const paymentOriginOf = (paymentRef: string): string | null => {
  const path = read()[paymentRef];
  return typeof path === 'string' ? path : null;
};
