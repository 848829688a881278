/**
 * A small buying world for order tests: the test catalogue, a first-level dealer (the shop, with an owner
 * account), buyers bound to it (second-level dealers), each with a delivery address added through the API, and
 * the platform's freight template. Tokens come from the real login endpoint.
 */
import { BUYING_API } from '@portal/domain';
import type { Kysely } from 'kysely';
import { createAccount, createMerchant } from './fixtures.ts';
import { injectAs, loginToken, type TestContext } from './test-app.ts';
import type { DB } from '../../src/db/schema.ts';
import { createTestCatalogue } from './catalogue.ts';

export const HANGZHOU = {
  provinceCode: '330000',
  provinceName: '浙江省',
  cityCode: '330100',
  cityName: '杭州市',
  areaCode: '330106',
  areaName: '西湖区',
};

export interface Buyer {
  accountId: number;
  merchantNo: string;
  token: string;
  addressId: number;
}

export interface BuyingWorld {
  shopMerchantNo: string;
  shopName: string;
  shopToken: string;
  buyers: Buyer[];
}

/** Binds an account (acting for `buyerMerchantNo`) to the first-level dealer, as current and default. */
export async function bindTo(db: Kysely<DB>, accountId: number, buyerMerchantNo: string | null, shopNo: string) {
  await db
    .insertInto('dealer_binding')
    .values({
      account_id: accountId,
      buyer_merchant_no: buyerMerchantNo,
      first_merchant_no: shopNo,
      choosing: true,
      default_status: true,
      province_code: HANGZHOU.provinceCode,
      province_name: HANGZHOU.provinceName,
      city_code: HANGZHOU.cityCode,
      city_name: HANGZHOU.cityName,
      area_code: HANGZHOU.areaCode,
      area_name: HANGZHOU.areaName,
    })
    .execute();
}

let phoneSeq = 0;

/** One more second-level dealer bound to the shop, logged in, with a default address. */
export async function addBuyer(ctx: TestContext, shopMerchantNo: string): Promise<Buyer> {
  const db = ctx.database.db;
  const phone = `139${String(process.pid % 1000).padStart(3, '0')}${String(++phoneSeq).padStart(5, '0')}`;
  const merchantNo = await createMerchant(db, { enterpriseType: 2, companyName: `测试二级经销商${phoneSeq}` });
  const accountId = await createAccount(db, { phone, identities: [{ merchantNo }] });
  await bindTo(db, accountId, merchantNo, shopMerchantNo);
  const token = await loginToken(ctx, phone);
  const res = await injectAs(ctx, token, 'POST', BUYING_API.addressAdd, {
    ...HANGZHOU,
    detailAddress: '文三路 90 号',
    contactName: '王工',
    contactPhone: '13900001111',
    isDefault: true,
  });
  if (res.statusCode !== 200) throw new Error(`address add failed: ${res.body}`);
  return { accountId, merchantNo, token, addressId: res.json().data.id as number };
}

/** Freight: 10.00 for the first item, 2.00 each further, free from 2,000.00 of goods (the platform template). */
export const FREIGHT = { baseFen: 1000, extraFen: 200, freeOverFen: 200000 };

export async function createBuyingWorld(ctx: TestContext, buyers = 2): Promise<BuyingWorld> {
  const db = ctx.database.db;
  await createTestCatalogue(db);
  const shopName = '杭州测试一级经销商';
  const shopMerchantNo = await createMerchant(db, { enterpriseType: 1, companyName: shopName });
  await db
    .updateTable('merchant')
    .set({ province_code: HANGZHOU.provinceCode, city_code: HANGZHOU.cityCode, area_code: HANGZHOU.areaCode })
    .where('merchant_no', '=', shopMerchantNo)
    .execute();
  const shopPhone = `137${String(process.pid % 1000).padStart(3, '0')}${String(++phoneSeq).padStart(5, '0')}`;
  await createAccount(db, { phone: shopPhone, identities: [{ merchantNo: shopMerchantNo }] });
  await db
    .insertInto('logistics_template')
    .values({
      merchant_no: null,
      name: '平台默认运费',
      base_fen: FREIGHT.baseFen,
      extra_fen: FREIGHT.extraFen,
      free_over_fen: FREIGHT.freeOverFen,
    })
    .execute();
  const list: Buyer[] = [];
  for (let i = 0; i < buyers; i++) list.push(await addBuyer(ctx, shopMerchantNo));
  return { shopMerchantNo, shopName, shopToken: await loginToken(ctx, shopPhone), buyers: list };
}

/** Sets a model's stock (test set-up only). */
export async function setStock(db: Kysely<DB>, skuNo: string, stock: number) {
  await db.updateTable('sku').set({ stock }).where('sku_no', '=', skuNo).execute();
}

export async function stockOf(db: Kysely<DB>, skuNo: string): Promise<number> {
  const r = await db.selectFrom('sku').select('stock').where('sku_no', '=', skuNo).executeTakeFirstOrThrow();
  return Number(r.stock);
}

/** A coupon definition (valid from an hour ago for a day unless told), answering its number. */
export async function createCoupon(
  db: Kysely<DB>,
  c: Partial<{
    kind: number;
    amountOffFen: number;
    rate: number;
    maxOffFen: number;
    thresholdFen: number;
    totalQuantity: number;
    perUserLimit: number;
  }> = {},
): Promise<string> {
  const couponNo = `C${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
  await db
    .insertInto('coupon')
    .values({
      coupon_no: couponNo,
      name: c.kind === 2 ? '全场折扣券' : '全场满减券',
      kind: c.kind ?? 1,
      amount_off_fen: c.kind === 2 ? null : (c.amountOffFen ?? 5000),
      rate: c.kind === 2 ? (c.rate ?? 9000) : null,
      max_off_fen: c.maxOffFen ?? null,
      threshold_fen: c.thresholdFen ?? 0,
      valid_from: new Date(Date.now() - 3600_000),
      valid_to: new Date(Date.now() + 86_400_000),
      total_quantity: c.totalQuantity ?? 1000,
      per_user_limit: c.perUserLimit ?? 1,
    })
    .execute();
  return couponNo;
}

/** The buyer claims a coupon through the API; answers the held coupon's number. */
export async function claimCoupon(ctx: TestContext, token: string, couponNo: string): Promise<string> {
  const res = await injectAs(ctx, token, 'POST', BUYING_API.couponGot, { couponNo });
  if (res.statusCode !== 200) throw new Error(`coupon claim failed: ${res.body}`);
  return res.json().data.userCouponNo as string;
}

let orderSeq = 0;

/** An order row as the order module writes it (tests of the write itself): buyer `i` of the world, to its shop. */
export function orderWriteOf(world: BuyingWorld, i: number, key: string, payFen: number) {
  return {
    orderNo: `2026112300${String(process.pid % 1000).padStart(3, '0')}${String(++orderSeq).padStart(7, '0')}`,
    accountId: world.buyers[i]!.accountId,
    buyerMerchantNo: world.buyers[i]!.merchantNo,
    shopMerchantNo: world.shopMerchantNo,
    shopName: world.shopName,
    goodsFen: payFen,
    freightFen: 0,
    discountFen: 0,
    payFen,
    userCouponNo: null,
    address: {
      ...HANGZHOU,
      streetCode: null,
      streetName: null,
      detailAddress: '文三路 90 号',
      contactName: '张三',
      contactPhone: '13900001111',
    },
    remark: '',
    idempotencyKey: key,
    requestHash: 'h',
    expiresAt: new Date(Date.now() + 60_000),
  };
}
