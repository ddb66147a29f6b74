import { describe, expect, it } from 'vitest';
import { boundaryOf, MultipartError, parseMultipart, type TMultipartLimits } from './multipart-parse';

const LIMITS: TMultipartLimits = {
  fieldNameSize: 100,
  fieldSize: 1000,
  fields: 10,
  fileSize: 5000,
  files: 3,
  parts: 12,
};

/** A form encoded by undici's FormData (what Node's fetch sends; browsers encode the same way). */
async function encode(form: FormData) {
  const request = new Request('http://x.test/', { method: 'POST', body: form });
  const boundary = boundaryOf(request.headers.get('content-type') ?? undefined);
  if (!boundary) throw new Error('no boundary');
  return { body: Buffer.from(await request.arrayBuffer()), boundary };
}

/** A body written by hand: parts joined with CRLF, as the RFC frames them. */
const raw = (...lines: string[]) => Buffer.from(lines.join('\r\n'));

const refusal = (body: Buffer, limits = LIMITS, boundary = 'b') => {
  try {
    parseMultipart(body, boundary, limits);
    return 'accepted';
  } catch (error) {
    if (error instanceof MultipartError) return error.reason;
    throw error;
  }
};

describe('boundaryOf', () => {
  it('reads the boundary of multipart/form-data only, quoted or not', () => {
    expect(boundaryOf('multipart/form-data; boundary=----WebKitFormBoundaryA1')).toBe(
      '----WebKitFormBoundaryA1',
    );
    expect(boundaryOf('Multipart/Form-Data; charset=utf-8; BOUNDARY="a b:c"')).toBe('a b:c');
    expect(boundaryOf('multipart/mixed; boundary=x')).toBeNull();
    expect(boundaryOf('application/json')).toBeNull();
    expect(boundaryOf('multipart/form-data')).toBeNull();
    expect(boundaryOf(undefined)).toBeNull();
    expect(boundaryOf(`multipart/form-data; boundary=${'x'.repeat(70)}`)).toBe('x'.repeat(70));
    expect(boundaryOf(`multipart/form-data; boundary=${'x'.repeat(71)}`)).toBeNull();
    expect(boundaryOf('multipart/form-data; boundary="ends in space "')).toBeNull();
  });
});

