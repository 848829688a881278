import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createMerchant } from '../../test/support/fixtures.ts';
import { createTestApp, loginToken, type TestContext } from '../../test/support/test-app.ts';
import { testDrivers } from '../../test/support/test-db.ts';
import { loadConfig } from '../config.ts';
import { expectedSignature, startFakeS3, type FakeS3 } from '../../test/support/fake-s3.ts';
import { fileStoreFor, isValidKey, newKey } from './index.ts';
import { LocalFileStore } from './local.ts';
import { S3FileStore } from './s3.ts';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
/** A real picture for the upload routes (which decode what they store). */
const PICTURE = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366cc' } })
  .png()
  .toBuffer();
const PDF = Buffer.from('%PDF-1.4\n% licence\n');

function multipart(file: Buffer, filename: string) {
  const boundary = '----filestoretest' + Math.random().toString(16).slice(2);
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('the signature check of the fake S3 server', () => {
  it('reproduces AWS’s published Signature Version 4 example (GET Object with a Range)', () => {
    const s = expectedSignature(
      {
        method: 'GET',
        url: '/test.txt',
        headers: {
          host: 'examplebucket.s3.amazonaws.com',
          range: 'bytes=0-9',
          'x-amz-content-sha256': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
          'x-amz-date': '20130524T000000Z',
          authorization:
            'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
        },
        body: Buffer.alloc(0),
      },
      'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
    );
    expect(s?.expected).toBe('f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41');
  });
});

describe('file keys', () => {
  it('are relative lowercase paths, never escaping the store', () => {
    expect(isValidKey('uploads/licence/ab12.pdf')).toBe(true);
    for (const bad of [
      '../etc/passwd',
      '/abs/x.png',
      'a//b.png',
      'a/../b.png',
      'A/B.png',
      'a/.hidden',
      '',
      'a/b c.png',
    ]) {
      expect(isValidKey(bad), bad).toBe(false);
    }
    expect(newKey('custom', 'jpg')).toMatch(/^custom\/[0-9a-f]{32}\.jpg$/);
  });
});

describe('the local file store', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'files-local-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  it('writes under its directory, answers /static URLs, reads and deletes', async () => {
    const store = new LocalFileStore(dir);
    const url = await store.put('custom/a1.png', PNG, 'image/png');
    expect(url).toBe('/static/custom/a1.png');
    expect(fs.readFileSync(path.join(dir, 'custom/a1.png'))).toEqual(PNG);
    expect(await store.get('custom/a1.png')).toEqual({ body: PNG, contentType: 'image/png' });
    await store.delete('custom/a1.png');
    expect(await store.get('custom/a1.png')).toBeNull();
    await expect(store.put('../out.png', PNG, 'image/png')).rejects.toThrow('invalid file key');
  });
});

