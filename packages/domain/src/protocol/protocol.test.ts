import { describe, expect, it } from 'vitest';
import { decodeBase64, encodeBase64 } from './base64';
import { isSecretField, payloadToStrings } from './fields';
import { decryptSecretField, encryptSecretField } from './password-crypto';
import { makeWsid, randomCode } from './random';
import { buildSignedRequest } from './request';
import { compareBytes, computeSignature, signedString } from './signature';

describe('base64', () => {
  it('round-trips UTF-8 including Chinese', () => {
    for (const s of ['', 'abc', '租房 Kuala Lumpur', '😀']) expect(decodeBase64(encodeBase64(s))).toBe(s);
    expect(encodeBase64('租')).toBe(Buffer.from('租').toString('base64'));
  });
  it('rejects invalid UTF-8', () => {
    expect(() => decodeBase64(Buffer.from([0xff, 0xfe]).toString('base64'))).toThrow();
  });
});

describe('field string forms', () => {
  it('follows the protocol', () => {
    expect(
      payloadToStrings({ a: 'x', b: 1, c: true, d: [1, 2], e: { k: 'v' }, f: null, g: undefined }),
    ).toEqual({
      a: 'x',
      b: '1',
      c: 'true',
      d: '[1,2]',
      e: '{"k":"v"}',
    });
  });
  it('knows which fields are secret', () => {
    for (const f of ['password', 'old_password', 'password_confirm', 'pin', 'new_pin', 'pin_confirm'])
      expect(isSecretField(f)).toBe(true);
    for (const f of ['passport_no', 'pinned', 'spine', 'username']) expect(isSecretField(f)).toBe(false);
  });
});

describe('signature', () => {
  it('orders field names by the bytes of their UTF-8, as encoding them would', () => {
    const encoder = new TextEncoder();
    const byBytes = (a: string, b: string) => Buffer.compare(encoder.encode(a), encoder.encode(b));
    const pool = ['a', 'z', 'A', '_', '0', 'é', '\u00ff', '租', '\ue000', '\uffef', '😀', '𝄞', '\u0000'];
    const pick = () => pool[Math.floor(Math.random() * pool.length)] ?? 'a';
    for (let round = 0; round < 2000; round++) {
      const a = Array.from({ length: Math.floor(Math.random() * 4) }, pick).join('');
      const b = Array.from({ length: Math.floor(Math.random() * 4) }, pick).join('');
      expect(Math.sign(compareBytes(a, b)), `${a} vs ${b}`).toBe(byBytes(a, b));
    }
  });

  const base = {
    language: 'en-us',
    salt: 'abcde',
    timestamp: '1700000000',
    wsid: 'AAAAAAAAAAA1700000000',
    secret: 's3',
  };
  it('concatenates trimmed values in byte order of field name', () => {
    const s = signedString({ ...base, fields: { b: ' 2 ', a: '1', B: 'up', _: 'u' } });
    // byte order: 'B' (0x42) < '_' (0x5f) < 'a' < 'b'
    expect(s).toBe('en-usabcde1700000000AAAAAAAAAAA1700000000upu12s3');
  });
  it('is lowercase hex sha-256', async () => {
    const sig = await computeSignature({ ...base, fields: {} });
    const expected = (await import('node:crypto'))
      .createHash('sha256')
      .update(signedString({ ...base, fields: {} }))
      .digest('hex');
    expect(sig).toBe(expected);
  });
});

describe('random codes', () => {
  it('have the right shapes', () => {
    expect(randomCode()).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(randomCode(5)).toMatch(/^[A-Za-z0-9]{5}$/);
    expect(makeWsid(new Date(1_700_000_000_000))).toMatch(/^[A-Za-z0-9]{11}1700000000$/);
  });
});

describe('password encryption', () => {
  it('round-trips and fails with another secret or tampering', async () => {
    const enc = await encryptSecretField('Demo@12345', 'secret-a');
    expect(enc).toMatch(/^enc1:[^:]+:[^:]+:[^:]+$/);
    expect(await decryptSecretField(enc, 'secret-a')).toBe('Demo@12345');
    expect(await decryptSecretField(enc, 'secret-b')).toBeNull();
    expect(await decryptSecretField(`${enc.slice(0, -4)}AAAA`, 'secret-a')).toBeNull();
    expect(await decryptSecretField('Demo@12345', 'secret-a')).toBeNull();
  });
});

describe('buildSignedRequest', () => {
  it('moves the token, encodes fields, encrypts passwords and signs', async () => {
    const now = new Date(1_700_000_000_000);
    const { headers, body } = await buildSignedRequest({
      payload: { login_token: 'tok', username: 'a@b.my', password: 'pw', n: 3, skip: null },
      secret: 'sec',
      language: 'cn',
      deviceInfo: { device_id: 'd', platform: 'web', brand: 'b', model: 'm', browser: 'c' },
      now,
    });
    expect(headers.Authorization).toBe('Bearer tok');
    expect(headers['Content-Language']).toBe('zh-cn');
    expect(headers.Timestamp).toBe('1700000000');
    expect(body.has('login_token')).toBe(false);
    expect(body.has('skip')).toBe(false);
    expect(decodeBase64(String(body.get('username')))).toBe('a@b.my');
    const encPassword = decodeBase64(String(body.get('password')));
    expect(await decryptSecretField(encPassword, 'sec')).toBe('pw');
    const fields = { username: 'a@b.my', password: encPassword, n: '3' };
    expect(headers.Signature).toBe(
      await computeSignature({
        language: 'zh-cn',
        salt: headers.Salt!,
        timestamp: '1700000000',
        wsid: headers.Wsid!,
        fields,
        secret: 'sec',
      }),
    );
  });
});
