/**
 * The cluster test's files case (issue 61 §2): a media zip checked through instance A and applied through B (the job
 * and its upload kept in the one shared file store), then the imported picture and a signed private link (a licence)
 * fetched through nginx again and again: whichever instance answers, each is there. nginx's access log keeps their
 * paths, never the signature (deploy/nginx.conf's portal_noquery).
 */
import fs from 'node:fs';
import type pg from 'pg';
import { expect } from 'vitest';
import { P, request, type Answer } from './cluster.ts';
import { makePng } from './png.ts';
import { storedZip } from './stored-zip.ts';

const IMP = `${P}/imports`;
const MOVING = ['queued', 'checking', 'applyQueued', 'applying'];

function multipart(url: string, token: string, file: Buffer, filename: string): Promise<Answer> {
  const boundary = `----cluster${Date.now()}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${filename}"\r\n` +
        `content-type: application/octet-stream\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const headers = { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` };
  return request(url, { method: 'POST', headers, body });
}

/** The job as `instance` answers it once it has stopped moving. */
async function settled(instance: string, token: string, id: number) {
  for (let i = 0; i < 600; i++) {
    const res = await request(`${instance}${IMP}/jobs/${id}`, { headers: { authorization: `Bearer ${token}` } });
    const job = JSON.parse(res.text).data as { status: string; problemCount: number; error: string | null };
    if (!MOVING.includes(job.status)) return job;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`import ${id} did not finish`);
}

export async function importAndServeAcross(
  urls: { proxy: string; a: string; b: string },
  client: pg.Client,
  accessLog: string,
): Promise<void> {
  const login = await request(`${urls.proxy}${P}/account/passwordLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: '13800000008', password: 'Demo@2026' }),
  });
  const token = JSON.parse(login.text).data.token as string;
  const { sku_no: skuNo } = (
    await client.query<{ sku_no: string }>(
      `select sku_no from sku where sku_no ~ '^[A-Za-z0-9-]+$' order by id limit 1`,
    )
  ).rows[0]!;
  const zip = storedZip([{ name: Buffer.from(`${skuNo}.png`), body: makePng(48, 32, 120), utf8: true }]);

  // the dry run through A, the apply through B
  const upload = await multipart(`${urls.a}${IMP}/media/upload`, token, zip, 'media.zip');
  expect(upload.status, upload.text.slice(0, 300)).toBe(200);
  const id = JSON.parse(upload.text).data.id as number;
  const checked = await settled(urls.a, token, id);
  expect([checked.status, checked.problemCount, checked.error]).toEqual(['checked', 0, null]);
  const apply = await request(`${urls.b}${IMP}/jobs/${id}/apply`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(apply.status, apply.text.slice(0, 300)).toBe(200);
  expect((await settled(urls.b, token, id)).status).toBe('applied');

  // the imported picture and a signed licence link, through nginx: every answer 200, whichever instance gives it
  const { pic_url: picture } = (
    await client.query<{ pic_url: string }>('select pic_url from sku where sku_no = $1', [skuNo])
  ).rows[0]!;
  expect(picture).toMatch(/^\/(files|static)\//);
  const licence = await multipart(`${urls.proxy}${P}/enterprise/upload`, token, makePng(64, 48), 'licence.png');
  expect(licence.status, licence.text.slice(0, 300)).toBe(200);
  const signed = JSON.parse(licence.text).data.url as string;
  expect(signed).toMatch(/^\/files\/uploads\/licence\/\w+\.png\?e=\d+&s=[\w-]+$/);
  const statuses: number[] = [];
  for (let k = 0; k < 8; k++)
    for (const url of [picture, signed]) statuses.push((await request(`${urls.proxy}${url}`)).status);
  expect(statuses).toEqual(Array(16).fill(200));
  // the bare address of the private file is refused
  expect((await request(`${urls.proxy}${signed.split('?')[0]}`)).status).toBe(403);

  // nginx logged the licence's path, never its signature
  const logged = fs.readFileSync(accessLog, 'utf8');
  expect(logged).toContain(`GET ${signed.split('?')[0]} HTTP/1.1" 200`);
  expect(logged).not.toContain('s=');
  expect(logged).not.toMatch(/GET \S*\?/);
}