describe('the S3 file store (AWS SDK client against an S3-compatible server)', () => {
  let s3: FakeS3;
  beforeAll(async () => {
    s3 = await startFakeS3('portal-files', 'test-secret');
  });
  afterAll(() => s3.close());

  const store = (secret = 'test-secret') =>
    new S3FileStore({
      endpoint: s3.endpoint,
      region: 'cn-east-1',
      bucket: 'portal-files',
      accessKeyId: 'TESTKEY',
      secretAccessKey: secret,
      forcePathStyle: true,
      prefix: 'portal/',
    });

  it('puts, gets and deletes signed objects under its prefix, answering /files URLs', async () => {
    const st = store();
    expect(await st.put('custom/b2.png', PNG, 'image/png')).toBe('/files/custom/b2.png');
    expect(s3.objects.get('portal/custom/b2.png')).toEqual({ body: PNG, contentType: 'image/png' });
    expect(await st.get('custom/b2.png')).toEqual({ body: PNG, contentType: 'image/png' });
    expect(await st.get('custom/none.png')).toBeNull();
    await st.delete('custom/b2.png');
    expect(s3.objects.has('portal/custom/b2.png')).toBe(false);
    expect(s3.requests.every((r) => r.signed)).toBe(true);
    st.destroy();
  });

  it('reads only the bytes asked for: a GetObject with a Range, streamed on', async () => {
    const st = store();
    const body = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));
    await st.put('custom/v1.mp4', body, 'video/mp4');
    const read = async (range: { start: number | null; end: number | null }) => {
      const f = await st.open('custom/v1.mp4', range);
      if (!f || 'unsatisfiable' in f) return f;
      const chunks: Buffer[] = [];
      for await (const c of f.body) chunks.push(c as Buffer);
      return { ...f, body: Buffer.concat(chunks) };
    };
    expect(await read({ start: 100, end: 199 })).toMatchObject({
      body: body.subarray(100, 200),
      size: 1000,
      range: { start: 100, end: 199 },
    });
    expect(s3.requests.at(-1)).toMatchObject({ method: 'GET', range: 'bytes=100-199', sentBytes: 100 });
    expect(await read({ start: null, end: 10 })).toMatchObject({
      body: body.subarray(990),
      range: { start: 990, end: 999 },
    });
    expect(s3.requests.at(-1)).toMatchObject({ range: 'bytes=-10', sentBytes: 10 });
    expect(await read({ start: 5000, end: null })).toEqual({ unsatisfiable: true, size: 1000 });
    st.destroy();
  });

  it('hands out presigned URLs that the bucket refuses once they expire (at most 15 minutes)', async () => {
    const st = store();
    await st.put('uploads/licence/p1.png', PNG, 'image/png');
    expect(s3.objects.has('portal/private/uploads/licence/p1.png')).toBe(true);
    const url = await st.presignedUrl('uploads/licence/p1.png', 60);
    expect(new URL(url).searchParams.get('X-Amz-Expires')).toBe('60');
    const now = await fetch(url);
    expect(now.status).toBe(200);
    expect(Buffer.from(await now.arrayBuffer())).toEqual(PNG);
    s3.now = () => Date.now() + 61_000;
    try {
      expect((await fetch(url)).status).toBe(403);
    } finally {
      s3.now = () => Date.now();
    }
    const long = await st.presignedUrl('uploads/licence/p1.png', 24 * 3600);
    expect(new URL(long).searchParams.get('X-Amz-Expires')).toBe('900');
    st.destroy();
  });

  it('fails loudly with the wrong secret (the server refuses the signature), storing nothing', async () => {
    const st = store('wrong-secret');
    await expect(st.put('custom/c3.png', PNG, 'image/png')).rejects.toThrow();
    expect(s3.objects.has('portal/custom/c3.png')).toBe(false);
    st.destroy();
  });
});

describe('configuration', () => {
  it('is the local directory unless S3_BUCKET is set, which then needs its keys', () => {
    expect(loadConfig({ DATA_DIR: '/tmp/x' }).fileStore).toEqual({ kind: 'local' });
    expect(() => loadConfig({ S3_BUCKET: 'b' })).toThrow('S3_ACCESS_KEY_ID');
    expect(() =>
      loadConfig({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's', S3_ENDPOINT: 'minio:9000' }),
    ).toThrow('S3_ENDPOINT');
    expect(
      loadConfig({
        S3_BUCKET: 'b',
        S3_ACCESS_KEY_ID: 'k',
        S3_SECRET_ACCESS_KEY: 's',
        S3_ENDPOINT: 'http://minio:9000/',
        S3_PREFIX: 'portal',
      }).fileStore,
    ).toEqual({
      kind: 's3',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      bucket: 'b',
      accessKeyId: 'k',
      secretAccessKey: 's',
      forcePathStyle: true,
      prefix: 'portal/',
    });
  });
});

