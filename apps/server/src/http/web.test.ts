import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { ENTRY_QR_MESSAGES } from '@portal/domain';
import { Resvg } from '@resvg/resvg-js';
import Fastify from 'fastify';
import jsQR from 'jsqr';
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
    await a.register(webPlugin, {
      webDist: dist,
      staticDir: path.join(dir, 'static'),
      publicConfig: { brand: '安宝' },
    });
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

  /** What a phone reads from the SVG: drawn by resvg, read by jsQR. */
  function scan(svg: string): string | undefined {
    const image = new Resvg(svg, { fitTo: { mode: 'width', value: 400 }, background: '#fff' }).render();
    return jsQR(new Uint8ClampedArray(image.pixels), image.width, image.height)?.data;
  }

  it("draws a page's QR code with the address of the site the request came to, cacheable for a day", async () => {
    const a = await app();
    const qr = await a.inject({ url: '/qr.svg?path=%2FappDownload', headers: { host: 'portal.example.cn' } });
    expect(qr.statusCode).toBe(200);
    expect(qr.headers['content-type']).toContain('image/svg+xml');
    expect(qr.headers['cache-control']).toBe('public, max-age=86400');
    expect(scan(qr.body)).toBe('http://portal.example.cn/appDownload');
    const other = await a.inject({ url: '/qr.svg?path=/product/detail?id=SPU1', headers: { host: '10.0.0.5:3000' } });
    expect(scan(other.body)).toBe('http://10.0.0.5:3000/product/detail?id=SPU1');
    await a.close();
  });

  it('refuses to draw anything but a path of this site, in the envelope with the rule in Chinese', async () => {
    const a = await app();
    for (const url of ['/qr.svg', '/qr.svg?path=https%3A%2F%2Fevil.example%2F', '/qr.svg?path=%2F%2Fevil.example']) {
      const res = await a.inject({ url });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 400, msg: ENTRY_QR_MESSAGES.badPath, data: null });
    }
    await a.close();
  });
});

describe('an address no page serves', () => {
  it('gets the app (its not-found page) with status 404; a page address, 200', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));
    const dist = path.join(dir, 'dist');
    fs.mkdirSync(dist, { recursive: true });
    fs.writeFileSync(path.join(dist, 'index.html'), '<html><head><!--portal-config--></head><body>门户</body></html>');
    fs.writeFileSync(path.join(dist, 'route-paths.json'), JSON.stringify(['/', '/product', '/tool/calculator/:type']));
    const a = Fastify();
    await a.register(webPlugin, { webDist: dist, staticDir: path.join(dir, 'static'), publicConfig: {} });
    try {
      const get = (url: string) => a.inject({ url, headers: { accept: 'text/html' } });
      for (const url of ['/', '/product?x=1', '/Product/', '/tool/calculator/camera'])
        expect((await get(url)).statusCode, url).toBe(200);
      for (const url of ['/nosuch', '/product/nosuch', '/tool/calculator']) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(404);
        expect(res.body, url).toContain('门户');
      }
    } finally {
      await a.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
