/**
 * The provider's board over the credits mall and the flash sales (issue 60 §1) on PGlite and PostgreSQL, against a
 * hand-computed fixture: exchanges made in November (by credits alone when placed, with cash when paid — one paid at
 * Beijing midnight of 1 November), against October's, unpaid and cancelled ones left out; the flash sales started in
 * November (one at Beijing midnight, one the second before it is October's, an abandoned one never), each with its
 * units sold (a cancelled order's units given back), buyers, followers, conversion and time to sell out; the xlsx.
 */
import { BOARD_DOWNLOADS as D, BOARD_API as API, type BoardInsights } from '@portal/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { order } from '../../../test/support/board.ts';
import { createAccount, createMerchant } from '../../../test/support/fixtures.ts';
import { createTestApp, loginToken, type TestContext } from '../../../test/support/test-app.ts';
import { testDrivers } from '../../../test/support/test-db.ts';
import { staffInsights } from './insights.ts';
import { refreshBoards } from './refresh.ts';

const NOW = new Date('2026-11-29T01:00:00Z');
const at = (s: string) => new Date(s);

describe.each(testDrivers())('the credits mall and flash sales on the board, %s', (driver) => {
  let ctx: TestContext;
  let staff = '';

  beforeAll(async () => {
    ctx = await createTestApp(driver);
    const db = ctx.database.db;
    const shop = await createMerchant(db, { enterpriseType: 1, companyName: '杭州一级经销商' });
    await createAccount(db, { phone: '13900062001', isSales: true });
    const a = await createAccount(db, { phone: '13900062002' });
    const b = await createAccount(db, { phone: '13900062003' });
    const c = await createAccount(db, { phone: '13900062004' });
    const d = await createAccount(db, { phone: '13900062005' });
    // the credits mall: 兑换 A (100 credits), B (50 credits + ¥10)
    const item = async (spuNo: string, name: string, credits: number, cashFen: number) =>
      (
        await db
          .insertInto('credit_spu')
          .values({ spu_no: spuNo, name, pic_url: '/p.png', credits, cash_fen: cashFen, total_stock: 100 })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const spuA = await item('JA', '积分保温杯', 100, 0);
    const spuB = await item('JB', '积分充电宝', 50, 1000);
    let n = 0;
    const exchange = async (
      spu: { id: number; no: string; name: string; credits: number; cashFen: number },
      e: { quantity: number; status: number; createdAt: string; paidAt?: string },
    ) =>
      // prettier-ignore
      db
        .insertInto('credit_exchange')
        .values({
          exchange_no: `JF${++n}`,
          account_id: a,
          spu_id: spu.id,
          spu_no: spu.no,
          name: spu.name,
          pic_url: '/p.png',
          quantity: e.quantity,
          unit_credits: spu.credits,
          unit_cash_fen: spu.cashFen,
          credits: spu.credits * e.quantity,
          cash_fen: spu.cashFen * e.quantity,
          status: e.status,
          address: JSON.stringify({}),
          idempotency_key: `k${n}`,
          request_hash: 'h',
          paid_at: e.paidAt ? at(e.paidAt) : null,
          expires_at: e.status === 1 ? at('2026-12-31T00:00:00Z') : null,
          cancelled_at: e.status === 5 ? at(e.createdAt) : null,
          created_at: at(e.createdAt),
        })
        .execute();
    const A = { id: spuA, no: 'JA', name: '积分保温杯', credits: 100, cashFen: 0 };
    const B = { id: spuB, no: 'JB', name: '积分充电宝', credits: 50, cashFen: 1000 };
    await exchange(A, { quantity: 2, status: 2, createdAt: '2026-11-03T02:00:00Z' });
    await exchange(A, { quantity: 1, status: 3, createdAt: '2026-11-10T02:00:00Z' });
    // placed on 31 October at 23:00 Beijing, paid at midnight: November's
    await exchange(B, { quantity: 1, status: 2, createdAt: '2026-10-31T15:00:00Z', paidAt: '2026-10-31T16:00:00Z' });
    await exchange(B, { quantity: 2, status: 1, createdAt: '2026-11-05T02:00:00Z' });
    await exchange(B, { quantity: 1, status: 5, createdAt: '2026-11-06T02:00:00Z' });
    await exchange(A, { quantity: 1, status: 3, createdAt: '2026-10-15T02:00:00Z' });

    // flash sales
    const activity = async (no: string, startAt: string, stock: number, remaining: number, abandoned = false) =>
      (
        await db
          .insertInto('seckill_activity')
          .values({
            activity_no: no,
            p_type: 1,
            kind: 1,
            sku_no: 'M-F',
            spu_no: 'M-F',
            title: `秒杀${no}`,
            items: JSON.stringify([]),
            origin_price_fen: 2000,
            seckill_price_fen: 1000,
            stock,
            remaining,
            per_user_limit: 5,
            start_at: at(startAt),
            end_at: at('2026-12-31T00:00:00Z'),
            abandoned_at: abandoned ? at(startAt) : null,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const fs1 = await activity('FS1', '2026-11-10T02:00:00Z', 5, 0);
    const fs2 = await activity('FS2', '2026-11-20T02:00:00Z', 10, 9);
    const fs3 = await activity('FS3', '2026-10-31T16:00:00Z', 3, 3);
    const fs4 = await activity('FS4', '2026-10-31T15:59:59Z', 3, 2);
    const fs5 = await activity('FS5', '2026-11-12T02:00:00Z', 3, 2, true);
    const follow = (activityId: number, ids: number[]) =>
      db
        .insertInto('seckill_follow')
        .values(ids.map((account_id) => ({ activity_id: activityId, account_id })))
        .execute();
    await follow(fs1, [a, b, c, d]);
    await follow(fs3, [a, b]);
    await follow(fs4, [a]);
    const take = async (activityId: number, accountId: number, quantity: number, takenAt: string, released = false) => {
      const orderNo = await order(db, { accountId, buyer: null, shop, province: '浙江省', payFen: 1000 * quantity, paidAt: released ? null : takenAt, flash: true, lines: [{ model: 'M-F', quantity, amountFen: 1000 * quantity }] }); // prettier-ignore
      await db
        .insertInto('seckill_order')
        .values({
          order_no: orderNo,
          activity_id: activityId,
          account_id: accountId,
          quantity,
          created_at: at(takenAt),
          released_at: released ? at('2026-11-10T02:20:00Z') : null,
        })
        .execute();
    };
    await take(fs1, a, 2, '2026-11-10T02:00:30Z');
    await take(fs1, b, 1, '2026-11-10T02:01:30Z');
    await take(fs1, c, 1, '2026-11-10T02:01:40Z', true); // expired unpaid: its unit went back
    await take(fs1, c, 2, '2026-11-10T02:05:00Z'); // the last units: sold out 5 minutes after the start
    await take(fs2, a, 1, '2026-11-20T02:10:00Z');
    await take(fs4, a, 1, '2026-10-31T16:00:10Z');
    await take(fs5, b, 1, '2026-11-12T02:00:10Z');
    await refreshBoards(db, NOW);
    staff = await loginToken(ctx, '13900062001');
  }, 240_000);
  afterAll(() => ctx.close());

  const month = { unit: 'month' as const, at: '2026-11-15' };

  it('the credits mall’s exchanges of the period against the last, by item', async () => {
    const i = await staffInsights(ctx.database.db, month, NOW);
    expect(i.exchanges.totals).toEqual({ exchanges: 3, units: 4, credits: 350, cashFen: 1000 });
    expect(i.exchanges.previousTotals).toEqual({ exchanges: 1, units: 1, credits: 100, cashFen: 0 });
    expect(i.exchanges.items).toEqual([
      { spuNo: 'JA', name: '积分保温杯', exchanges: 2, units: 3, credits: 300, cashFen: 0 },
      { spuNo: 'JB', name: '积分充电宝', exchanges: 1, units: 1, credits: 50, cashFen: 1000 },
    ]);
  });

  it('the flash sales started in the period: sold, buyers ÷ followers, time to sell out', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `${API.staffInsights}?unit=month&at=2026-11-15`,
      headers: { authorization: `Bearer ${staff}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    const i = res.json().data as BoardInsights;
    const row = (
      no: string,
      startAt: string,
      stock: number,
      sold: number,
      buyers: number,
      followers: number,
      conversionPct: number | null,
      sellOutSeconds: number | null,
    ) =>
      // prettier-ignore
      ({ activityNo: no, title: `秒杀${no}`, startAt, stock, sold, buyers, followers, conversionPct, sellOutSeconds });
    expect(i.flashSales).toEqual([
      row('FS2', '2026-11-20T02:00:00.000Z', 10, 1, 1, 0, null, null),
      row('FS1', '2026-11-10T02:00:00.000Z', 5, 5, 3, 4, 75, 300),
      row('FS3', '2026-10-31T16:00:00.000Z', 3, 0, 0, 2, 0, null),
    ]);
  });

  it('the xlsx holds both as sheets', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `${D.staffXlsx.path}?unit=month&at=2026-11-15`,
      headers: { authorization: `Bearer ${staff}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as never);
    const rows = (name: string) =>
      wb
        .getWorksheet(name)!
        .getSheetValues()
        .slice(2)
        .map((r) => (r as unknown[]).slice(1));
    expect(rows('积分兑换')).toEqual([
      ['积分保温杯', 2, 3, 300, 0],
      ['积分充电宝', 1, 1, 50, 10],
      ['本期合计', 3, 4, 350, 10],
      ['上期合计', 1, 1, 100, 0],
    ]);
    expect(rows('秒杀活动')).toEqual([
      ['秒杀FS2', '2026-11-20 10:00:00', 10, 1, 1, 0, '—', '未售罄', '—'],
      ['秒杀FS1', '2026-11-10 10:00:00', 5, 5, 3, 4, 75, '5分', 300],
      ['秒杀FS3', '2026-11-01 00:00:00', 3, 0, 0, 2, 0, '未售罄', '—'],
    ]);
  });
});
