// The envelope's body (docs/protocol.md: multipart/form-data, RFC 7578) parsed from one Buffer. Every
// envelope is read whole into memory anyway (its files included), so the parts are found with
// Buffer.indexOf instead of a streaming parser: for the typical envelope of a few small fields that
// streaming machinery (parser, part streams, events, per-request options) was a quarter of the server's
// CPU per call (issue 15, ADR 0015). Semantics follow what browsers and undici's FormData send, and what
// busboy accepted before: a part is a file when it has a filename (or is application/octet-stream), the
// filename loses any path, and names and values are UTF-8.

import type { TUploadedFile } from './registry';

export type TMultipartLimits = {
  /** Bytes of a part's name. */
  fieldNameSize: number;
  /** Bytes of one text field's value. */
  fieldSize: number;
  fields: number;
  /** Bytes of one file. */
  fileSize: number;
  files: number;
  parts: number;
};

export type TParsedForm = { fields: Record<string, string>; files: TUploadedFile[] };

/** Why a body was refused: not a well-formed form, over a limit, or a field sent twice. */
export class MultipartError extends Error {
  constructor(readonly reason: 'malformed' | 'too-large' | 'duplicate-field') {
    super(`multipart body refused: ${reason}`);
  }
}

const CRLF = Buffer.from('\r\n');
const HEADERS_END = Buffer.from('\r\n\r\n');
const DASH = 0x2d;
const MAX_HEADER_BYTES = 8 * 1024;
// RFC 2046 §5.1.1: 1 to 70 characters, the last not a space.
const BOUNDARY = /^[0-9A-Za-z'()+_,\-./:=? ]{0,69}[0-9A-Za-z'()+_,\-./:=?]$/;

/** The boundary of a `multipart/form-data` Content-Type, or null when the body is anything else. */
export function boundaryOf(contentType: string | undefined): string | null {
  if (!contentType) return null;
  const [type, ...params] = splitParams(contentType);
  if (type?.toLowerCase() !== 'multipart/form-data') return null;
  const boundary = paramValue(params, 'boundary');
  return boundary !== undefined && BOUNDARY.test(boundary) ? boundary : null;
}

/** Every part of `body`, within `limits`; throws MultipartError on anything else. */
export function parseMultipart(body: Buffer, boundary: string, limits: TMultipartLimits): TParsedForm {
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  const fields: Record<string, string> = {};
  const files: TUploadedFile[] = [];
  // The first delimiter may open the body (no preamble, no CRLF before it).
  let at = body.subarray(0, delimiter.length - 2).equals(delimiter.subarray(2))
    ? delimiter.length - 2
    : indexAfter(body, delimiter, 0);
  let parts = 0;
  for (;;) {
    if (body[at] === DASH && body[at + 1] === DASH) return { fields, files }; // the close delimiter
    while (body[at] === 0x20 || body[at] === 0x09) at++; // transport padding
    if (!startsWith(body, CRLF, at)) throw new MultipartError('malformed');
    at += CRLF.length;
    // A part without headers has no name: malformed like any other part without one.
    const headersEnd = startsWith(body, CRLF, at) ? -1 : body.indexOf(HEADERS_END, at);
    if (headersEnd < 0 || headersEnd - at > MAX_HEADER_BYTES) throw new MultipartError('malformed');
    const contentStart = headersEnd + HEADERS_END.length;
    const contentEnd = body.indexOf(delimiter, contentStart);
    if (contentEnd < 0) throw new MultipartError('malformed');
    if (++parts > limits.parts) throw new MultipartError('too-large');
    const part = readHeaders(body.toString('utf8', at, headersEnd));
    addPart(part, body.subarray(contentStart, contentEnd), limits, fields, files);
    if (parts - files.length > limits.fields) throw new MultipartError('too-large');
    at = contentEnd + delimiter.length;
  }
}

type TPartHeaders = { name: string; filename: string | undefined; contentType: string | undefined };

function addPart(
  part: TPartHeaders,
  content: Buffer,
  limits: TMultipartLimits,
  fields: Record<string, string>,
  files: TUploadedFile[],
) {
  if (Buffer.byteLength(part.name) > limits.fieldNameSize) throw new MultipartError('too-large');
  if (part.filename !== undefined || part.contentType === 'application/octet-stream') {
    if (files.length >= limits.files || content.length > limits.fileSize)
      throw new MultipartError('too-large');
    files.push({
      field: part.name,
      filename: basename(part.filename ?? ''),
      mimetype: part.contentType ?? 'application/octet-stream',
      data: content,
    });
    return;
  }
  if (content.length > limits.fieldSize) throw new MultipartError('too-large');
  // `__proto__` cannot be a field of a plain object; no contract has it, so it is a broken envelope.
  if (Object.hasOwn(fields, part.name) || part.name === '__proto__')
    throw new MultipartError('duplicate-field');
  fields[part.name] = content.toString('utf8');
}

/** A part's Content-Disposition (form-data, with a name) and Content-Type; anything else is malformed. */
function readHeaders(block: string): TPartHeaders {
  let disposition: string | undefined;
  let contentType: string | undefined;
  for (const line of block.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon <= 0 || /[\r\n]/.test(line)) throw new MultipartError('malformed');
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (name === 'content-disposition') disposition = value;
    else if (name === 'content-type') contentType = splitParams(value)[0]?.toLowerCase() || undefined;
  }
  const [type, ...params] = splitParams(disposition ?? '');
  const name = paramValue(params, 'name');
  if (type?.toLowerCase() !== 'form-data' || name === undefined) throw new MultipartError('malformed');
  return { name, filename: paramValue(params, 'filename'), contentType };
}

/**
 * `type; a=1; b="x; y"` → ['type', 'a=1', 'b="x; y"'] (a quoted `;` stays inside its value). A backslash
 * is an ordinary character: browsers escape only `"`, CR and LF (as %22, %0D, %0A) and send a Windows
 * path's backslashes as they are.
 */
function splitParams(header: string): string[] {
  if (!header.includes('"')) return header.split(';').map((p) => p.trim());
  const out: string[] = [];
  let current = '';
  let quoted = false;
  for (const c of header) {
    if (c === '"') quoted = !quoted;
    if (c === ';' && !quoted) {
      out.push(current.trim());
      current = '';
    } else current += c;
  }
  if (quoted) throw new MultipartError('malformed');
  out.push(current.trim());
  return out;
}

/** The value of parameter `key` (case-insensitive), unquoted. */
function paramValue(params: string[], key: string): string | undefined {
  for (const param of params) {
    const eq = param.indexOf('=');
    if (eq < 0 || param.slice(0, eq).trim().toLowerCase() !== key) continue;
    const raw = param.slice(eq + 1).trim();
    return raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw;
  }
  return undefined;
}

function indexAfter(body: Buffer, needle: Buffer, from: number): number {
  const at = body.indexOf(needle, from);
  if (at < 0) throw new MultipartError('malformed');
  return at + needle.length;
}

function startsWith(body: Buffer, prefix: Buffer, at: number): boolean {
  return (
    body.length >= at + prefix.length && body.compare(prefix, 0, prefix.length, at, at + prefix.length) === 0
  );
}

/** The name without any directory a browser or tool put before it ('C:\\x\\a.png' → 'a.png'). */
function basename(path: string): string {
  const name = path.slice(Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\')) + 1);
  return name === '.' || name === '..' ? '' : name;
}
