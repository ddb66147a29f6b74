/**
 * A file address without its query: what only a session may open. Answers sign private files' addresses
 * (modules/files/signed-urls.ts, tested in files/tests/signed-urls.test.ts); tests of who may read a
 * file by session strip the signature with this, so they test the session rule, not the signature.
 */
export const unsigned = (url: string): string => url.split('?')[0]!;
