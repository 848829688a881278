import { SECKILL_STATUS, seckillStatus } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../test/support/fixtures.ts';
import { createTestDatabase } from '../../test/support/test-db.ts';
import type { Database } from '../db/database.ts';
import { createTestCatalogue } from '../../test/support/catalogue.ts';
import { DEMO_SECKILL_NOS, seedSeckill } from './seckill.ts';

describe('flash-sale demo data', () => {
  let database: Database;
  const now = new Date('2026-11-22T03:00:00Z');
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    await createAccount(database.db, { phone: '13800000008', isSales: true });
    await createTestCatalogue(database.db);
    await database.db.updateTable('sku').set({ stock: 500 }).where('price_fen', 'is not', null).execute();
  });
  afterAll(() => database.close());

  const rows = () => database.db.selectFrom('seckill_activity').selectAll().orderBy('activity_no').execute();

  it('activities in every status relative to the day it runs, in both zones; the suite at its package price', async () => {
    expect(await seedSeckill(database.db, () => {}, now)).toBeGreaterThan(0);
    const list = await rows();
    const status = new Map(
      list.map((r) => [
        r.activity_no,
        seckillStatus(
          {
            startAt: r.start_at,
            endAt: r.end_at,
            abandoned: r.abandoned_at !== null,
            remaining: Number(r.remaining),
          },
          now,
        ),
      ]),
    );
    // The test catalogue has cameras, domes, disks and a suite (no NVR, no PoE switch).
    expect(status.get(DEMO_SECKILL_NOS.running)).toBe(SECKILL_STATUS.STARTED);
    expect(status.get(DEMO_SECKILL_NOS.suite)).toBe(SECKILL_STATUS.STARTED);
    expect(status.get(DEMO_SECKILL_NOS.upcoming)).toBe(SECKILL_STATUS.NOT_START);
    expect(status.get(DEMO_SECKILL_NOS.soldOut)).toBe(SECKILL_STATUS.SOLD_OUT);
    expect(status.get(DEMO_SECKILL_NOS.abandoned)).toBe(SECKILL_STATUS.ABANDON);
    expect(status.get(DEMO_SECKILL_NOS.rewardUpcoming)).toBe(SECKILL_STATUS.NOT_START);
    // A year later the long one still runs.
    const running = list.find((r) => r.activity_no === DEMO_SECKILL_NOS.running)!;
    expect(running.end_at.getTime() - now.getTime()).toBeGreaterThan(360 * 86_400_000);
    for (const r of list) {
      expect(r.seckill_price_fen).toBeGreaterThan(0);
      expect(r.seckill_price_fen).toBeLessThan(r.origin_price_fen);
    }
    const suite = list.find((r) => r.activity_no === DEMO_SECKILL_NOS.suite)!;
    expect(suite.suit_no).toBe('SUIT-1');
    expect(suite.origin_price_fen).toBe(199900);
    expect(list.map((r) => r.p_type)).toContain(2);
  });

  it('runs again without adding anything', async () => {
    const before = await rows();
    expect(await seedSeckill(database.db, () => {}, new Date(now.getTime() + 86_400_000))).toBe(0);
    expect(await rows()).toEqual(before);
  });
});
