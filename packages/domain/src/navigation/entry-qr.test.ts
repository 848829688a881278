import { describe, expect, it } from 'vitest';
import { ENTRY_PATHS, ENTRY_QR, ENTRY_QR_MESSAGES, entryQrPathError, entryQrSrc } from './entry-qr.ts';

describe('the shell QR codes', () => {
  it("draws every page the shell's codes open", () => {
    for (const path of Object.values(ENTRY_PATHS)) expect(entryQrPathError(path)).toBeNull();
    expect(entryQrPathError('/product/detail?id=SPU101337&from=qr')).toBeNull();
  });

  it("refuses what is not a path of this site, with the rule's words", () => {
    for (const bad of ['', 'home', 'https://example.com/', '//example.com/x', '/a b', '/安防', '/\n'])
      expect(entryQrPathError(bad)).toBe(ENTRY_QR_MESSAGES.badPath);
    expect(entryQrPathError('/' + 'a'.repeat(ENTRY_QR.maxPathLength - 1))).toBeNull();
    expect(entryQrPathError('/' + 'a'.repeat(ENTRY_QR.maxPathLength))).toBe(ENTRY_QR_MESSAGES.badPath);
  });

  it("names the image by the path's words, escaped", () => {
    expect(entryQrSrc('/home')).toBe('/qr.svg?path=%2Fhome');
    expect(entryQrSrc('/p?a=1&b=2')).toBe('/qr.svg?path=%2Fp%3Fa%3D1%26b%3D2');
  });
});
