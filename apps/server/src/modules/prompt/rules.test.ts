/**
 * Each post-login prompt from its business rule (issue 45 §4): repeated name from certification reviews, waiting
 * share from payments in transit, price change from staff's price-list writes, willFreeze from the validity date,
 * certificate status from the certification record.
 */
import { chinaDate, chinaDayStart } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/support/test-app.ts';
import { testDrivers } from '../../../test/support/test-db.ts';
import { createAccount, createMerchant } from '../../../test/support/fixtures.ts';
import { bindDealer } from '../../../test/support/buyers.ts';
import { createTestCatalogue } from '../../../test/support/catalogue.ts';
import { fileLinksFor } from '../../files/index.ts';

const API = '/api-cloud-merchant-service';
const P = `${API}/v1/prompt`;
const day = (days: number) => chinaDate(chinaDayStart(new Date(), days));

describe.each(testDrivers())('prompts from business rules on %s', (driver) => {
  let ctx: TestContext;
  const tokens = new Map<string, string>();
  const ids = new Map<string, number>();
  const call = (phone: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${tokens.get(phone)}` },
      ...(payload ? { payload } : {}),
    });
  const prompt = async (phone: string, path: string) => (await call(phone, 'GET', `${P}/${path}`)).json().data;
  const login = async (phone: string) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `${API}/v1/account/passwordLogin`,
      payload: { account: phone, password: 'Test@2026' },
    });
    tokens.set(phone, res.json().data.token);
  };
  const account = async (phone: string, spec: Parameters<typeof createAccount>[1] | null = null) => {
    ids.set(phone, await createAccount(ctx.database.db, spec ?? { phone }));
    await login(phone);
  };

  beforeAll(async () => {
    ctx = await createTestApp(driver);
    await account('13960000008', { phone: '13960000008', isSales: true });
  });
  afterAll(() => ctx.close());

  it('repeated name: written when a certification under a taken name is approved, with the count; seen once', async () => {
    const licence = fileLinksFor(ctx.config).sign('/files/uploads/licence/x.png');
    const form = (creditCode: string, companyName = '温州瓯安科技有限公司') => ({
      companyName,
      creditCode,
      enterpriseType: 2,
      licenceUrl: licence,
      contactName: '张三',
      contactPhone: '13700001111',
      provinceCode: '330000',
      cityCode: '330300',
      areaCode: '330302',
      address: '车站大道 1 号',
    });
    const certify = async (phone: string, f: object) => {
      await account(phone);
      const no = (await call(phone, 'POST', `${API}/v1/enterprise`, f)).json().data.enterpriseNo;
      const res = await call('13960000008', 'POST', `${API}/v1/enterprise/audit`, { enterpriseNo: no, approve: true });
      expect(res.json().code).toBe(0);
      await login(phone); // the new identity
    };
    await certify('13960000001', form('91330302MA2K000011'));
    expect(await prompt('13960000001', 'getEnterpriseNameRepeatTip')).toBeNull();
    await certify('13960000002', form('91330302MA2K000022', ' 温州瓯安科技有限公司 '));
    await certify('13960000003', form('91330302MA2K000033', '温州瓯安电子有限公司'));
    const notices = await ctx.database.db
      .selectFrom('account_notice')
      .select(['account_id', 'payload'])
      .where('kind', '=', 'repeatName')
      .orderBy('account_id')
      .execute();
    expect(notices.map((n) => [Number(n.account_id), n.payload])).toEqual([
      [ids.get('13960000001'), '1'],
      [ids.get('13960000002'), '1'],
    ]);
    for (const phone of ['13960000001', '13960000002']) {
      const tip = await prompt(phone, 'getEnterpriseNameRepeatTip');
      expect(tip).toMatchObject({ merchantType: 2 });
      expect(tip.text).toContain('其他 1 家');
    }
    expect(await prompt('13960000003', 'getEnterpriseNameRepeatTip')).toBeNull();
    await call('13960000001', 'POST', `${P}/enterpriseNameRepeatOperate`);
    expect(await prompt('13960000001', 'getEnterpriseNameRepeatTip')).toBeNull();
    // a third one under the name: everyone hears it again, with the new count
    await certify('13960000004', form('91330302MA2K000044'));
    expect((await prompt('13960000001', 'getEnterpriseNameRepeatTip')).text).toContain('其他 2 家');
    expect((await prompt('13960000004', 'getEnterpriseNameRepeatTip')).text).toContain('其他 2 家');
  });

  it('repeated name on demand: a duplicate the review never saw (an import) is found when asked', async () => {
    const db = ctx.database.db;
    const mine = await createMerchant(db, { enterpriseType: 1, companyName: '丽水安视有限公司' });
    await createMerchant(db, { enterpriseType: 2, companyName: '丽水安视有限公司' });
    await createMerchant(db, { enterpriseType: 2, companyName: '丽水安视有限公司', authStatus: 0 }); // not certified
    await account('13960000011', { phone: '13960000011', identities: [{ merchantNo: mine }] });
    await account('13960000012', { phone: '13960000012', identities: [{ merchantNo: mine, employeeType: 1 }] });
    const tip = await prompt('13960000011', 'getEnterpriseNameRepeatTip');
    expect(tip).toMatchObject({ merchantType: 1 });
    expect(tip.text).toContain('其他 1 家已认证一级经销商');
    expect(await prompt('13960000012', 'getEnterpriseNameRepeatTip')).toBeNull(); // the owner's, not staff's
    await call('13960000011', 'POST', `${P}/enterpriseNameRepeatOperate`);
    expect(await prompt('13960000011', 'getEnterpriseNameRepeatTip')).toBeNull();
  });

  it('waiting share: unpaid QR payments past their notify time, summed; fresh, paid and wallet ones not', async () => {
    const db = ctx.database.db;
    await account('13960000021');
    await account('13960000022');
    const me = ids.get('13960000021')!;
    expect(await prompt('13960000021', 'waitingShareMsg')).toBe('blank');
    const ago = (min: number) => new Date(Date.now() - min * 60_000);
    const pay = (
      n: number,
      o: { fen: number; at: Date; status?: number; channel?: 'wechat' | 'alipay' | 'wallet' },
    ) => ({
      payment_no: `PT${me}${n}`,
      payable_kind: 'mall_order',
      payable_no: `O${me}${n}`,
      account_id: me,
      channel: o.channel ?? ('wechat' as const),
      amount_fen: o.fen,
      subject: '采购订单',
      status: o.status ?? 0,
      paid_at: o.status === 1 ? o.at : null,
      expires_at: new Date(o.at.getTime() + 30 * 60_000),
      code_url: o.channel === 'wallet' ? null : 'weixin://x',
      created_at: o.at,
    });
    await db
      .insertInto('payment')
      .values([
        pay(1, { fen: 1_000_000, at: ago(120) }),
        pay(2, { fen: 286_000, at: ago(20), channel: 'alipay' }),
        pay(3, { fen: 50_000, at: ago(3) }), // its notification may still come
        pay(4, { fen: 70_000, at: ago(120), status: 1 }), // paid
        pay(5, { fen: 90_000, at: ago(120), channel: 'wallet' }),
        pay(6, { fen: 30_000, at: ago(60 * 24 * 40) }), // long settled by the expiry sweep
      ])
      .execute();
    expect(await prompt('13960000021', 'waitingShareMsg')).toBe('¥12,860.00');
    expect(await prompt('13960000022', 'waitingShareMsg')).toBe('blank');
  });

  it('price change: staff change a price → the dealers buying at that list see the notice once, others never', async () => {
    const db = ctx.database.db;
    await createTestCatalogue(db);
    const sku = await db.selectFrom('sku').select(['id']).orderBy('id').executeTakeFirstOrThrow();
    const first = await createMerchant(db, { enterpriseType: 1, companyName: '衢州测试一级经销商有限公司' });
    const otherFirst = await createMerchant(db, { enterpriseType: 1 });
    const second = await createMerchant(db, { enterpriseType: 2 });
    const gold = await createMerchant(db, { enterpriseType: 5 });
    const elsewhere = await createMerchant(db, { enterpriseType: 2 });
    await account('13960000031', { phone: '13960000031', identities: [{ merchantNo: second }] });
    await account('13960000032', { phone: '13960000032', identities: [{ merchantNo: second, employeeType: 2 }] });
    await account('13960000033', { phone: '13960000033', identities: [{ merchantNo: gold }] });
    await account('13960000034'); // a person bound to the dealer: retail, no dealer price list
    await account('13960000035', { phone: '13960000035', identities: [{ merchantNo: elsewhere }] });
    await account('13960000036', { phone: '13960000036', identities: [{ merchantNo: first }] });
    await bindDealer(db, ids.get('13960000031')!, second, first);
    await bindDealer(db, ids.get('13960000032')!, second, first);
    await bindDealer(db, ids.get('13960000033')!, gold, first);
    await bindDealer(db, ids.get('13960000034')!, null, first);
    await bindDealer(db, ids.get('13960000035')!, elsewhere, otherFirst);
    const save = (priceFen: number) =>
      call('13960000008', 'POST', `${API}/v1/catalogue/manage/dealerPrice/save`, {
        skuId: Number(sku.id),
        firstMerchantNo: first,
        priceFen,
        goldPriceFen: null,
      });
    expect((await save(12_300)).json().code).toBe(0);
    const buyers = ['13960000031', '13960000032', '13960000033'];
    for (const phone of buyers) {
      const n = await prompt(phone, 'getPriceChangeApi');
      expect(n.title).toBe('部分产品价格调整通知');
      expect(n.content).toContain('衢州测试一级经销商有限公司');
      expect(await prompt(phone, 'getPriceChangeApi')).toBeNull(); // once
    }
    for (const phone of ['13960000034', '13960000035', '13960000036'])
      expect(await prompt(phone, 'getPriceChangeApi')).toBeNull();
    const rows = await db.selectFrom('account_notice').select('account_id').where('kind', '=', 'priceChange').execute();
    expect(rows.map((r) => Number(r.account_id)).sort()).toEqual(buyers.map((p) => ids.get(p)!).sort());
    // saving the same price again changes nothing: no notice; a delete is a change
    expect((await save(12_300)).json().code).toBe(0);
    expect(await prompt('13960000031', 'getPriceChangeApi')).toBeNull();
    await call('13960000008', 'POST', `${API}/v1/catalogue/manage/dealerPrice/delete`, {
      skuId: Number(sku.id),
      firstMerchantNo: first,
    });
    expect((await prompt('13960000033', 'getPriceChangeApi')).title).toBe('部分产品价格调整通知');
  });

  it('willFreeze from the merchant validity date; certificate status from the certification record', async () => {
    const db = ctx.database.db;
    const near = await createMerchant(db, { enterpriseType: 2 });
    const far = await createMerchant(db, { enterpriseType: 2 });
    await db
      .updateTable('merchant')
      .set({ valid_until: day(10) })
      .where('merchant_no', '=', near)
      .execute();
    await db
      .updateTable('merchant')
      .set({ valid_until: day(200) })
      .where('merchant_no', '=', far)
      .execute();
    await account('13960000041', { phone: '13960000041', identities: [{ merchantNo: near }] });
    await account('13960000042', { phone: '13960000042', identities: [{ merchantNo: far }] });
    const session = async (phone: string) =>
      (await call(phone, 'GET', `${API}/v1/account/getLoginSessionInfo`)).json().data;
    expect((await session('13960000041')).willFreeze).toBe(true);
    expect((await session('13960000042')).willFreeze).toBe(false);

    // no certification record (registered by the seed or an import): nothing to check
    expect(await prompt('13960000041', 'getVerification')).toEqual({ verificationStatus: null });
    const cert = (merchantNo: string, accountId: number, licence: string | null) => ({
      enterprise_no: `E${merchantNo}`,
      account_id: accountId,
      company_name: '测试',
      credit_code: `91330302MA2K${merchantNo.slice(-6)}`,
      enterprise_type: 2,
      licence_url: '',
      contact_name: '张三',
      contact_phone: '13700001111',
      province_code: '330000',
      province_name: '浙江省',
      city_code: '330100',
      city_name: '杭州市',
      area_code: '330106',
      area_name: '西湖区',
      address: '文三路 1 号',
      status: 1,
      merchant_no: merchantNo,
      licence_valid_until: licence,
    });
    await db
      .insertInto('enterprise_cert')
      .values([cert(near, ids.get('13960000041')!, day(12)), cert(far, ids.get('13960000042')!, null)])
      .execute();
    // a licence valid 12 more days: its date and days, never 「已过期」 (issue 58 §6)
    const near12 = (await prompt('13960000041', 'getVerification')) as { verificationStatus: number; text: string };
    expect(near12.verificationStatus).toBe(2);
    expect(near12.text).toMatch(/^您的营业执照将于\d{4}年\d{1,2}月\d{1,2}日到期（还有 12 天）/);
    expect(near12.text).not.toContain('过期');
    expect(await prompt('13960000042', 'getVerification')).toEqual({ verificationStatus: 1 });
    await db
      .updateTable('enterprise_cert')
      .set({ licence_valid_until: day(90) })
      .where('merchant_no', '=', near)
      .execute();
    expect(await prompt('13960000041', 'getVerification')).toEqual({ verificationStatus: 1 });
  });
});
