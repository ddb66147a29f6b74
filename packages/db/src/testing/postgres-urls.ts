/** The same server, database `postgres` (for CREATE/DROP DATABASE). */
export const adminUrl = (url: string): string => databaseUrlFor(url, 'postgres');

export function databaseUrlFor(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
