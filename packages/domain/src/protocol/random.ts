const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Random [A-Za-z0-9] string from the platform CSPRNG (default length 32, as the spec's random code). */
export function randomCode(length = 32): string {
  const out: string[] = [];
  // Rejection sampling keeps the distribution uniform over 62 symbols.
  while (out.length < length) {
    const buf = crypto.getRandomValues(new Uint8Array(length * 2));
    for (const b of buf) {
      if (b < 248 && out.length < length) out.push(ALPHANUMERIC[b % 62]!);
    }
  }
  return out.join('');
}

export const unixSeconds = (date: Date = new Date()): number => Math.floor(date.getTime() / 1000);

/** Wsid: 11 random characters followed by the unix time in seconds. */
export const makeWsid = (now: Date = new Date()): string => `${randomCode(11)}${unixSeconds(now)}`;
export const makeSalt = (): string => randomCode(5);
