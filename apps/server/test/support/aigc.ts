/** Test set-up of the aigc tests: a catalogue, two dealers, the SSE reader, a product picture in the file store. */
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { AIGC_API, SseReader, parseAigcEvent, type AigcShot, type AigcStreamEvent } from '@portal/domain';
import { createAccount } from './fixtures.ts';
import { injectAs, loginToken, type TestContext } from './test-app.ts';
import { fileStoreFor } from '../../src/files/index.ts';
import { createTestCatalogue } from './catalogue.ts';
import { requireFfmpeg } from '../../ffmpeg.mjs';

const run = promisify(execFile);

let seq = 0;
export const CAMERAS = ['SKU-B4-4', 'SKU-B8-4'];

export async function aigcWorld(ctx: TestContext) {
  await createTestCatalogue(ctx.database.db);
  const phones = [0, 1].map(() => `139${String(process.pid % 1000).padStart(3, '0')}${String(++seq).padStart(5, '0')}`);
  for (const phone of phones) await createAccount(ctx.database.db, { phone });
  await fileStoreFor(ctx.config).put(
    'products/camera-bullet.svg',
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="120"><rect x="20" y="30" width="140" height="50" rx="8" fill="#f4f6f8" stroke="#8a96a3" stroke-width="3"/><circle cx="160" cy="55" r="18" fill="#1d2633"/></svg>',
    ),
    'image/svg+xml',
  );
  return { a: await loginToken(ctx, phones[0]!), b: await loginToken(ctx, phones[1]!) };
}

/** The events of a whole SSE body. */
export function eventsOf(body: string): AigcStreamEvent[] {
  return new SseReader()
    .push(body)
    .map(parseAigcEvent)
    .filter((e): e is AigcStreamEvent => e !== null);
}

export async function newSession(ctx: TestContext, token: string, extra: Record<string, unknown> = {}) {
  const r = await injectAs(ctx, token, 'POST', AIGC_API.session, {
    skuNos: CAMERAS,
    scene: '店铺防盗',
    style: '专业讲解',
    lengthSeconds: 30,
    ...extra,
  });
  if (r.statusCode !== 200) throw new Error(r.body);
  return r.json().data.sessionId as number;
}

/** Streams a session's script (the whole body) and answers the text and the events. */
export async function streamScript(ctx: TestContext, token: string, sessionId: number, provider?: 'local') {
  const r = await injectAs(ctx, token, 'POST', AIGC_API.streamScript, { sessionId, ...(provider ? { provider } : {}) });
  const events = eventsOf(r.body);
  const text = events.flatMap((e) => (e.event === 'delta' ? [e.data.text] : [])).join('');
  return { res: r, events, text };
}

export async function saveScript(ctx: TestContext, token: string, sessionId: number, content: string, title = '店铺防盗脚本') {
  const r = await injectAs(ctx, token, 'POST', AIGC_API.scriptSave, { sessionId, title, content });
  if (r.statusCode !== 200) throw new Error(r.body);
  return r.json().data as { id: number };
}

/** The MP4's top-level boxes in order (ftyp, moov, mdat, …). */
export function boxesOf(file: Buffer): string[] {
  const boxes: string[] = [];
  for (let at = 0; at + 8 <= file.length; ) {
    const size = file.readUInt32BE(at);
    boxes.push(file.toString('latin1', at + 4, at + 8));
    const len = size === 1 ? Number(file.readBigUInt64BE(at + 8)) : size === 0 ? file.length - at : size;
    if (len < 8) break;
    at += len;
  }
  return boxes;
}

/** What ffmpeg reads of an MP4: its streams and duration; faststart: its index (moov) comes before the media (mdat). */
export async function probe(file: Buffer) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'aigc-probe-'));
  try {
    await fs.writeFile(path.join(dir, 'v.mp4'), file);
    const r = await run(requireFfmpeg(), ['-hide_banner', '-i', path.join(dir, 'v.mp4')]).catch((e: { stderr: string }) => e);
    const text = r.stderr;
    const d = /Duration: (\d+):(\d+):([\d.]+)/.exec(text);
    const boxes = boxesOf(file);
    return {
      h264: /Video: h264/.test(text),
      aac: /Audio: aac/.test(text),
      size: /Video: .*?, (\d+x\d+)/.exec(text)?.[1],
      faststart: boxes.includes('moov') && boxes.indexOf('moov') < boxes.indexOf('mdat'),
      seconds: d ? Number(d[1]) * 3600 + Number(d[2]) * 60 + Number(d[3]) : 0,
    };
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

export async function storyboardOf(ctx: TestContext, token: string, scriptId: number): Promise<AigcShot[]> {
  const r = await injectAs(ctx, token, 'POST', AIGC_API.streamVideoScript, { scriptId });
  return eventsOf(r.body).flatMap((e) => (e.event === 'shot' ? [e.data] : []));
}

