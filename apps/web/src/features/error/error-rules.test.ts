import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_KEY, claimChunkReload, isChunkLoadError } from './chunk-reload.ts';
import { countdownStep, NOT_FOUND_COUNTDOWN_S } from './countdown.ts';

const mem = () => {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) };
};

describe('chunk-load failures', () => {
  it("recognises the browsers' dynamic-import errors", () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('x is undefined'))).toBe(false);
  });
  it('reloads at most once a minute', () => {
    const s = mem();
    expect(claimChunkReload(s, 1_000_000)).toBe(true);
    expect(s.getItem(CHUNK_RELOAD_KEY)).toBe('1000000');
    expect(claimChunkReload(s, 1_030_000)).toBe(false);
    expect(claimChunkReload(s, 1_060_000)).toBe(true);
  });
});

describe('404 countdown', () => {
  it('counts 3, 2, 1, 0 then redirects', () => {
    let n = NOT_FOUND_COUNTDOWN_S;
    const seen = [n];
    for (;;) {
      const s = countdownStep(n);
      if (s.redirect) break;
      n = s.next;
      seen.push(n);
    }
    expect(seen).toEqual([3, 2, 1, 0]);
  });
});
