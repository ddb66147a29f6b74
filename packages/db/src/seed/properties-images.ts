import { crc32, deflateSync } from 'node:zlib';

// Demo photos drawn in code: a PNG encoder (RGB, 8 bits) and two scenes, a building against the sky
// (covers, 1290 × 720) and a room interior (gallery). Colours vary with a seed so listings differ.

type TRgb = [number, number, number];

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** Encodes RGB pixels (row-major, 3 bytes each) as a PNG. */
export function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width * 3 + 1)] = 0; // filter: none
    raw.set(rgb.subarray(y * width * 3, (y + 1) * width * 3), y * (width * 3 + 1) + 1);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit, truecolour, deflate, adaptive filtering, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 6 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const hsl = (h: number, s: number, l: number): TRgb => {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return [Math.round(f(0) * 255), Math.round(f(8) * 255), Math.round(f(4) * 255)];
};

const mix = (a: TRgb, b: TRgb, t: number): TRgb => [
  Math.round(a[0] + (b[0] - a[0]) * t),
  Math.round(a[1] + (b[1] - a[1]) * t),
  Math.round(a[2] + (b[2] - a[2]) * t),
];

class Canvas {
  readonly rgb: Uint8Array;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.rgb = new Uint8Array(width * height * 3);
  }
  rect(x0: number, y0: number, w: number, h: number, c: TRgb) {
    const xs = Math.max(0, Math.round(x0));
    const x1 = Math.min(this.width, Math.round(x0 + w));
    const y1 = Math.min(this.height, Math.round(y0 + h));
    if (x1 <= xs) return;
    const row = new Uint8Array((x1 - xs) * 3);
    for (let i = 0; i < row.length; i += 3) row.set(c, i);
    for (let y = Math.max(0, Math.round(y0)); y < y1; y++) this.rgb.set(row, (y * this.width + xs) * 3);
  }
  verticalGradient(y0: number, y1: number, top: TRgb, bottom: TRgb) {
    for (let y = y0; y < y1; y++) this.rect(0, y, this.width, 1, mix(top, bottom, (y - y0) / (y1 - y0)));
  }
  png() {
    return encodePng(this.width, this.height, this.rgb);
  }
}

/** Deterministic pseudo-random numbers from a seed (mulberry32). */
const random = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

/** A skyline at some hour of the day: towers with lit windows over a park. 1290 × 720 by default. */
export function buildingPng(seed: number, width = 1290, height = 720): Buffer {
  const r = random(seed);
  const c = new Canvas(width, height);
  const hue = Math.floor(r() * 360);
  const ground = Math.round(height * 0.82);
  c.verticalGradient(
    0,
    ground,
    hsl((hue + 200) % 360, 0.55, 0.55 + r() * 0.2),
    hsl((hue + 30) % 360, 0.6, 0.85),
  );
  c.rect(width * (0.1 + r() * 0.7), height * 0.12, 70, 70, hsl(45, 0.9, 0.75)); // sun
  const towers = 4 + Math.floor(r() * 4);
  for (let i = 0; i < towers; i++) {
    const w = width * (0.08 + r() * 0.1);
    const x = (i / towers) * width + r() * 40 - 20;
    const h = ground * (0.35 + r() * 0.55);
    const wall = hsl((hue + i * 25) % 360, 0.25 + r() * 0.2, 0.35 + r() * 0.3);
    c.rect(x, ground - h, w, h, wall);
    const lit = hsl(50, 0.8, 0.8);
    const dark = mix(wall, [20, 30, 50], 0.5);
    for (let wy = ground - h + 14; wy < ground - 20; wy += 26) {
      for (let wx = x + 10; wx < x + w - 18; wx += 22) c.rect(wx, wy, 12, 14, r() < 0.4 ? lit : dark);
    }
  }
  c.verticalGradient(ground, height, hsl(110, 0.4, 0.4), hsl(100, 0.45, 0.25));
  for (let i = 0; i < 9; i++) {
    const x = r() * width;
    c.rect(x, ground - 50, 10, 60, [90, 60, 40]);
    c.rect(x - 25, ground - 95, 60, 50, hsl(120 + r() * 30, 0.5, 0.3));
  }
  return c.png();
}

/** A room: wall, floor, window, bed and a lamp. */
export function roomPng(seed: number, width = 960, height = 640): Buffer {
  const r = random(seed);
  const c = new Canvas(width, height);
  const hue = Math.floor(r() * 360);
  const floorY = Math.round(height * 0.68);
  c.verticalGradient(0, floorY, hsl(hue, 0.25, 0.88), hsl(hue, 0.2, 0.78));
  c.verticalGradient(floorY, height, hsl(30, 0.35, 0.55), hsl(25, 0.4, 0.38));
  const wx = width * (0.1 + r() * 0.2);
  c.rect(wx - 8, height * 0.12 - 8, width * 0.3 + 16, height * 0.3 + 16, [245, 245, 245]);
  c.rect(wx, height * 0.12, width * 0.3, height * 0.3, hsl(200, 0.6, 0.72));
  const bedX = width * (0.45 + r() * 0.1);
  c.rect(bedX, floorY - 90, width * 0.4, 90, hsl((hue + 180) % 360, 0.35, 0.5));
  c.rect(bedX, floorY - 130, 30, 130, [110, 75, 50]);
  c.rect(bedX + 40, floorY - 110, 90, 30, [250, 250, 245]);
  c.rect(width * 0.05, floorY - 160, 12, 160, [60, 60, 60]);
  c.rect(width * 0.05 - 30, floorY - 200, 72, 45, hsl(45, 0.8, 0.7));
  return c.png();
}
