import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { webPlugin } from './web.ts';

describe('the built web app', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const dist = path.join(dir, 'dist');
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), '<html><head><!--portal-config--></head><body>门户</body></html>');
  const script = `export const words = ${JSON.stringify('安防'.repeat(2000))};`;
  fs.writeFileSync(path.join(dist, 'assets/app-abc.js'), script);
  // what the build writes beside each asset (apps/web/scripts/precompress.ts)
  fs.writeFileSync(path.join(dist, 'assets/app-abc.js.br'), brotliCompressSync(script));
  fs.writeFileSync(path.join(dist, 'assets/app-abc.js.gz'), gzipSync(script));

  async function app() {
    const a = Fastify();
    await a.register(webPlugin, { webDist: dist, staticDir: path.join(dir, 'static'), publicConfig: { brand: '安宝' } });
    return a;
  }

  it("sends an asset's brotli copy to a browser that takes brotli, the gzip copy to one that takes only gzip", async () => {
    const a = await app();
    const br = await a.inject({ url: '/assets/app-abc.js', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    const gz = await a.inject({ url: '/assets/app-abc.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await a.inject({ url: '/assets/app-abc.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    await a.close();
  });

  it('answers a page address with index.html and its runtime config, never cached', async () => {
    const a = await app();
    const page = await a.inject({ url: '/product?categoryId=1', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('window.__PORTAL_CONFIG__={"brand":"安宝"}');
    await a.close();
  });
});
