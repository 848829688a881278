import { afterEach, describe, expect, it, vi } from 'vitest';
import { readConfig } from '../../../config.ts';
import { loadWebMap, webMapScriptUrl } from './web-map.ts';

describe('web map (AMap JS API 2.0)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('builds the 2.0 loader URL with the configured key, encoded', () => {
    expect(webMapScriptUrl('abc123')).toBe('https://webapi.amap.com/maps?v=2.0&key=abc123');
    expect(webMapScriptUrl('a&b')).toBe('https://webapi.amap.com/maps?v=2.0&key=a%26b');
  });

  it('is off unless the server injects a key', () => {
    expect(readConfig({}).mapKey).toBe('');
    expect(readConfig({ mapKey: '  ' }).mapKey).toBe('');
    expect(readConfig({ mapKey: 'k1' }).mapKey).toBe('k1');
  });

  it('rejects with the map failure message when the script cannot load (the caller falls back offline)', async () => {
    const appended: { src: string; onerror?: () => void; remove(): void }[] = [];
    vi.stubGlobal('window', {});
    vi.stubGlobal('document', {
      createElement: () => ({ remove() {} }),
      head: { appendChild: (s: (typeof appended)[number]) => appended.push(s) },
    });
    const p = loadWebMap('k1');
    expect(appended[0]!.src).toBe('https://webapi.amap.com/maps?v=2.0&key=k1');
    appended[0]!.onerror!();
    await expect(p).rejects.toThrow('url2Base64 failure');
  });
});
