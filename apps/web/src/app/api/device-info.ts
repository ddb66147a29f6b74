import { randomCode } from '@sewa/domain/protocol/random';
import type { TDeviceInfo } from '@sewa/domain/protocol/request';
import { readStorage, writeStorage } from '../storage';

export const DEVICE_ID_KEY = 'sewa_device_id';

type TUserAgentParts = Pick<TDeviceInfo, 'brand' | 'model' | 'browser'>;

// Ordered: Edge, Opera and Samsung Internet also claim "Chrome", and Chrome also claims "Safari".
const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/(?:OPR|Opera)\/(\d+)/, 'Opera'],
  [/SamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/(?:Firefox|FxiOS)\/(\d+)/, 'Firefox'],
  [/(?:Chrome|CriOS|Chromium)\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//, 'Safari'],
];

// Android model prefixes → maker. Unknown models still report the model; the brand then says "Android".
const ANDROID_BRANDS: ReadonlyArray<[RegExp, string]> = [
  [/^(SM-|Galaxy|GT-)/i, 'Samsung'],
  [/^Pixel/i, 'Google'],
  [/^(Redmi|Mi |MI |POCO|M2\d|2\d{3})/i, 'Xiaomi'],
  [/^(HUAWEI|ELE-|VOG-|ANE-|LYA-)/i, 'Huawei'],
  [/^(CPH|OPPO)/i, 'OPPO'],
  [/^(vivo|V\d{4})/i, 'vivo'],
  [/^(RMX|realme)/i, 'realme'],
  [/^(ONEPLUS|OnePlus|IN20|KB20|LE21)/i, 'OnePlus'],
  [/^(moto|XT\d)/i, 'Motorola'],
  [/^(Nokia|TA-)/i, 'Nokia'],
];

function browserOf(ua: string): string {
  for (const [re, name] of BROWSERS) {
    const m = re.exec(ua);
    if (m) return `${name} ${m[1]}`;
  }
  return 'Unknown';
}

function deviceOf(ua: string): Pick<TDeviceInfo, 'brand' | 'model'> {
  if (/iPhone/.test(ua)) return { brand: 'Apple', model: 'iPhone' };
  if (/iPad/.test(ua)) return { brand: 'Apple', model: 'iPad' };
  const android = /Android[^;)]*;\s*(?:[a-z]{2}[-_][a-z]{2};\s*)?([^;)]+?)(?:\s+Build\/|\)|;)/i.exec(ua);
  if (android) {
    const model = android[1]?.trim() ?? '';
    // Chrome's reduced UA says "K" instead of the model.
    if (!model || model === 'K') return { brand: 'Android', model: 'Android device' };
    const brand = ANDROID_BRANDS.find(([re]) => re.test(model))?.[1] ?? 'Android';
    return { brand, model };
  }
  if (/Macintosh|Mac OS X/.test(ua)) return { brand: 'Apple', model: 'Mac' };
  if (/Windows/.test(ua)) return { brand: 'Microsoft', model: 'Windows PC' };
  if (/CrOS/.test(ua)) return { brand: 'Google', model: 'Chromebook' };
  if (/Linux/.test(ua)) return { brand: 'Linux', model: 'Linux PC' };
  return { brand: 'Unknown', model: 'Unknown' };
}

/** Brand, model and browser from a user-agent string (best effort: the header is informational). */
export function parseUserAgent(ua: string): TUserAgentParts {
  return { ...deviceOf(ua), browser: browserOf(ua) };
}

/** The device id is made once and kept in local storage (docs/protocol.md). */
export function deviceId(): string {
  const stored = readStorage('local', DEVICE_ID_KEY);
  if (stored) return stored;
  const id = randomCode(32);
  writeStorage('local', DEVICE_ID_KEY, id);
  return id;
}

export function deviceInfo(): TDeviceInfo {
  return { device_id: deviceId(), platform: 'web', ...parseUserAgent(navigator.userAgent) };
}
