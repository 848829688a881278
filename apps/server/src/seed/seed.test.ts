import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalFileStore } from '../files/local.ts';
import { keyOfUrl } from '../files/store.ts';
import { deriveUserType, restorePlan } from '@portal/domain';
import { openDatabase, type Database } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import type { DB } from '../db/schema.ts';
import { verifyPassword } from '../modules/account/password.ts';
import { DEMO_ACCOUNTS, DEMO_MERCHANTS, seedDemo } from './index.ts';
import { SURVEY_DEMO } from './survey-demo.ts';
import { describeNeeding, postgresMissing } from '../../test/support/test-db.ts';

const TABLES = [
  'account',
  'merchant',
  'merchant_member',
  'dealer_binding',
  'merchant_group_bind',
  'solution_industry',
  'brand',
  'category',
  'category_attr',
  'spu',
  'sku',
  'sku_attr',
  'spu_attachment',
  'sku_accessory',
  'suit',
  'suit_item',
] as const;

async function counts(db: Kysely<DB>): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const t of TABLES) {
    const r = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(t)}`.execute(db);
    out[t] = r.rows[0]!.n;
  }
  return out;
}

function suite(name: string, open: () => Promise<{ database: Database; cleanup?: () => Promise<void> }>) {
  describe(name, () => {
    let database: Database;
    let cleanup: (() => Promise<void>) | undefined;
    let db: Kysely<DB>;
    let imagesDir: string;
    let first: Record<string, number>;

    beforeAll(async () => {
      ({ database, cleanup } = await open());
      db = database.db;
      // the file store's directory (its public files; the private ones beside it) with the product pictures inside
      imagesDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'seed-images-')), 'static', 'products');
      fs.mkdirSync(imagesDir, { recursive: true });
      await migrateToLatest(db);
      const started = Date.now();
      const res = await seedDemo(db, { brandName: '海昱安防', imagesDir });
      console.log(`[${name}] seed ${Date.now() - started} ms`);
      expect(res.seeded).toBe(true);
      first = await counts(db);
    });

    afterAll(async () => {
      await database?.close();
      await cleanup?.();
      fs.rmSync(path.dirname(path.dirname(imagesDir)), { recursive: true, force: true });
    });

    it('loads a two-level catalogue of the required size', async () => {
      const cats = await db.selectFrom('category').select(['id', 'parent_id']).execute();
      expect(cats.length).toBeGreaterThanOrEqual(30);
      const roots = cats.filter((c) => c.parent_id === null);
      const children = cats.filter((c) => c.parent_id !== null);
      expect(roots.length).toBeGreaterThanOrEqual(10);
      expect(children.every((c) => roots.some((r) => r.id === c.parent_id))).toBe(true);
      expect(roots.every((r) => children.some((c) => c.parent_id === r.id))).toBe(true);
      expect(first.spu).toBeGreaterThanOrEqual(1500);
      expect(first.sku).toBeGreaterThanOrEqual(4000);
      expect(first.suit).toBeGreaterThanOrEqual(18);
      // Every spu sits in a second-level category under its first-level one.
      const bad = await db
        .selectFrom('spu')
        .innerJoin('category as c2', 'c2.id', 'spu.second_category_id')
        .select('spu.id')
        .whereRef('c2.parent_id', '<>', 'spu.first_category_id')
        .execute();
      expect(bad).toEqual([]);
    });

    it("makes every suite buyable by the dealers' buyers: each member sold through dealers, on shelf, priced, in stock (issue 58 §3)", async () => {
      const members = await db
        .selectFrom('suit as s')
        .innerJoin('suit_item as i', 'i.suit_id', 's.id')
        .innerJoin('sku as k', 'k.id', 'i.sku_id')
        .innerJoin('spu as p', 'p.id', 'k.spu_id')
        .select([
          's.suit_no',
          'p.sku_sale_type',
          'k.status',
          'p.status as spu_status',
          'k.price_fen',
          'k.stock',
          'i.quantity',
        ])
        .execute();
      const suits = new Set(members.map((m) => m.suit_no));
      expect(suits.size).toBeGreaterThanOrEqual(18);
      const unbuyable = members.filter(
        (m) =>
          m.sku_sale_type !== '经销' ||
          Number(m.status) !== 0 ||
          Number(m.spu_status) !== 0 ||
          !(Number(m.price_fen) > 0) ||
          Number(m.stock) < Number(m.quantity),
      );
      expect(unbuyable).toEqual([]);
    });

    it('gives products realistic prices, stock, statuses and attributes', async () => {
      const stats = await sql<{
        no_price: number;
        zero_stock: number;
        deactive: number;
        total: number;
        min_cam: number;
        max_cam: number;
      }>`
        select count(*) filter (where sku.price_fen is null)::int as no_price,
               count(*) filter (where sku.stock = 0)::int as zero_stock,
               count(*) filter (where sku.status = 1)::int as deactive,
               count(*)::int as total,
               min(sku.price_fen) filter (where s.second_category_id = 104) as min_cam,
               max(sku.price_fen) filter (where s.second_category_id = 104) as max_cam
        from sku join spu s on s.id = sku.spu_id`.execute(db);
      const s = stats.rows[0]!;
      expect(s.no_price / s.total).toBeGreaterThan(0.005);
      expect(s.no_price / s.total).toBeLessThan(0.05);
      expect(s.zero_stock).toBeGreaterThan(0);
      expect(s.deactive / s.total).toBeGreaterThan(0.01);
      expect(s.deactive / s.total).toBeLessThan(0.08);
      expect(s.min_cam).toBeGreaterThanOrEqual(15000);
      expect(s.max_cam).toBeLessThanOrEqual(500000);

      const cam = await db
        .selectFrom('sku')
        .innerJoin('spu', 'spu.id', 'sku.spu_id')
        .select(['sku.attrs', 'sku.model', 'sku.main_pics', 'sku.pic_url'])
        .where('spu.second_category_id', '=', 104)
        .limit(1)
        .executeTakeFirstOrThrow();
      expect(cam.model).toMatch(/^HY-/);
      expect(cam.attrs).toMatchObject({
        resolutionMP: expect.any(Number),
        sensor: expect.any(String),
        lensMm: expect.any(Number),
        poeClass: 'af',
        protection: 'IP67',
      });
      expect(cam.main_pics[0]).toBe(cam.pic_url);
      expect(cam.pic_url).toMatch(/^\/static\/products\/[a-z0-9-]+\.svg$/);
      expect(fs.existsSync(path.join(imagesDir, path.basename(cam.pic_url!)))).toBe(true);

      const nvr = await db
        .selectFrom('sku')
        .innerJoin('spu', 'spu.id', 'sku.spu_id')
        .select('sku.attrs')
        .where('spu.second_category_id', '=', 201)
        .limit(1)
        .executeTakeFirstOrThrow();
      expect(nvr.attrs).toMatchObject({
        channels: expect.any(Number),
        incomingBandwidthMbps: expect.any(Number),
        hddBays: expect.any(Number),
        maxHddTB: expect.any(Number),
      });

      // Filterable attributes are rows too: filter 400万 筒型 cameras through sku_attr.
      const filtered = await db
        .selectFrom('sku_attr as sa')
        .innerJoin('category_attr as ca', 'ca.id', 'sa.attr_id')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('ca.category_id', '=', 104)
        .where('ca.attr_key', '=', 'resolutionMP')
        .where('sa.value_num', '=', 4)
        .executeTakeFirstOrThrow();
      expect(Number(filtered.n)).toBeGreaterThan(20);

      const sw = await db.selectFrom('spu').selectAll().where('sku_type', '=', 2).execute();
      expect(sw.length).toBeGreaterThan(10);
      const free = await db
        .selectFrom('sku')
        .innerJoin('spu', 'spu.id', 'sku.spu_id')
        .select('sku.id')
        .where('spu.sku_type', '=', 2)
        .where('sku.price_fen', '=', 0)
        .execute();
      expect(free.length).toBeGreaterThan(2);

      const priv = await db
        .selectFrom('spu')
        .select(['private_tenant', 'source', 'sku_type'])
        .where('private_tenant', 'is not', null)
        .execute();
      expect(priv.length).toBeGreaterThan(5);
      // Self-defined (source 0) and, for M10001, inventory-system products (source 1) with stock.
      expect(priv.every((p) => p.sku_type === 1 && (p.source === 0 || p.source === 1))).toBe(true);
      expect(priv.filter((p) => p.source === 1).length).toBe(3);

      expect(first.spu_attachment).toBeGreaterThan(500);
      expect(first.sku_accessory).toBeGreaterThan(1000);
      const labels = await sql<{ hot: number; fresh: number; rec: number }>`
        select count(*) filter (where labels & 2 <> 0)::int as hot, count(*) filter (where labels & 1 <> 0)::int as fresh,
               count(*) filter (where labels & 4 <> 0)::int as rec from spu`.execute(db);
      expect(labels.rows[0]!.hot).toBeGreaterThan(50);
      expect(labels.rows[0]!.fresh).toBeGreaterThan(50);
      expect(labels.rows[0]!.rec).toBeGreaterThan(50);
    });

    it('loads first-level dealers across provinces and the solution industries', async () => {
      const dealers = await db
        .selectFrom('merchant')
        .selectAll()
        .where('enterprise_type', '=', 1)
        .where('auth_status', '=', 1)
        .execute();
      expect(dealers.length).toBeGreaterThanOrEqual(40);
      expect(new Set(dealers.map((d) => d.province_code)).size).toBeGreaterThanOrEqual(12);
      for (const d of dealers) {
        expect(d.province_code).toMatch(/^\d{2}0000$/);
        expect(d.city_code!.slice(0, 2)).toBe(d.province_code!.slice(0, 2));
        expect(d.area_code!.slice(0, 4)).toBe(d.city_code!.slice(0, 4));
        expect(d.latitude).toBeGreaterThan(18);
        expect(d.longitude).toBeGreaterThan(97);
      }
      expect(dealers.some((d) => d.status === 0)).toBe(true);
      const tags = await db.selectFrom('merchant_group_bind').select('tag_name').distinct().execute();
      expect(tags.map((t) => t.tag_name).sort()).toEqual(['LED显示', '停车场', '视频监控', '门禁对讲'].sort());
      const ind = await db.selectFrom('solution_industry').selectAll().execute();
      expect(ind.some((i) => i.id === -1 && i.name === '其他')).toBe(true);
      expect(ind.length).toBeGreaterThanOrEqual(11);
    });

    it('creates every demo account with the shape its user type needs', async () => {
      for (const demo of DEMO_ACCOUNTS) {
        const a = await db.selectFrom('account').selectAll().where('phone', '=', demo.phone).executeTakeFirstOrThrow();
        expect(a.account_no).toBe(demo.accountNo);
        expect(a.current_merchant_no).toBe(demo.merchantNo);
        const members = await db
          .selectFrom('merchant_member as mm')
          .innerJoin('merchant as m', 'm.merchant_no', 'mm.merchant_no')
          .select(['mm.merchant_no', 'mm.employee', 'mm.employee_type', 'm.auth_status', 'm.enterprise_type'])
          .where('mm.account_id', '=', a.id)
          .execute();
        const current = members.find((m) => m.merchant_no === a.current_merchant_no) ?? null;
        // The session rule (modules/account/presenter.ts): an employee identity reports authStatus 0.
        const userType = deriveUserType({
          isHikSales: a.is_sales,
          authStatus: current && !current.employee ? current.auth_status : 0,
          employee: current?.employee ?? false,
          employeeType: current?.employee_type ?? null,
          enterpriseType: current?.enterprise_type ?? null,
        });
        expect(userType, demo.label).toBe(demo.userType);
        if (demo.label === '多身份账号')
          expect(members.map((m) => m.merchant_no).sort()).toEqual([
            DEMO_MERCHANTS.multiFirst,
            DEMO_MERCHANTS.multiSecond,
          ]);
        else expect(members.length).toBe(demo.merchantNo ? 1 : 0);
      }
      const [person, firstOwner, second] = DEMO_ACCOUNTS;
      const a1 = await db
        .selectFrom('account')
        .selectAll()
        .where('phone', '=', person!.phone)
        .executeTakeFirstOrThrow();
      expect(await verifyPassword('Demo@2026', a1.password_hash)).toBe(true);
      const personBind = await db.selectFrom('dealer_binding').selectAll().where('account_id', '=', a1.id).execute();
      expect(personBind).toMatchObject([
        { buyer_merchant_no: null, first_merchant_no: DEMO_MERCHANTS.first, choosing: true, default_status: true },
      ]);
      const a2 = await db
        .selectFrom('account')
        .selectAll()
        .where('phone', '=', firstOwner!.phone)
        .executeTakeFirstOrThrow();
      expect(a2.survey_permission).toBe(true);
      const a3 = await db
        .selectFrom('account')
        .select('id')
        .where('phone', '=', second!.phone)
        .executeTakeFirstOrThrow();
      const binds = await db
        .selectFrom('dealer_binding')
        .selectAll()
        .where('account_id', '=', a3.id)
        .orderBy('id')
        .execute();
      expect(binds.map((b) => [b.buyer_merchant_no, b.first_merchant_no, b.choosing, b.default_status])).toEqual([
        [DEMO_MERCHANTS.second, DEMO_MERCHANTS.first, true, true],
        [DEMO_MERCHANTS.second, DEMO_MERCHANTS.firstOther, false, false],
      ]);
      const lonely = await db
        .selectFrom('account')
        .select('id')
        .where('phone', '=', '13800000010')
        .executeTakeFirstOrThrow();
      expect(await db.selectFrom('dealer_binding').select('id').where('account_id', '=', lonely.id).execute()).toEqual(
        [],
      );
      const sales = await db
        .selectFrom('account')
        .selectAll()
        .where('phone', '=', '13800000008')
        .executeTakeFirstOrThrow();
      expect([sales.is_sales, sales.survey_permission]).toEqual([true, true]);
    });

    it('gives the survey dealer a survey project: plan, walls, four cameras priced into the order', async () => {
      const order = await db
        .selectFrom('design_order')
        .innerJoin('account', 'account.id', 'design_order.account_id')
        .select(['design_order.id', 'design_order.order_type', 'design_order.amount_fen'])
        .where('account.phone', '=', SURVEY_DEMO.phone)
        .where('design_order.name', '=', SURVEY_DEMO.orderName)
        .executeTakeFirstOrThrow();
      expect(order.order_type).toBe(11);
      const scene = await db
        .selectFrom('survey_scene')
        .selectAll()
        .where('order_id', '=', order.id)
        .executeTakeFirstOrThrow();
      const plan = restorePlan(scene.plan);
      expect(plan.ok && plan.plan.walls.length).toBe(13);
      expect(plan.ok && plan.plan.calibration?.realMm).toBe(36_000);
      // a survey plan is a private file (files/kinds.ts): in the store, not under the public directory
      expect(scene.plan_url).toMatch(/^\/files\/uploads\/survey\//);
      const planFile = await new LocalFileStore(path.dirname(imagesDir)).get(keyOfUrl(scene.plan_url)!);
      expect(planFile?.body.subarray(1, 4).toString('latin1')).toBe('PNG');
      const points = await db.selectFrom('design_point').select('sku_no').where('order_id', '=', order.id).execute();
      expect(points).toHaveLength(4);
      const lines = await db
        .selectFrom('design_order_line')
        .select(['sku_no', 'quantity', 'amount_fen'])
        .where('order_id', '=', order.id)
        .execute();
      // Each placed model's line holds as many units as it has points; the saved wiring adds the cabling lines
      // (issue 58 §8: a first user's PDF lists the cables, not 「线缆 0 条」); the order's total is its lines'.
      const placed = new Set(points.map((p) => p.sku_no));
      for (const l of lines) {
        if (placed.has(l.sku_no)) expect(l.quantity).toBe(points.filter((p) => p.sku_no === l.sku_no).length);
        expect(Number(l.amount_fen)).toBeGreaterThan(0);
      }
      expect(lines.filter((l) => !placed.has(l.sku_no)).length).toBeGreaterThan(0);
      const runs = await db.selectFrom('survey_cable_run').selectAll().where('scene_id', '=', scene.id).execute();
      expect(runs).toHaveLength(4);
      expect(lines.reduce((t, l) => t + Number(l.amount_fen), 0)).toBe(Number(order.amount_fen));
      expect(Number(order.amount_fen)).toBeGreaterThan(0);
    });

    it('is idempotent, and reset reloads the same data', async () => {
      expect((await seedDemo(db, { brandName: '海昱安防', imagesDir })).seeded).toBe(false);
      expect(await counts(db)).toEqual(first);
      const before = await db
        .selectFrom('sku')
        .select(['sku_no', 'model', 'price_fen', 'stock'])
        .orderBy('id')
        .limit(50)
        .execute();
      expect((await seedDemo(db, { brandName: '海昱安防', imagesDir, reset: true })).seeded).toBe(true);
      expect(await counts(db)).toEqual(first);
      expect(
        await db.selectFrom('sku').select(['sku_no', 'model', 'price_fen', 'stock']).orderBy('id').limit(50).execute(),
      ).toEqual(before);
      // Identity sequences continue after the seeded ids.
      const spu = await db
        .insertInto('spu')
        .values({ spu_no: 'SPU-TEST', spu_name: '测试' })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect(spu.id).toBe(first.spu! + 1);
      await db.deleteFrom('spu').where('id', '=', spu.id).execute();
    }, 180_000); // a check and a whole reseed: ~30 s alone, twice that beside the other test files
  });
}

suite('seed on PGlite', async () => ({ database: await openDatabase({}) }));

const testUrl = process.env.TEST_DATABASE_URL;
if (!testUrl) describeNeeding('seed on PostgreSQL', postgresMissing(), () => {});
else {
  suite('seed on PostgreSQL', async () => {
    const name = `portal_seed_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: testUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(testUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString(), poolMax: 4 });
    return {
      database,
      cleanup: async () => {
        const c = new pg.Client({ connectionString: testUrl });
        await c.connect();
        await c.query(`drop database if exists ${name} with (force)`);
        await c.end();
      },
    };
  });
}
