import { couponWindowState } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../test/support/fixtures.ts';
import { createTestDatabase } from '../../test/support/test-db.ts';
import type { Database } from '../db/database.ts';
import { freightFen } from '../modules/logistics/service.ts';
import { DEMO_COUPON_NOS, seedBuying } from './buying.ts';

describe('buying demo data', () => {
  let database: Database;
  const now = new Date('2026-11-22T03:00:00Z');
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    await createAccount(database.db, { phone: '13800000001' });
    await createAccount(database.db, { phone: '13800000003' });
  });
  afterAll(() => database.close());

  const coupons = () =>
    database.db
      .selectFrom('coupon')
      .select(['coupon_no', 'valid_from', 'valid_to', 'claimed_count'])
      .orderBy('coupon_no')
      .execute();
  const held = () => database.db.selectFrom('user_coupon').select('id').execute();

  it('coupons live, ended and coming relative to the day it runs; templates; coupons held by the demo buyers', async () => {
    await seedBuying(database.db, () => {}, now);
    const rows = await coupons();
    // Without a catalogue there is no disk family to scope the product coupon to.
    expect(rows.map((r) => r.coupon_no)).toEqual(Object.values(DEMO_COUPON_NOS).filter((n) => n !== 'CPDEMO05'));
    const state = new Map(
      rows.map((r) => [r.coupon_no, couponWindowState({ validFrom: r.valid_from, validTo: r.valid_to }, now)]),
    );
    expect(state.get(DEMO_COUPON_NOS.over300)).toBe('active');
    expect(state.get(DEMO_COUPON_NOS.cameraZhe)).toBe('active');
    expect(state.get(DEMO_COUPON_NOS.ended)).toBe('expired');
    expect(state.get(DEMO_COUPON_NOS.coming)).toBe('notStarted');
    expect(await held()).toHaveLength(3);
    expect(rows.find((r) => r.coupon_no === DEMO_COUPON_NOS.over300)?.claimed_count).toBe(2);
    // Platform template with a Tibet override; M10001's own template with its home province cheaper.
    expect(
      await freightFen(database.db, { shopMerchantNo: 'M99999', provinceCode: '540000', quantity: 2, goodsFen: 1000 }),
    ).toBe(4500);
    expect(
      await freightFen(database.db, { shopMerchantNo: 'M10001', provinceCode: '330000', quantity: 3, goodsFen: 1000 }),
    ).toBe(700);
    expect(
      await freightFen(database.db, {
        shopMerchantNo: 'M10001',
        provinceCode: '330000',
        quantity: 3,
        goodsFen: 100000,
      }),
    ).toBe(0);
  });

  it('runs again without adding anything, and refills what a reset removed', async () => {
    await seedBuying(database.db, () => {}, now);
    expect(await coupons()).toHaveLength(6);
    expect(await held()).toHaveLength(3);
    const templates = await database.db.selectFrom('logistics_template').select('id').execute();
    expect(templates).toHaveLength(5);
    // A reset truncates the accounts and with them what they held: the counts follow.
    await database.db.deleteFrom('user_coupon').execute();
    await seedBuying(database.db, () => {}, now);
    const rows = await coupons();
    expect(rows.find((r) => r.coupon_no === DEMO_COUPON_NOS.over300)?.claimed_count).toBe(2);
    expect(rows.find((r) => r.coupon_no === DEMO_COUPON_NOS.cameraZhe)?.claimed_count).toBe(1);
    expect(await held()).toHaveLength(3);
  });
});