describe('parseMultipart', () => {
  it('reads back what FormData encoded: fields, files, unicode names and binary content', async () => {
    const form = new FormData();
    const binary = new Uint8Array([0, 13, 10, 45, 45, 98, 13, 10, 13, 10, 255, 254]);
    form.append('wsid', 'aGVsbG8=');
    form.append('empty', '');
    form.append('name', '陈小明 — “quoted”; semi');
    form.append('photos', new File([binary], '照片 1.png', { type: 'image/png' }));
    form.append('photos', new File([], 'empty.pdf', { type: 'application/pdf' }));
    const { body, boundary } = await encode(form);
    const parsed = parseMultipart(body, boundary, LIMITS);
    expect(parsed.fields).toEqual({ wsid: 'aGVsbG8=', empty: '', name: '陈小明 — “quoted”; semi' });
    expect(parsed.files.map((f) => [f.field, f.filename, f.mimetype, [...f.data]])).toEqual([
      ['photos', '照片 1.png', 'image/png', [...binary]],
      ['photos', 'empty.pdf', 'application/pdf', []],
    ]);
  });

  it('reads back random forms of fields and files', async () => {
    const pick = (n: number) => Math.floor(Math.random() * n);
    const text = () =>
      Array.from({ length: pick(40) }, () =>
        String.fromCodePoint([32 + pick(94), 0x4e00 + pick(500), 0x1f600][pick(3)] ?? 65),
      ).join('');
    for (let round = 0; round < 100; round++) {
      const form = new FormData();
      const fields: Record<string, string> = {};
      const files: [string, string, number[]][] = [];
      for (let i = 0; i < pick(6); i++) {
        const value = text();
        fields[`f${i}`] = value;
        form.append(`f${i}`, value);
      }
      for (let i = 0; i < pick(3); i++) {
        const bytes = Array.from({ length: pick(300) }, () => pick(256));
        const name = `${text().replace(/[/\\"]/g, '')}.bin`;
        files.push(['file', name, bytes]);
        form.append('file', new File([new Uint8Array(bytes)], name));
      }
      const { body, boundary } = await encode(form);
      const parsed = parseMultipart(body, boundary, LIMITS);
      expect(parsed.fields).toEqual(fields);
      expect(parsed.files.map((f) => [f.field, f.filename, [...f.data]])).toEqual(files);
    }
  });

  it('takes a preamble, transport padding and an epilogue, and the quoted forms of names', () => {
    const body = raw(
      'a preamble the parser skips',
      '--b  ',
      'Content-Disposition: form-data; name="a%22b;c"',
      '',
      'one',
      '--b',
      'content-disposition: FORM-DATA; NAME=plain; filename="C:\\Users\\x\\scan.pdf"',
      'Content-Type: Application/PDF; charset=binary',
      '',
      '%PDF',
      '--b',
      'Content-Disposition: form-data; name="blob"',
      'Content-Type: application/octet-stream',
      '',
      'bytes',
      '--b--',
      'an epilogue',
    );
    const parsed = parseMultipart(body, 'b', LIMITS);
    expect(parsed.fields).toEqual({ 'a%22b;c': 'one' }); // as the browser escaped it
    expect(parsed.files.map((f) => [f.field, f.filename, f.mimetype, f.data.toString()])).toEqual([
      ['plain', 'scan.pdf', 'application/pdf', '%PDF'],
      ['blob', '', 'application/octet-stream', 'bytes'],
    ]);
  });

  it('refuses bodies that are not a well-formed form', () => {
    const part = ['Content-Disposition: form-data; name="a"', '', 'x'];
    expect(refusal(raw('--b', ...part, '--b--'))).toBe('accepted');
    expect(refusal(raw('--b', ...part))).toBe('malformed'); // no close delimiter
    expect(refusal(raw('--c', ...part, '--c--'))).toBe('malformed'); // another boundary
    expect(refusal(Buffer.alloc(0))).toBe('malformed');
    expect(refusal(raw('--bx', ...part, '--b--'))).toBe('malformed'); // a longer boundary
    expect(refusal(raw('--b', 'Content-Type: text/plain', '', 'x', '--b--'))).toBe('malformed');
    expect(refusal(raw('--b', 'Content-Disposition: attachment; name="a"', '', 'x', '--b--'))).toBe(
      'malformed',
    );
    expect(refusal(raw('--b', 'Content-Disposition: form-data', '', 'x', '--b--'))).toBe('malformed');
    expect(refusal(raw('--b', 'Content-Disposition: form-data; name="a', '', 'x', '--b--'))).toBe(
      'malformed',
    );
    expect(refusal(raw('--b', 'Content-Disposition: form-data; name="a\nb"', '', 'x', '--b--'))).toBe(
      'malformed',
    );
    expect(refusal(raw('--b', 'no colon here', '', 'x', '--b--'))).toBe('malformed');
    expect(refusal(raw('--b', '', 'x', '--b--'))).toBe('malformed'); // a part without headers
    expect(refusal(raw('--b', part[0] ?? '', 'x', '--b--'))).toBe('malformed'); // no blank line
    expect(refusal(raw('--b', ...part, '--b', ...part, '--b--'))).toBe('duplicate-field');
    expect(refusal(raw('--b', 'Content-Disposition: form-data; name=__proto__', '', 'x', '--b--'))).toBe(
      'duplicate-field',
    );
  });

  it('refuses a body over any of its limits', () => {
    const field = (name: string, value: string) => [
      `Content-Disposition: form-data; name="${name}"`,
      '',
      value,
      '--b',
    ];
    const file = (size: number) => [
      'Content-Disposition: form-data; name="f"; filename="f.bin"',
      '',
      'x'.repeat(size),
      '--b',
    ];
    const body = (...parts: string[][]) =>
      raw('--b', ...parts.flat())
        .toString()
        .concat('--');
    const of = (...parts: string[][]) => refusal(Buffer.from(body(...parts)));
    expect(of(field('a', 'x'.repeat(1000)), file(5000), file(1), file(1))).toBe('accepted');
    expect(of(field('a', 'x'.repeat(1001)))).toBe('too-large');
    expect(of(file(5001))).toBe('too-large');
    expect(of(file(1), file(1), file(1), file(1))).toBe('too-large');
    expect(of(...Array.from({ length: 11 }, (_, i) => field(`a${i}`, '')))).toBe('too-large');
    expect(of(...Array.from({ length: 10 }, (_, i) => field(`a${i}`, '')), file(1), file(1), file(1))).toBe(
      'too-large', // 13 parts
    );
    expect(of(field('n'.repeat(101), ''))).toBe('too-large');
    expect(of(field('名'.repeat(34), ''))).toBe('too-large'); // 102 bytes of UTF-8
  });
});
