import { inflateSync } from 'node:zlib';
import { sniffFileType } from '@sewa/format/upload/sniff';
import { describe, expect, it } from 'vitest';
import { readImageSize } from '../properties/image-size';
import { pngFile, solidPng } from './png';

describe('the PNG test fixture', () => {
  it('is a PNG of the asked size, read as such by the upload rules', () => {
    const bytes = solidPng(1290, 720);
    expect(sniffFileType(bytes)).toBe('png');
    expect(readImageSize(bytes)).toEqual({ width: 1290, height: 720 });
    expect(bytes.length).toBeLessThan(64 * 1024);
  });

  it('inflates to the scanlines of one flat colour', () => {
    const bytes = Buffer.from(solidPng(3, 2, [1, 2, 3]));
    const idat = bytes.indexOf('IDAT');
    const length = bytes.readUInt32BE(idat - 4);
    const raw = inflateSync(bytes.subarray(idat + 4, idat + 4 + length));
    // "sub" filter: one pixel then zero differences; "up" filter: nothing changes.
    expect([...raw]).toEqual([1, 1, 2, 3, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('makes a File for upload fields', async () => {
    const file = pngFile(10, 10, 'room.png');
    expect([file.name, file.type]).toEqual(['room.png', 'image/png']);
    expect(sniffFileType(new Uint8Array(await file.arrayBuffer()))).toBe('png');
  });
});
