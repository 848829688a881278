import { describe, expect, it } from 'vitest';
import { acceptsGzip } from './encoding.ts';

describe('acceptsGzip', () => {
  it('reads Accept-Encoding as browsers and proxies send it', () => {
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('GZIP')).toBe(true);
    expect(acceptsGzip(undefined)).toBe(false);
    expect(acceptsGzip('')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip('br, deflate')).toBe(false);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('gzip;q=0.0, br')).toBe(false);
    expect(acceptsGzip('x-gzip')).toBe(false);
  });
});
