/**
 * The render is a durable job: a worker stopped mid-render gives its attempt back and another finishes it (attempt 2,
 * one file, nothing half-made served); on PostgreSQL an instance that loses its database mid-render (as a killed
 * one would) leaves a lease that runs out, and a second instance takes the video over and finishes it.
 */
import { AIGC_API, type AigcVideo } from '@portal/domain';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, injectAs, type TestContext } from '../../../test/support/test-app.ts';
import { describeOnPostgres, testDrivers } from '../../../test/support/test-db.ts';
import { openDatabase } from '../../db/database.ts';
import { aigcWorld, newSession, probe, saveScript, storyboardOf, streamScript } from '../../../test/support/aigc.ts';
import { beat } from './queries.ts';
import { RenderWorker } from './worker.ts';

async function queuedVideo(ctx: TestContext, token: string) {
  const id = await newSession(ctx, token, { lengthSeconds: 15 });
  const { text } = await streamScript(ctx, token, id);
  const scriptId = (await saveScript(ctx, token, id, text)).id;
  const shots = (await storyboardOf(ctx, token, scriptId)).slice(0, 3).map((s) => ({ ...s, seconds: 2 }));
  // The test apps render nothing themselves (AIGC_RENDER_SECONDS=0): a render instance elsewhere is alive.
  await beat(ctx.database.db, 'renderer-elsewhere', 24);
  const r = await injectAs(ctx, token, 'POST', AIGC_API.videoGenerate, { scriptId, title: '重启测试', shots });
  expect(r.statusCode).toBe(200);
  return r.json().data as AigcVideo;
}

const row = (ctx: TestContext, id: number) =>
  ctx.database.db.selectFrom('aigc_video').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

async function until(ctx: TestContext, id: number, ok: (r: Awaited<ReturnType<typeof row>>) => boolean) {
  for (let i = 0; i < 1200; i++) {
    const r = await row(ctx, id);
    if (ok(r)) return r;
    await new Promise((res) => setTimeout(res, 50));
  }
  throw new Error('timed out');
}

/** The MP4 files in the local store's video folder. */
const storedVideos = async (ctx: TestContext) =>
  (await fs.readdir(path.join(ctx.config.dataDir, 'private', 'aigc/videos')).catch(() => [] as string[])).filter((f) =>
    f.endsWith('.mp4'),
  );

describe.each(testDrivers())('a render stopped mid-way on %s', (driver) => {
  let ctx: TestContext;
  let t: { a: string; b: string };
  beforeAll(async () => {
    ctx = await createTestApp(driver, { AIGC_RENDER_SECONDS: '0', AIGC_VIDEO_SIZE: '320x180' });
    t = await aigcWorld(ctx);
  });
  afterAll(() => ctx.close());

  it('is given back when its worker stops, and a new worker finishes it as attempt 2', async () => {
    const v = await queuedVideo(ctx, t.a);
    // The instance is told to stop at its first progress report, mid-render whatever the machine's speed.
    let first: RenderWorker | undefined = undefined;
    const stopAtProgress: KyselyPlugin = {
      transformQuery: (a) => {
        if (a.node.kind === 'UpdateQueryNode') void first?.stop();
        return a.node;
      },
      transformResult: async (a) => a.result,
    };
    first = new RenderWorker(ctx.database.db.withPlugin(stopAtProgress), ctx.config, { voice: false });
    const running = first.renderNext();
    expect(await running).toBe(true);
    const back = await row(ctx, v.id);
    expect(back).toMatchObject({ status: 0, attempts: 1, file_key: null });
    expect(await storedVideos(ctx)).toEqual([]);
    const lib = (await injectAs(ctx, t.a, 'GET', AIGC_API.videoLibrary)).json().data.list as AigcVideo[];
    expect(lib[0]!.url).toBeNull();

    expect(await new RenderWorker(ctx.database.db, ctx.config, { voice: false }).renderNext()).toBe(true);
    const done = await row(ctx, v.id);
    expect(done).toMatchObject({ status: 2, attempts: 2, progress: 100 });
    expect(await storedVideos(ctx)).toEqual([path.basename(done.file_key!)]);
    const file = await fs.readFile(path.join(ctx.config.dataDir, 'private', done.file_key!));
    expect(await probe(file)).toMatchObject({ h264: true, aac: true, size: '320x180' });
  });
});

describeOnPostgres('an instance that dies mid-render on %s', (driver) => {
  let ctx: TestContext;
  let t: { a: string; b: string };
  beforeAll(async () => {
    ctx = await createTestApp(driver, {
      AIGC_RENDER_SECONDS: '0',
      AIGC_VIDEO_SIZE: '320x180',
      AIGC_LEASE_SECONDS: '2',
    });
    t = await aigcWorld(ctx);
  });
  afterAll(() => ctx.close());

  it('leaves a lease that runs out; another instance takes the video over and finishes it, one file', async () => {
    const v = await queuedVideo(ctx, t.a);
    // The doomed instance: its own connection pool, cut off after its first progress report (as a killed instance
    // would be, whatever the machine's speed): from then on it can neither report, finish nor give the attempt back.
    const doomedDb = await openDatabase({ databaseUrl: ctx.database.url!, poolMax: 2 });
    let updates = 0;
    const cutOff: KyselyPlugin = {
      transformQuery: (a) => {
        if (a.node.kind === 'UpdateQueryNode' && ++updates > 1) throw new Error('connection lost');
        return a.node;
      },
      transformResult: async (a) => a.result,
    };
    const doomed = new RenderWorker(doomedDb.db.withPlugin(cutOff), ctx.config, { voice: false });
    const dying = doomed.renderNext().catch((e: unknown) => e);
    await until(ctx, v.id, (r) => r.status === 1 && r.attempts === 1);
    await dying;
    await doomedDb.close();
    // Its lease runs out: the survivor's claim takes the row over as attempt 2 (the doomed one is never asked).
    await until(ctx, v.id, (r) => r.lease_until !== null && r.lease_until.getTime() < Date.now());
    expect(await new RenderWorker(ctx.database.db, ctx.config, { voice: false }).renderNext()).toBe(true);
    const done = await row(ctx, v.id);
    expect(done).toMatchObject({ status: 2, attempts: 2 });
    // The doomed worker's own file (if it got that far) was removed: exactly the survivor's file is kept.
    expect(await storedVideos(ctx)).toEqual([path.basename(done.file_key!)]);
  });
});
