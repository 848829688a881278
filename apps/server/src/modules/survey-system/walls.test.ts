import { SURVEY_API as A, SURVEY_SYSTEM_API as S, SURVEY_SYSTEM_MESSAGES as M } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createMerchant } from '../../../test/support/fixtures.ts';
import { createTestApp, injectAs, loginToken, type TestContext } from '../../../test/support/test-app.ts';
import { testDrivers } from '../../../test/support/test-db.ts';
import { fileStoreFor } from '../../files/index.ts';
import { createTestCatalogue } from '../../../test/support/catalogue.ts';
import { makePng } from '../../../test/support/png.ts';
import { runDueJobs } from './jobs.ts';
import { wallRecall } from '../../../test/support/wall-recall.ts';
import { drawFloorPlan } from './floor-plan-drawing.ts';

const P = '/api-cloud-merchant-service/v1/design';

describe.each(testDrivers())('AI wall recognition and servicer info on %s', (driver) => {
  let ctx: TestContext;
  let token: string;
  let orderId = 0;
  const call = (method: 'GET' | 'POST', url: string, payload?: unknown) => injectAs(ctx, token, method, url, payload);
  const scene = async (id: number) => (await call('GET', `${A.sceneDetail}?sceneId=${id}`)).json().data;
  const job = async (id: number) => (await call('GET', `${S.jobStatus}?jobId=${id}`)).json().data;
  const run = () => runDueJobs(ctx.database.db, fileStoreFor(ctx.config));
  // The app's own sweep (every 2 s) may take a job before the test's run does: run, then wait for it, whoever ran it.
  const finished = async (id: number) => {
    for (let i = 0; i < 120; i++) {
      await run();
      const j = await job(id);
      if (j.status !== 'pending' && j.status !== 'running') return j;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`job ${id} did not finish`);
  };
  const newScene = async (name: string, png?: Buffer) => {
    const id = (await call('POST', A.sceneSave, { orderId, sceneName: name })).json().data.sceneId as number;
    if (!png) return id;
    const boundary = '----walls';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`), // prettier-ignore
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const up = await ctx.app.inject({
      method: 'POST',
      url: `${A.planUpload}?sceneId=${id}`,
      headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(up.json().code).toBe(0);
    return id;
  };

  beforeAll(async () => {
    ctx = await createTestApp(driver);
    const db = ctx.database.db;
    await createTestCatalogue(db);
    const m = await createMerchant(db, { enterpriseType: 1 });
    await createAccount(db, { phone: '13900017301', surveyPermission: true, identities: [{ merchantNo: m }] });
    token = await loginToken(ctx, '13900017301');
    await call('POST', `${P}/favorite/update`, {
      list: [{ spuNo: 'SPU-B4', skuNo: 'SKU-B4-4', price: 39900, rate: 10000, quantity: 1 }],
    });
    const fav = (await call('GET', `${P}/favorite/list`)).json().data.lines;
    const gen = await call('POST', `${P}/order/generate`, {
      name: '办公楼勘测',
      orderType: 11,
      amount: 39900,
      preferential: 0,
      productLists: fav,
    });
    orderId = gen.json().data.id;
  });
  afterAll(() => ctx.close());

  it('refuses a scene without a plan image, and queues nothing', async () => {
    const id = await newScene('无图');
    const res = await call('POST', S.wallsAsk, { sceneId: id });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(M.noPlanImage);
    expect(await run()).toBe(0);
  });

  it('finds ≥ 90 % of the walls of a drawn floor plan, saves the kept ones once, and takes a score', async () => {
    const { png, walls: drawn } = drawFloorPlan(2000, 1500);
    const id = await newScene('一层', png);
    const asked = await call('POST', S.wallsAsk, { sceneId: id });
    expect(asked.json().data).toMatchObject({ kind: 'walls', status: 'pending', walls: null });
    const jobId = asked.json().data.jobId as number;
    // Not done yet: nothing to save.
    const early = await call('POST', S.wallsSave, { jobId, revision: 0, walls: [] });
    expect(early.json().msg).toBe(M.jobNotDone);
    const done = await finished(jobId);
    expect(done.status).toBe('done');
    const found = done.walls as { a: { x: number; y: number }; b: { x: number; y: number } }[];
    const recall = wallRecall(drawn, found);
    expect(recall.share).toBeGreaterThanOrEqual(0.9);
    expect(recall.extra).toBeLessThanOrEqual(2);
    for (const w of found) for (const p of [w.a, w.b]) expect(p.x >= 0 && p.x <= 2000 && p.y >= 0 && p.y <= 1500).toBe(true); // prettier-ignore

    // The user removes the last proposal; a stale revision saves nothing and leaves the job to save again.
    const kept = found.slice(0, -1);
    const before = await scene(id);
    const stale = await call('POST', S.wallsSave, { jobId, revision: before.revision + 5, walls: kept });
    expect(stale.statusCode).toBe(409);
    expect((await scene(id)).plan.walls).toHaveLength(0);
    expect((await job(jobId)).status).toBe('done');
    const saved = await call('POST', S.wallsSave, { jobId, revision: before.revision, walls: kept });
    expect(saved.json().code).toBe(0);
    const after = await scene(id);
    expect(after.plan.walls).toHaveLength(kept.length);
    expect(after.plan.walls[0].a).toEqual(kept[0]!.a);
    const again = await call('POST', S.wallsSave, { jobId, revision: after.revision, walls: kept });
    expect(again.json().msg).toBe(M.jobEnded);
    expect((await scene(id)).plan.walls).toHaveLength(kept.length);

    expect((await call('POST', S.wallsScore, { jobId, score: 9 })).statusCode).toBe(400);
    const scored = await call('POST', S.wallsScore, { jobId, score: 4 });
    expect(scored.json().data.score).toBe(4);
  });

  it('answers "no walls" for a blank page, and a rejected proposal saves nothing', async () => {
    const id = await newScene('空白页', makePng(1200, 900, 245));
    const jobId = (await call('POST', S.wallsAsk, { sceneId: id })).json().data.jobId as number;
    expect(await finished(jobId)).toMatchObject({ status: 'done', walls: [] });
    const ended = await call('POST', S.wallsEnd, { jobId });
    expect(ended.json().data.status).toBe('ended');
    const late = await call('POST', S.wallsSave, { jobId, revision: (await scene(id)).revision, walls: [] });
    expect(late.json().msg).toBe(M.jobEnded);
    // Ended before it ran: the sweep never takes it.
    const other = (await call('POST', S.wallsAsk, { sceneId: id })).json().data.jobId as number;
    await call('POST', S.wallsEnd, { jobId: other });
    expect(await run()).toBe(0);
    expect((await job(other)).status).toBe('ended');
  });

  it('keeps who surveys or installs the project, refusing bad input without a change', async () => {
    expect((await call('GET', `${S.servicerGet}?orderId=${orderId}`)).json().data).toBeNull();
    const body = { orderId, role: 'both', company: '安宝安装队', contactName: '李工', phone: '13900001111', plannedDate: '2026-12-01' }; // prettier-ignore
    const saved = await call('POST', S.servicerSave, body);
    expect(saved.json().data).toMatchObject({ role: 'both', contactName: '李工', plannedDate: '2026-12-01', note: '' });
    const bad = await call('POST', S.servicerSave, { ...body, contactName: '王工', phone: '123' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('手机号');
    const got = (await call('GET', `${S.servicerGet}?orderId=${orderId}`)).json().data;
    expect(got).toMatchObject({ contactName: '李工', phone: '13900001111' });
    await call('POST', S.servicerSave, { ...body, role: 'install', note: '周末施工' });
    expect((await call('GET', `${S.servicerGet}?orderId=${orderId}`)).json().data).toMatchObject({ role: 'install', note: '周末施工' }); // prettier-ignore
    expect((await call('GET', `${S.servicerGet}?orderId=999999`)).statusCode).toBe(404);
  });
});
