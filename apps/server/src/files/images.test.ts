/**
 * Pictures cleaned on the way in (images.ts): EXIF and GPS gone, orientation applied, a thumbnail made; a picture
 * larger than the limit refused from its header — a small file claiming a huge canvas, and a real decompression
 * bomb, in under a second and without the process's memory rising.
 */
import { UPLOAD_MESSAGES, thumbnailUrl } from '@portal/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../test/support/fixtures.ts';
import { createTestApp, loginToken, type TestContext } from '../../test/support/test-app.ts';
import { pngClaiming } from '../../test/support/png.ts';
import { testDrivers } from '../../test/support/test-db.ts';

const LICENCE = '/api-cloud-merchant-service/v1/enterprise/upload';

function multipart(file: Buffer, filename: string) {
  const boundary = '----imagestest' + Math.random().toString(16).slice(2);
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** 20,000 × 20,000 pixels of one colour, compressed to a few hundred KB (made once: it takes sharp seconds). */
let bombMade: Promise<Buffer> | null = null;
const theBomb = () =>
  (bombMade ??= sharp({
    create: { width: 20_000, height: 20_000, channels: 3, background: '#fff' },
    limitInputPixels: false,
  })
    .toColourspace('b-w')
    .png({ compressionLevel: 9 })
    .toBuffer());

describe.each(testDrivers())('pictures cleaned on the way in on %s', (driver) => {
  let ctx: TestContext;
  let token: string;
  const upload = (file: Buffer, name = 'l.jpg') => {
    const m = multipart(file, name);
    return ctx.app.inject({
      method: 'POST',
      url: LICENCE,
      payload: m.payload,
      headers: { ...m.headers, authorization: `Bearer ${token}` },
    });
  };

  beforeAll(async () => {
    ctx = await createTestApp(driver);
    await createAccount(ctx.database.db, { phone: '13900043101' });
    token = await loginToken(ctx, '13900043101');
  });
  afterAll(() => ctx.close());

  it('a phone photo of a licence comes back upright, without its EXIF (camera, GPS position), with a thumbnail', async () => {
    const photo = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#c33' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneCo', Model: 'X1' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '30/1 15/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '120/1 10/1 0/1',
        },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const sent = await sharp(photo).metadata();
    expect(sent.exif?.includes(Buffer.from('PhoneCo'))).toBe(true);
    expect(sent.orientation).toBe(6);

    const res = await upload(photo);
    expect(res.json().code).toBe(0);
    const url = res.json().data.url as string;
    const got = await ctx.app.inject({ method: 'GET', url });
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.includes(Buffer.from('PhoneCo'))).toBe(false);
    expect(got.rawPayload.includes(Buffer.from('Exif'))).toBe(false);
    const meta = await sharp(got.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 400, height: 600 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    // The thumbnail, by the same signed link's thumbnail address.
    const thumb = await ctx.app.inject({ method: 'GET', url: thumbnailUrl(url) });
    expect(thumb.statusCode).toBe(200);
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ width: 267, height: 400 });
  });

  it('a 2 KB PNG declaring 60,000 × 60,000 pixels is refused from its header, with a clear message', async () => {
    const png = pngClaiming(60_000, 60_000);
    expect(png.length).toBeLessThan(2200);
    const res = await upload(png, 'huge.png');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ msg: UPLOAD_MESSAGES.tooManyPixels, reason: 'UPLOAD.tooManyPixels' });
  });

  it('a PNG with a valid header and a garbage body is refused as unreadable', async () => {
    const res = await upload(pngClaiming(800, 600), 'broken.png');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ msg: UPLOAD_MESSAGES.unreadable, reason: 'UPLOAD.unreadable' });
  });

  it('a real decompression bomb (20,000 × 20,000, one colour) is refused in under a second, memory unmoved', async () => {
    const bomb = await theBomb();
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({ width: 20_000, height: 20_000 });
    // Warm: the first upload loads what every upload uses.
    await upload(
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
        .png()
        .toBuffer(),
      'w.png',
    );
    global.gc?.();
    const before = process.memoryUsage().rss;
    const started = performance.now();
    const res = await upload(bomb, 'bomb.png');
    const took = performance.now() - started;
    const grew = process.memoryUsage().rss - before;
    expect(res.statusCode).toBe(400);
    expect(res.json().reason).toBe('UPLOAD.tooManyPixels');
    expect(took).toBeLessThan(1000);
    expect(grew).toBeLessThan(100 * 1024 * 1024);
  }, 60_000);
});