describe.each(testDrivers())('uploads through the configured store on %s', (driver) => {
  let s3: FakeS3;
  let local: TestContext;
  let remote: TestContext;
  let tokenLocal: string;
  let tokenRemote: string;

  const upload = (ctx: TestContext, token: string, url: string, file: Buffer, name: string) => {
    const m = multipart(file, name);
    return ctx.app.inject({
      method: 'POST',
      url,
      payload: m.payload,
      headers: { ...m.headers, authorization: `Bearer ${token}` },
    });
  };
  const setUp = async (ctx: TestContext) => {
    const m = await createMerchant(ctx.database.db, { enterpriseType: 1 });
    await createAccount(ctx.database.db, { phone: '13900024001', identities: [{ merchantNo: m }] });
    await createAccount(ctx.database.db, { phone: '13900024002' });
    return loginToken(ctx, '13900024001');
  };

  beforeAll(async () => {
    s3 = await startFakeS3('portal-files', 'app-secret');
    local = await createTestApp(driver);
    remote = await createTestApp(driver, {
      S3_BUCKET: 'portal-files',
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY_ID: 'APPKEY',
      S3_SECRET_ACCESS_KEY: 'app-secret',
    });
    tokenLocal = await setUp(local);
    tokenRemote = await setUp(remote);
  });
  afterAll(async () => {
    await local.close();
    await remote.close();
    await s3.close();
  });

  it('local by default: a product picture lands in the static directory, served under /static and /files', async () => {
    const res = await upload(local, tokenLocal, '/api-cloud-merchant-service/v1/custom-spu/upload', PICTURE, 'a.png');
    const url = res.json().data.url as string;
    expect(url).toMatch(/^\/static\/custom\/[0-9a-f]{32}\.png$/);
    const stored = fs.readFileSync(path.join(local.config.staticDir, url.slice('/static/'.length)));
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'png', width: 40, height: 30 });
    const viaFiles = await local.app.inject({ method: 'GET', url: url.replace('/static/', '/files/') });
    expect(viaFiles.statusCode).toBe(200);
    expect(viaFiles.headers['cache-control']).toBe('public, max-age=86400');
    expect(viaFiles.rawPayload).toEqual(stored);
    expect(fileStoreFor(local.config).kind).toBe('local');
  });

  it('with S3 configured: product pictures, licences and avatars go to the bucket and are served under /files', async () => {
    const pic = (
      await upload(remote, tokenRemote, '/api-cloud-merchant-service/v1/custom-spu/upload', PICTURE, 'a.png')
    ).json();
    expect(pic.data.url).toMatch(/^\/files\/custom\/[0-9a-f]{32}\.png$/);
    const licence = (
      await upload(remote, tokenRemote, '/api-cloud-merchant-service/v1/enterprise/upload', PDF, 'l.pdf')
    ).json();
    // A licence is private: its own signed link, the object under the bucket's private/ prefix.
    expect(licence.data.url).toMatch(/^\/files\/uploads\/licence\/[0-9a-f]{32}\.pdf\?e=\d+&s=[\w-]+$/);
    const picObject = `custom/${(pic.data.url as string).split('/').pop()}`;
    const licenceObject = `private/${(licence.data.url as string).slice('/files/'.length).split('?')[0]}`;
    for (const [url, object, body, type] of [
      [pic.data.url, picObject, s3.objects.get(picObject)?.body, 'image/png'],
      [licence.data.url, licenceObject, PDF, 'application/pdf'],
    ] as const) {
      expect(body).toBeDefined();
      expect(s3.objects.get(object)?.body).toEqual(body);
      const res = await remote.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(type);
      expect(res.headers['content-security-policy']).toContain('sandbox');
      expect(res.rawPayload).toEqual(body);
    }
    const avatar = (
      await upload(remote, tokenRemote, '/api-cloud-merchant-service/v1/account/modifyAvatar', PICTURE, 'me.png')
    ).json();
    expect(avatar.data.url).toMatch(/^\/files\/uploads\/avatar\/[0-9a-f]{32}\.png$/);
    expect(s3.objects.has(avatar.data.url.slice('/files/'.length))).toBe(true);
    // Nothing was written to the local directory.
    expect(fs.existsSync(path.join(remote.config.staticDir, 'custom'))).toBe(false);
    expect(fs.existsSync(path.join(remote.config.staticDir, 'uploads'))).toBe(false);
    expect(s3.requests.every((r) => r.signed)).toBe(true);
  });

  it('a file of the wrong type is refused before it reaches the store', async () => {
    const before = s3.objects.size;
    const res = await upload(
      remote,
      tokenRemote,
      '/api-cloud-merchant-service/v1/enterprise/upload',
      Buffer.from('GIF89a....'),
      'x.gif',
    );
    expect(res.statusCode).toBe(400);
    expect(s3.objects.size).toBe(before);
  });

  it('a range of a stored video is read from the bucket as asked, not whole', async () => {
    const body = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 241));
    s3.objects.set('custom/clip.mp4', { body, contentType: 'video/mp4' });
    const res = await remote.app.inject({
      method: 'GET',
      url: '/files/custom/clip.mp4',
      headers: { range: 'bytes=10-19' },
    });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe('bytes 10-19/1000');
    expect(res.rawPayload).toEqual(body.subarray(10, 20));
    expect(s3.requests.at(-1)).toMatchObject({ range: 'bytes=10-19', sentBytes: 10 });
    const outside = await remote.app.inject({
      method: 'GET',
      url: '/files/custom/clip.mp4',
      headers: { range: 'bytes=2000-' },
    });
    expect(outside.statusCode).toBe(416);
    expect(outside.headers['content-range']).toBe('bytes */1000');
  });

  it('answers the 404 envelope for unknown or malformed keys', async () => {
    for (const url of ['/files/custom/none.png', '/files/..%2F..%2Fetc%2Fpasswd', '/files/custom/A.PNG']) {
      const res = await remote.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code).toBe(404);
    }
    // Broken percent-encoding never reaches the store: the envelope 400.
    const broken = await remote.app.inject({ method: 'GET', url: '/files/%E0%A4%A' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().code).not.toBe(0);
  });
});
