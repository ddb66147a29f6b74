import { describe, expect, it } from 'vitest';
import { oleStreamNames, sniffFileType, zipEntryNames } from './sniff';

// Office files are containers: ppt/pptx only when the container really holds a presentation.

/** A ZIP of empty stored entries, optionally with data descriptors (sizes after the data). */
function zip(names: string[], { descriptors = false, centralDirectory = true } = {}): Uint8Array {
  const parts: number[] = [];
  const central: number[] = [];
  const u16 = (n: number) => [n & 255, (n >> 8) & 255];
  const u32 = (n: number) => [...u16(n & 0xffff), ...u16(n >>> 16)];
  for (const name of names) {
    const bytes = [...name].map((c) => c.charCodeAt(0));
    const offset = parts.length;
    const flags = descriptors ? 0x08 : 0;
    parts.push(...u32(0x04034b50), ...u16(20), ...u16(flags), ...u16(0), ...u32(0), ...u32(0));
    parts.push(...u32(0), ...u32(0), ...u16(bytes.length), ...u16(0), ...bytes);
    if (descriptors) parts.push(...u32(0x08074b50), ...u32(0), ...u32(0), ...u32(0));
    central.push(...u32(0x02014b50), ...u16(20), ...u16(20), ...u16(flags), ...u16(0), ...u32(0));
    central.push(...u32(0), ...u32(0), ...u32(0), ...u16(bytes.length), ...u16(0), ...u16(0));
    central.push(...u16(0), ...u16(0), ...u32(0), ...u32(offset), ...bytes);
  }
  if (!centralDirectory) return new Uint8Array(parts);
  const start = parts.length;
  const end = [...u32(0x06054b50), ...u16(0), ...u16(0), ...u16(names.length), ...u16(names.length)];
  end.push(...u32(central.length), ...u32(start), ...u16(0));
  return new Uint8Array([...parts, ...central, ...end]);
}

/** A 512-byte-sector compound file: header, one FAT sector, one directory sector. */
function ole(streams: string[]): Uint8Array {
  const bytes = new Uint8Array(512 * 3);
  const v = new DataView(bytes.buffer);
  bytes.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  v.setUint16(0x1a, 3, true);
  v.setUint16(0x1c, 0xfffe, true);
  v.setUint16(0x1e, 9, true);
  v.setUint16(0x20, 6, true);
  v.setUint32(0x2c, 1, true); // one FAT sector
  v.setUint32(0x30, 1, true); // directory in sector 1
  v.setUint32(0x3c, 0xfffffffe, true);
  v.setUint32(0x44, 0xfffffffe, true);
  v.setUint32(0x4c, 0, true); // the FAT is sector 0
  for (let i = 1; i < 109; i++) v.setUint32(0x4c + i * 4, 0xffffffff, true);
  v.setUint32(512, 0xfffffffd, true); // sector 0: FAT
  v.setUint32(516, 0xfffffffe, true); // sector 1: directory, end of chain
  ['Root Entry', ...streams].forEach((name, i) => {
    const at = 1024 + i * 128;
    for (let c = 0; c < name.length; c++) v.setUint16(at + c * 2, name.charCodeAt(c), true);
    v.setUint16(at + 0x40, (name.length + 1) * 2, true);
    v.setUint8(at + 0x42, i === 0 ? 5 : 2);
  });
  return bytes;
}

const PPTX = ['[Content_Types].xml', '_rels/.rels', 'ppt/presentation.xml', 'ppt/slides/slide1.xml'];

describe('sniffFileType on Office containers', () => {
  it('calls a ZIP pptx only when it holds ppt/ entries', () => {
    expect(sniffFileType(zip(PPTX))).toBe('pptx');
    expect(sniffFileType(zip(['[Content_Types].xml', 'word/document.xml']))).toBeNull();
    expect(sniffFileType(zip(['[Content_Types].xml', 'xl/workbook.xml']))).toBeNull();
    expect(sniffFileType(zip(['photo.jpg', 'notes.txt']))).toBeNull();
  });

  it('reads the names from the local headers when the central directory is missing', () => {
    expect(zipEntryNames(zip(PPTX, { centralDirectory: false }))).toEqual(PPTX);
    expect(sniffFileType(zip(PPTX, { centralDirectory: false }))).toBe('pptx');
    // Sizes after the data: only the first entry can be read, and it is not a slide.
    expect(sniffFileType(zip(PPTX, { centralDirectory: false, descriptors: true }))).toBeNull();
    expect(sniffFileType(zip(PPTX, { descriptors: true }))).toBe('pptx');
  });

  it('calls an OLE compound file ppt only when its directory has a PowerPoint Document stream', () => {
    expect(oleStreamNames(ole(['PowerPoint Document', 'Current User']))).toEqual([
      'PowerPoint Document',
      'Current User',
    ]);
    expect(sniffFileType(ole(['PowerPoint Document', 'Current User']))).toBe('ppt');
    expect(sniffFileType(ole(['WordDocument', '1Table']))).toBeNull();
    expect(sniffFileType(ole(['Workbook']))).toBeNull();
  });

  it('refuses a container whose header does not hold together', () => {
    const cut = ole(['PowerPoint Document']).subarray(0, 600);
    expect(sniffFileType(cut)).toBeNull();
    const wrongShift = ole(['PowerPoint Document']);
    new DataView(wrongShift.buffer).setUint16(0x1e, 7, true);
    expect(sniffFileType(wrongShift)).toBeNull();
    expect(sniffFileType(new Uint8Array([0x50, 0x4b, 3, 4, 20, 0]))).toBeNull();
  });
});
