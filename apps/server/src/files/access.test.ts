/**
 * Who may open a stored file (kinds.ts, links.ts), walked for every kind on the local store and on an S3 bucket: a
 * private file opens only by a signed link that an answer to its owner carries (never cached, never under /static/),
 * for a guest or another account its address alone answers 403; a link expires; a public file opens for anyone.
 * Files stored before classes existed move to the private place and keep working for their owner.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3, type FakeS3 } from '../../test/support/fake-s3.ts';
import { createAccount } from '../../test/support/fixtures.ts';
import { createTestApp, loginToken, type TestContext } from '../../test/support/test-app.ts';
import { testDrivers } from '../../test/support/test-db.ts';
import { FILE_KINDS, fileLinksFor, fileStoreFor, keyFor, type FileKind } from './index.ts';
import { relocatePrivateFiles } from './relocate.ts';

const A = '/api-cloud-merchant-service';
const PICTURE = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#2a7' } })
  .jpeg()
  .toBuffer();

function multipart(file: Buffer, filename: string) {
  const boundary = '----accesstest' + Math.random().toString(16).slice(2);
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/jpeg\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const cert = (licenceUrl: string, creditCode: string) => ({
  companyName: '杭州私有文件测试有限公司',
  creditCode,
  enterpriseType: 2,
  licenceUrl,
  contactName: '张三',
  contactPhone: '13700001111',
  provinceCode: '330000',
  cityCode: '330100',
  areaCode: '330106',
  address: '文三路 1 号',
});

describe.each(testDrivers())('who may open a stored file on %s', (driver) => {
  let s3: FakeS3;
  const stores: Record<'local' | 's3', TestContext> = {} as never;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    s3 = await startFakeS3('portal-files', 'access-secret');
    stores.local = await createTestApp(driver);
    stores.s3 = await createTestApp(driver, {
      S3_BUCKET: 'portal-files',
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY_ID: 'AK',
      S3_SECRET_ACCESS_KEY: 'access-secret',
    });
    for (const [name, ctx] of Object.entries(stores)) {
      await createAccount(ctx.database.db, { phone: '13900043201' });
      await createAccount(ctx.database.db, { phone: '13900043202' });
      await createAccount(ctx.database.db, { phone: '13900043208', isSales: true });
      tokens[`${name}:owner`] = await loginToken(ctx, '13900043201');
      tokens[`${name}:other`] = await loginToken(ctx, '13900043202');
      tokens[`${name}:staff`] = await loginToken(ctx, '13900043208');
    }
  });
  afterAll(async () => {
    await stores.local?.close();
    await stores.s3?.close();
    await s3?.close();
  });

  for (const which of ['local', 's3'] as const) {
    const get = (url: string, token: string | null = null) =>
      stores[which].app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
    const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
      stores[which].app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${token}` },
        ...(payload ? { payload } : {}),
      });
    const upload = (url: string, token: string) => {
      const m = multipart(PICTURE, 'p.jpg');
      return stores[which].app.inject({
        method: 'POST',
        url,
        payload: m.payload,
        headers: { ...m.headers, authorization: `Bearer ${token}` },
      });
    };

    it(`${which}: every kind — a private file by its signed link only, a public one for anyone`, async () => {
      const ctx = stores[which];
      const store = fileStoreFor(ctx.config);
      const links = fileLinksFor(ctx.config);
      for (const kind of Object.keys(FILE_KINDS) as FileKind[]) {
        const key = keyFor(kind, 'jpg');
        const url = await store.put(key, PICTURE, 'image/jpeg');
        if (FILE_KINDS[kind].class === 'public') {
          const res = await get(url);
          expect(res.statusCode, kind).toBe(200);
          expect(res.headers['cache-control'], kind).toBe('public, max-age=86400');
          continue;
        }
        expect(url, kind).toBe(`/files/${key}`);
        // Nobody opens it by its address: a guest, another account, not even its owner without the link.
        for (const token of [null, tokens[`${which}:other`]!, tokens[`${which}:owner`]!]) {
          const res = await get(url, token);
          expect(res.statusCode, kind).toBe(403);
          expect(res.json().reason).toBe('UPLOAD.linkInvalid');
        }
        expect((await get(`/static/${key}`)).statusCode, kind).toBe(404);
        const signed = links.sign(url);
        const ok = await get(signed);
        expect(ok.statusCode, kind).toBe(200);
        expect(ok.headers['cache-control']).toBe('private, no-store');
        expect(ok.rawPayload).toEqual(PICTURE);
        // Expired (given out 16 minutes ago), altered, or made for another file: refused.
        expect((await get(links.sign(url, Date.now() - 16 * 60_000))).statusCode, kind).toBe(403);
        expect((await get(signed.replace(/s=[\w-]+/, `s=${'A'.repeat(32)}`))).statusCode, kind).toBe(403);
        const otherKey = keyFor(kind, 'jpg');
        expect((await get(`/files/${otherKey}?${signed.split('?')[1]}`)).statusCode, kind).toBe(403);
        if (which === 's3') expect(s3.objects.has(`private/${key}`), kind).toBe(true);
        if (which === 'local') {
          expect(fs.existsSync(path.join(ctx.config.dataDir, 'private', key)), kind).toBe(true);
          expect(fs.existsSync(path.join(ctx.config.staticDir, key)), kind).toBe(false);
        }
      }
    });

    it(`${which}: a licence, feedback pictures and service photos reach their owner (and staff), nobody else`, async () => {
      const owner = tokens[`${which}:owner`]!;
      const other = tokens[`${which}:other`]!;
      const licence = (await upload(`${A}/v1/enterprise/upload`, owner)).json().data.url as string;
      expect(licence).toMatch(/^\/files\/uploads\/licence\/[0-9a-f]{32}\.jpg\?e=\d+&s=/);
      expect((await get(licence)).statusCode).toBe(200);
      expect((await call('POST', `${A}/v1/enterprise`, owner, cert(licence, '91330106MA2K0043A1'))).json().code).toBe(
        0,
      );
      const mine = (await call('GET', `${A}/v1/enterprise/detail`, owner)).json().data;
      expect(mine.licenceUrl).toMatch(/\?e=\d+&s=/);
      expect((await get(mine.licenceUrl)).statusCode).toBe(200);
      const review = (await call('GET', `${A}/v1/enterprise/audit/list`, tokens[`${which}:staff`]!)).json();
      expect((await get(review.data[0].licenceUrl)).statusCode).toBe(200);
      expect((await call('GET', `${A}/v1/enterprise/detail`, other)).json().data).toBeNull();
      expect((await get(licence.split('?')[0]!)).statusCode).toBe(403);
      // Another account cannot attach the owner's file by its bare address.
      const stolen = await call(
        'POST',
        `${A}/v1/enterprise`,
        other,
        cert(licence.split('?')[0]!, '91330106MA2K0043B2'),
      );
      expect(stolen.statusCode).toBe(400);
      expect(stolen.json().reason).toBe('UPLOAD.linkInvalid');

      const picture = (await upload(`${A}/v1/feedback/upload`, owner)).json().data.url as string;
      const fb = await call('POST', `${A}/v1/feedback/create`, owner, {
        type: 1,
        body: '图片反馈',
        pictures: [picture],
      });
      expect(fb.json().code).toBe(0);
      const page = (await call('GET', `${A}/v1/feedback/page?page=1&size=10`, owner)).json().data;
      expect((await get(page[0].pictures[0])).statusCode).toBe(200);
      expect((await call('GET', `${A}/v1/feedback/page?page=1&size=10`, other)).json().data).toEqual([]);
      expect((await get(page[0].pictures[0].split('?')[0])).statusCode).toBe(403);

      const photo = (await upload('/apiOrder/serviceOrder/upload', owner)).json().data.url as string;
      expect(photo).toMatch(/^\/files\/uploads\/service\/[0-9a-f]{32}\.jpg\?e=\d+&s=/);
      expect((await get(photo)).statusCode).toBe(200);
      expect((await get(photo.split('?')[0]!, other)).statusCode).toBe(403);
    });

    it(`${which}: a licence stored before files had classes moves to the private place; the owner's row still opens it`, async () => {
      const ctx = stores[which];
      const key = keyFor('licence', 'jpg');
      // Where the file was put before: the public directory, or the bucket without the private/ prefix.
      if (which === 'local') {
        fs.mkdirSync(path.join(ctx.config.staticDir, 'uploads/licence'), { recursive: true });
        fs.writeFileSync(path.join(ctx.config.staticDir, key), PICTURE);
        expect((await get(`/static/${key}`)).statusCode).toBe(404); // never served there, even before it moves
      } else {
        s3.objects.set(key, { body: PICTURE, contentType: 'image/jpeg' });
      }
      const legacyUrl = `${which === 'local' ? '/static' : '/files'}/${key}`;
      await ctx.database.db
        .updateTable('enterprise_cert')
        .set({ licence_url: legacyUrl })
        .where('credit_code', '=', '91330106MA2K0043A1')
        .execute();
      // Before it moves, the owner's signed link already finds it where it was.
      const early = (await call('GET', `${A}/v1/enterprise/detail`, tokens[`${which}:owner`]!)).json().data;
      expect((await get(early.licenceUrl)).rawPayload).toEqual(PICTURE);
      expect(await relocatePrivateFiles(ctx.database.db, ctx.config)).toBe(1);
      expect(await relocatePrivateFiles(ctx.database.db, ctx.config)).toBe(0);
      if (which === 's3') {
        expect(s3.objects.has(key)).toBe(false);
        expect(s3.objects.has(`private/${key}`)).toBe(true);
      }
      const mine = (await call('GET', `${A}/v1/enterprise/detail`, tokens[`${which}:owner`]!)).json().data;
      expect(mine.licenceUrl).toMatch(new RegExp(`^/files/${key}\\?e=\\d+&s=`));
      const res = await get(mine.licenceUrl);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload).toEqual(PICTURE);
      expect((await get(legacyUrl)).statusCode).toBe(which === 'local' ? 404 : 403);
    });
  }
});
