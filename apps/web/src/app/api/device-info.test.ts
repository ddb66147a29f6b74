import { afterEach, describe, expect, it } from 'vitest';
import { DEVICE_ID_KEY, deviceId, deviceInfo, parseUserAgent } from './device-info';

afterEach(() => localStorage.clear());

describe('user agent', () => {
  it.each([
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      { brand: 'Apple', model: 'iPhone', browser: 'Safari 17' },
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
      { brand: 'Samsung', model: 'SM-S918B', browser: 'Chrome 124' },
    ],
    [
      'Mozilla/5.0 (Linux; Android 13; Pixel 7 Build/TQ3A.230805.001) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
      { brand: 'Google', model: 'Pixel 7', browser: 'Chrome 120' },
    ],
    [
      'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
      { brand: 'Android', model: 'Android device', browser: 'Samsung Internet 25' },
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.51',
      { brand: 'Microsoft', model: 'Windows PC', browser: 'Edge 124' },
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.4; rv:125.0) Gecko/20100101 Firefox/125.0',
      { brand: 'Apple', model: 'Mac', browser: 'Firefox 125' },
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36',
      { brand: 'Linux', model: 'Linux PC', browser: 'Chrome 126' },
    ],
    ['curl/8.0', { brand: 'Unknown', model: 'Unknown', browser: 'Unknown' }],
  ])('%s', (ua, expected) => {
    expect(parseUserAgent(ua)).toEqual(expected);
  });
});

describe('device id', () => {
  it('is made once and kept in local storage', () => {
    const first = deviceId();
    expect(first).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(localStorage.getItem(DEVICE_ID_KEY)).toBe(first);
    expect(deviceId()).toBe(first);
    expect(deviceInfo()).toMatchObject({ device_id: first, platform: 'web' });
  });
  it('is made afresh after storage was cleared', () => {
    const first = deviceId();
    localStorage.clear();
    expect(deviceId()).not.toBe(first);
  });
});
