/**
 * AI videos (issue 21): generate from a saved script's storyboard, quotas (20 queued at once: 3 in flight, the rest
 * refused with a reason), the render (ffmpeg: H.264 + AAC MP4 with Mandarin voice and CJK captions) by the worker,
 * progress on the row, retitle, edit (re-rendered, the old file removed), delete (the file too), other accounts.
 * The test app renders nothing itself (AIGC_RENDER_SECONDS=0, as the portal image's web instances): a video is
 * queued while a render instance's heartbeat is alive (renderers.ts), and refused clearly when none is.
 */
import { AIGC_API, AIGC_MESSAGES, AIGC_VIDEO_QUOTA, reasonOf, type AigcShot, type AigcVideo } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, injectAs, type TestContext } from '../../../test/support/test-app.ts';
import { testDrivers } from '../../../test/support/test-db.ts';
import { fileStoreFor, keyOfUrl } from '../../files/index.ts';
import { aigcWorld, newSession, probe, saveScript, storyboardOf, streamScript } from '../../../test/support/aigc.ts';
import type { Job } from '../../portal-module.ts';
import { heartbeatJob, RENDERER_STALE_SECONDS } from './renderers.ts';
import { RenderWorker } from './worker.ts';

describe.each(testDrivers())('aigc videos on %s', (driver) => {
  let ctx: TestContext;
  let t: { a: string; b: string };
  let scriptId: number;
  let shots: AigcShot[];
  /** A render instance elsewhere (ffmpeg, the render task on) on the same database: its heartbeat. */
  let renderer: Job;
  const rendererJob = () =>
    heartbeatJob(ctx.database.db, { ...ctx.config, aigc: { ...ctx.config.aigc, renderEverySeconds: 2 } });
  const startRenderer = async () => {
    renderer = rendererJob();
    renderer.start(ctx.app.log);
    for (let i = 0; i < 100 && !(await renderers()).length; i++) await new Promise((r) => setTimeout(r, 50));
  };
  const renderers = () => ctx.database.db.selectFrom('aigc_renderer').selectAll().execute();

  beforeAll(async () => {
    ctx = await createTestApp(driver, { AIGC_RENDER_SECONDS: '0', AIGC_VIDEO_SIZE: '320x180' });
    await startRenderer();
    t = await aigcWorld(ctx);
    const id = await newSession(ctx, t.a, { lengthSeconds: 15 });
    const { text } = await streamScript(ctx, t.a, id);
    scriptId = (await saveScript(ctx, t.a, id, text)).id;
    // Two short shots keep the render quick.
    shots = (await storyboardOf(ctx, t.a, scriptId)).slice(0, 2).map((s) => ({ ...s, seconds: 1 }));
  });
  afterAll(async () => {
    await renderer.stop();
    await ctx.close();
  });

  const generate = (
    token: string,
    title = '店铺防盗短视频',
    body: Partial<{ scriptId: number; shots: AigcShot[] }> = {},
  ) => injectAs(ctx, token, 'POST', AIGC_API.videoGenerate, { scriptId, title, shots, ...body });

  it('20 videos asked at once by one account (a renderer alive elsewhere): 3 queued, the rest refused as in flight; nothing else written', async () => {
    expect(await renderers()).toHaveLength(1);
    const results = await Promise.all(Array.from({ length: 20 }, () => generate(t.a)));
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok.length).toBe(AIGC_VIDEO_QUOTA.inFlight);
    for (const r of results.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode).toBe(422);
      expect(r.json().reason).toBe(reasonOf(AIGC_MESSAGES, 'videoInFlight'));
    }
    const lib = (await injectAs(ctx, t.a, 'GET', `${AIGC_API.videoLibrary}?page=1&size=50`)).json().data;
    expect(lib.total).toBe(3);
    expect(lib.list.every((v: AigcVideo) => v.status === 0 && v.url === null)).toBe(true);
    // Another account's script cannot be used, and a picture address from the browser is replaced by the model's.
    expect((await generate(t.b)).statusCode).toBe(404);
    const v = ok[0]!.json().data as AigcVideo;
    expect(v.shots.map((s) => s.picUrl)).toEqual(shots.map(() => '/static/products/camera-bullet.svg'));
    // Queued ones are taken out again to leave one for the render test.
    for (const r of ok.slice(1)) {
      expect((await injectAs(ctx, t.a, 'POST', AIGC_API.videoDelete, { id: r.json().data.id })).statusCode).toBe(200);
    }
  });

  it('bad shots are refused with the domain’s words', async () => {
    const r = await generate(t.a, 'x', {
      shots: [{ skuNo: null, picUrl: 'http://evil.example/a.svg', caption: '一', seconds: 99 }],
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().msg).toBe(AIGC_MESSAGES.shotSeconds);
    const none = await generate(t.a, 'x', { shots: [] });
    expect(none.json().msg).toBe(AIGC_MESSAGES.shotsRequired);
  });

  it('no renderer alive on any instance: refused (503, renderUnavailable), nothing queued; the worker without ffmpeg claims none', async () => {
    // The renderer stops: its row goes at once.
    await renderer.stop();
    expect(await renderers()).toEqual([]);
    const refused = async () => {
      const r = await generate(t.a);
      expect(r.statusCode).toBe(503);
      expect(r.json()).toMatchObject({
        reason: reasonOf(AIGC_MESSAGES, 'renderUnavailable'),
        msg: AIGC_MESSAGES.renderUnavailable,
      });
    };
    await refused();
    // A renderer last seen just over the window ago (died without stopping) counts as gone; just within it, alive.
    const seen = (secondsAgo: number) =>
      ctx.database.db
        .insertInto('aigc_renderer')
        .values({ instance: 'died', seen_at: new Date(Date.now() - secondsAgo * 1000) })
        .onConflict((oc) => oc.column('instance').doUpdateSet({ seen_at: new Date(Date.now() - secondsAgo * 1000) }))
        .execute();
    await seen(RENDERER_STALE_SECONDS + 5);
    await refused();
    await seen(RENDERER_STALE_SECONDS - 15);
    const queued = await generate(t.a);
    expect(queued.statusCode).toBe(200);
    expect((await injectAs(ctx, t.a, 'POST', AIGC_API.videoDelete, { id: queued.json().data.id })).statusCode).toBe(
      200,
    );
    await ctx.database.db.deleteFrom('aigc_renderer').execute();
    expect((await injectAs(ctx, t.a, 'GET', AIGC_API.videoLibrary)).json().data.total).toBe(1);
    const before = process.env.FFMPEG_PATH;
    process.env.FFMPEG_PATH = '/nonexistent/ffmpeg';
    try {
      // the one queued stays queued, its attempts unspent, for an instance that has ffmpeg
      expect(await new RenderWorker(ctx.database.db, ctx.config).renderNext()).toBe(false);
      const row = await ctx.database.db
        .selectFrom('aigc_video')
        .select(['status', 'attempts'])
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ status: 0, attempts: 0 });
      // A render instance that loses its ffmpeg stops beating (its row goes): it no longer counts.
      renderer = rendererJob();
      renderer.start(ctx.app.log);
      await renderer.stop(); // waits for its first beat
      expect(await renderers()).toEqual([]);
    } finally {
      if (before === undefined) delete process.env.FFMPEG_PATH;
      else process.env.FFMPEG_PATH = before;
    }
    await startRenderer();
    expect(await renderers()).toHaveLength(1);
  });

  it('the worker renders it: progress on the row, an H.264 + AAC MP4 with voice and captions in the file store', async () => {
    const worker = new RenderWorker(ctx.database.db, ctx.config);
    const seen: number[] = [];
    const rendering = worker.renderNext();
    for (let i = 0; i < 600; i++) {
      const v = await ctx.database.db
        .selectFrom('aigc_video')
        .select(['status', 'progress'])
        .where('account_id', 'is not', null)
        .executeTakeFirstOrThrow();
      if (v.status === 1) seen.push(v.progress);
      if (v.status !== 0 && v.status !== 1) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(await rendering).toBe(true);
    const [v] = (await injectAs(ctx, t.a, 'GET', AIGC_API.videoLibrary)).json().data.list as AigcVideo[];
    expect(v).toMatchObject({
      status: 2,
      progress: 100,
      attempts: 1,
      width: 320,
      height: 180,
      voice: true,
      captions: true,
    });
    expect(seen.some((p) => p > 0 && p < 100)).toBe(true);
    const key = keyOfUrl(v!.url)!;
    const stored = await fileStoreFor(ctx.config).get(key);
    expect(stored!.body.length).toBe(v!.bytes);
    const p = await probe(stored!.body);
    expect(p).toMatchObject({ h264: true, aac: true, size: '320x180', faststart: true });
    expect(p.seconds).toBeGreaterThan(1.5);
    expect(Math.abs(p.seconds * 1000 - v!.durationMs)).toBeLessThan(300);
    // Served to the browser as a video.
    const served = await ctx.app.inject({ method: 'GET', url: v!.url! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toContain('video/mp4');
    expect(served.headers['cache-control']).toBe('private, no-store');
    // A private file: its owner's signed link plays it, its bare address does not.
    expect(v!.url).toMatch(/^\/files\/aigc\/videos\/[0-9a-f]{32}\.mp4\?e=\d+&s=/);
    expect((await ctx.app.inject({ method: 'GET', url: v!.url!.split('?')[0]! })).statusCode).toBe(403);
  });

  it('retitle, edit (rendered again, the old file removed), delete (the file too); another account can do none', async () => {
    const [v] = (await injectAs(ctx, t.a, 'GET', AIGC_API.videoLibrary)).json().data.list as AigcVideo[];
    const oldKey = keyOfUrl(v!.url)!;
    expect((await injectAs(ctx, t.b, 'POST', AIGC_API.videoTitle, { id: v!.id, title: '偷改' })).statusCode).toBe(404);
    expect((await injectAs(ctx, t.b, 'POST', AIGC_API.videoDelete, { id: v!.id })).statusCode).toBe(404);
    const titled = await injectAs(ctx, t.a, 'POST', AIGC_API.videoTitle, { id: v!.id, title: '新标题' });
    expect(titled.json().data.title).toBe('新标题');
    const edited = await injectAs(ctx, t.a, 'POST', AIGC_API.videoEdit, { id: v!.id, shots: [...v!.shots].reverse() });
    expect(edited.json().data).toMatchObject({ status: 0, progress: 0, url: null });
    // While it waits or renders it cannot be edited again.
    const busy = await injectAs(ctx, t.a, 'POST', AIGC_API.videoEdit, { id: v!.id, shots: v!.shots });
    expect(busy.json().reason).toBe(reasonOf(AIGC_MESSAGES, 'videoBusy'));
    await new RenderWorker(ctx.database.db, ctx.config, { voice: false }).renderNext();
    const [again] = (await injectAs(ctx, t.a, 'GET', AIGC_API.videoLibrary)).json().data.list as AigcVideo[];
    expect(again).toMatchObject({ status: 2, voice: false, title: '新标题' });
    expect(again!.shots.map((s) => s.caption)).toEqual([...v!.shots].reverse().map((s) => s.caption));
    expect(await fileStoreFor(ctx.config).get(oldKey)).toBeNull();
    const newKey = keyOfUrl(again!.url)!;
    expect((await injectAs(ctx, t.a, 'POST', AIGC_API.videoDelete, { id: v!.id })).statusCode).toBe(200);
    expect(await fileStoreFor(ctx.config).get(newKey)).toBeNull();
    expect((await injectAs(ctx, t.a, 'GET', AIGC_API.videoLibrary)).json().data.total).toBe(0);
  });
});
