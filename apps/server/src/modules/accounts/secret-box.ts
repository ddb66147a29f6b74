// Company secrets at rest: the one implementation lives in the database package (the demo seed and the
// test factories write the same format); the server's modules import it from here.
export { openSecret, sealSecret } from '@sewa/db/secret-box';
