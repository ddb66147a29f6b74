import { describe, expect, it } from 'vitest';
import { httpsRedirectTarget } from './https-redirect';

const at = (href: string) => {
  const url = new URL(href);
  return { protocol: url.protocol, hostname: url.hostname, href: url.href };
};

describe('http → https', () => {
  it('moves http pages to https, keeping path, query and hash', () => {
    expect(httpsRedirectTarget(at('http://sewa.my/cn/homepage?x=1#a'))).toBe(
      'https://sewa.my/cn/homepage?x=1#a',
    );
    expect(httpsRedirectTarget(at('http://10.0.0.5:3000/about'))).toBe('https://10.0.0.5:3000/about');
  });
  it('leaves localhost, 127.0.0.1 and https alone', () => {
    expect(httpsRedirectTarget(at('http://localhost:3000/homepage'))).toBeNull();
    expect(httpsRedirectTarget(at('http://127.0.0.1:5173/'))).toBeNull();
    expect(httpsRedirectTarget(at('http://[::1]:3000/'))).toBeNull();
    expect(httpsRedirectTarget(at('https://sewa.my/homepage'))).toBeNull();
  });
});
