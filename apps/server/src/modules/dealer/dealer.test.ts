import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/support/test-app.ts';
import { describeOnPostgres, testDrivers } from '../../../test/support/test-db.ts';
import { createAccount, createMerchant } from '../../../test/support/fixtures.ts';
import { forgetShops } from './service.ts';

const API = '/api-cloud-merchant-service';
const M = `${API}/v1/merchant`;
const XIHU = {
  provinceCode: '330000',
  provinceName: '浙江省',
  cityCode: '330100',
  cityName: '杭州市',
  areaCode: '330106',
  areaName: '西湖区',
};
const NANSHAN = {
  provinceCode: '440000',
  provinceName: '广东省',
  cityCode: '440300',
  cityName: '深圳市',
  areaCode: '440305',
  areaName: '南山区',
};

describe.each(testDrivers())('regions and the dealer network on %s', (driver) => {
  let ctx: TestContext;
  let person: string;
  let second: string;
  let other: string;
  let typeFour: string;
  let secondNo: string;

  const login = async (phone: string) =>
    (
      await ctx.app.inject({
        method: 'POST',
        url: `${API}/v1/account/passwordLogin`,
        payload: { account: phone, password: 'Test@2026' },
      })
    ).json().data.token as string;
  const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
  const bind = (token: string, bindMerchantNo: string, userLocation: object = XIHU) =>
    call(token, 'POST', `${M}/bindParentMerchantList`, { bindMerchantNo, userLocation });

  beforeAll(async () => {
    ctx = await createTestApp(driver);
    const db = ctx.database.db;
    const dealer = (
      merchant_no: string,
      company_name: string,
      loc: typeof XIHU,
      status = 1,
      lat = 30.26,
      lng = 120.13,
    ) => ({
      merchant_no,
      enterprise_type: 1,
      company_name,
      auth_status: 1,
      status,
      contact_phone: '0571-88886666',
      latitude: lat,
      longitude: lng,
      business_scope: '安防监控设备销售',
      province_code: loc.provinceCode,
      province_name: loc.provinceName,
      city_code: loc.cityCode,
      city_name: loc.cityName,
      area_code: loc.areaCode,
      area_name: loc.areaName,
    });
    await db
      .insertInto('merchant')
      .values([
        dealer('D1', '杭州西湖安防科技有限公司', XIHU),
        dealer('D2', '杭州滨江视讯有限公司', { ...XIHU, areaCode: '330108', areaName: '滨江区' }),
        dealer('D3', '宁波甬江安防有限公司', {
          ...XIHU,
          cityCode: '330200',
          cityName: '宁波市',
          areaCode: '330212',
          areaName: '鄞州区',
        }),
        dealer('D4', '杭州停业安防有限公司', XIHU, 0),
        dealer('D5', '深圳南山智能有限公司', NANSHAN, 1, 22.53, 113.93),
      ])
      .execute();
    await db
      .insertInto('merchant_group_bind')
      .values(
        ['视频监控', '门禁对讲', '停车场', 'LED显示'].map((t) => ({
          merchant_no: 'D1',
          title: `${t}授权经销`,
          tag_name: t,
        })),
      )
      .execute();
    secondNo = await createMerchant(db, { enterpriseType: 2 });
    const four = await createMerchant(db, { enterpriseType: 4 });
    await createAccount(db, { phone: '13910000001' });
    await createAccount(db, { phone: '13910000002', identities: [{ merchantNo: secondNo }] });
    await createAccount(db, { phone: '13910000003' });
    await createAccount(db, { phone: '13910000004', identities: [{ merchantNo: four }] });
    person = await login('13910000001');
    second = await login('13910000002');
    other = await login('13910000003');
    typeFour = await login('13910000004');
  });
  afterAll(() => ctx.close());

  it('region lookup answers provinces, then children down to streets, from the real division data', async () => {
    const provinces = (await ctx.app.inject({ method: 'GET', url: `${API}/open/v1/region/children` })).json();
    expect(provinces.code).toBe(0);
    expect(provinces.data).toHaveLength(31);
    expect(provinces.data).toContainEqual({ code: '330000', name: '浙江省', hasNext: true });
    const cities = (
      await ctx.app.inject({ method: 'GET', url: `${API}/open/v1/region/children?parentCode=110000` })
    ).json();
    expect(cities.data).toEqual([{ code: '110100', name: '北京市', hasNext: true }]);
    const areas = (
      await ctx.app.inject({ method: 'GET', url: `${API}/open/v1/region/children?parentCode=330100` })
    ).json();
    expect(areas.data).toContainEqual({ code: '330106', name: '西湖区', hasNext: true });
    const streets = (
      await ctx.app.inject({ method: 'GET', url: `${API}/open/v1/region/children?parentCode=330106` })
    ).json();
    expect(streets.data).toContainEqual({ code: '330106004', name: '西溪街道', hasNext: false });
    expect(streets.data.every((s: { hasNext: boolean }) => !s.hasNext)).toBe(true);
    const unknown = (
      await ctx.app.inject({ method: 'GET', url: `${API}/open/v1/region/children?parentCode=999999` })
    ).json();
    expect(unknown.data).toEqual([]);
    const bad = await ctx.app.inject({ method: 'GET', url: `${API}/open/v1/region/children?parentCode=abc` });
    expect(bad.statusCode).toBe(400);
  });

  it('lists normal first-level dealers of the province, chosen area first, with groups and keyword search', async () => {
    const res = await call(
      person,
      'GET',
      `${M}/getParentMerchantList?provinceCode=330000&cityCode=330100&areaCode=330106`,
    );
    const list = res.json().data as { merchantNo: string; groups: unknown[] }[];
    expect(list.map((d) => d.merchantNo)).toEqual(['D1', 'D2', 'D3']);
    expect(list[0]!.groups).toHaveLength(4);
    const kw = await call(
      person,
      'GET',
      `${M}/getParentMerchantList?provinceCode=330000&merchantName=${encodeURIComponent('  滨江 ')}`,
    );
    expect(kw.json().data.map((d: { merchantNo: string }) => d.merchantNo)).toEqual(['D2']);
    const tooLong = await call(
      person,
      'GET',
      `${M}/getParentMerchantList?provinceCode=330000&merchantName=${encodeURIComponent('安'.repeat(51))}`,
    );
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().msg).toBe('关键字不能超过50个字符');
    const pct = await call(person, 'GET', `${M}/getParentMerchantList?provinceCode=330000&merchantName=%25`);
    expect(pct.json().data).toEqual([]);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `${M}/getParentMerchantList?provinceCode=330000` })).statusCode,
    ).toBe(401);
  });

  it('refuses a bind without area or dealer with the form messages', async () => {
    const noArea = await call(person, 'POST', `${M}/bindParentMerchantList`, {
      bindMerchantNo: 'D1',
      userLocation: { ...XIHU, areaCode: '' },
    });
    expect(noArea.statusCode).toBe(400);
    expect(noArea.json().msg).toBe('请选择区域');
    const noDealer = await call(person, 'POST', `${M}/bindParentMerchantList`, {
      bindMerchantNo: '',
      userLocation: XIHU,
    });
    expect(noDealer.json().msg).toBe('请选择下单一级经销商');
  });

  it('refuses a dealer outside the chosen area, an unknown area, an abnormal dealer; nothing changes', async () => {
    const outside = await bind(person, 'D5');
    expect(outside.statusCode).toBe(422);
    expect(outside.json().msg).toBe('所选经销商不在所选区域内，请重新选择');
    const mismatch = await bind(person, 'D1', { ...XIHU, cityCode: '440300' });
    expect(mismatch.json().msg).toBe('所选区域不存在，请重新选择');
    const badStreet = await bind(person, 'D1', { ...XIHU, streetCode: '440305001' });
    expect(badStreet.json().msg).toBe('所选区域不存在，请重新选择');
    const stopped = await bind(person, 'D4');
    expect(stopped.json().msg).toBe('所选经销商不存在或已停止服务');
    const notFirst = await bind(person, secondNo);
    expect(notFirst.json().msg).toBe('所选经销商不存在或已停止服务');
    expect((await call(person, 'GET', `${M}/getbindMerchant`)).json().data).toBeNull();
    const session = (await call(person, 'GET', `${API}/v1/account/getLoginSessionInfo`)).json().data;
    expect(session.hasBindFirstDistributor).toBe(false);
  });

  it('a person binds one ordering dealer, with names from the region data; binding again replaces it', async () => {
    const res = await bind(person, 'D1', { ...XIHU, areaName: '伪造名', streetCode: '330106004', streetName: 'x' });
    expect(res.json()).toMatchObject({
      code: 0,
      msg: '绑定成功',
      data: { bindMerchantNo: 'D1', areaName: '西湖区', streetName: '西溪街道' },
    });
    expect(
      (await call(person, 'GET', `${API}/v1/account/getLoginSessionInfo`)).json().data.hasBindFirstDistributor,
    ).toBe(true);
    await bind(person, 'D3', {
      ...XIHU,
      cityCode: '330200',
      cityName: '宁波市',
      areaCode: '330212',
      areaName: '鄞州区',
    });
    const shops = (await call(person, 'GET', `${M}/getShopList`)).json().data;
    expect(shops).toHaveLength(1);
    expect(shops[0]).toMatchObject({ parentMerchantNo: 'D3', choosing: 1, defaultStatus: 1, status: 1 });
    expect((await call(person, 'GET', `${M}/defaultFirstAjax`)).json().data).toEqual({
      enterpriseName: '宁波甬江安防有限公司',
      merchantNo: 'D3',
    });
    const detail = (await call(person, 'GET', `${M}/getBindDetail`)).json().data;
    expect(detail.canSetDefault).toBe(false);
    expect(detail.current.bindMerchantNo).toBe('D3');
  });

  it('an enterprise keeps several shops: the newest is current, the first stays default; toggle and default', async () => {
    await bind(second, 'D1');
    const afterSecond = (await bind(second, 'D2')).json();
    expect(afterSecond.data.bindMerchantNo).toBe('D2');
    let shops = (await call(second, 'GET', `${M}/getShopList?spuNo=S1`)).json().data as {
      parentMerchantNo: string;
      choosing: number;
      defaultStatus: number;
    }[];
    expect(shops.map((s) => [s.parentMerchantNo, s.choosing, s.defaultStatus])).toEqual([
      ['D2', 1, 0],
      ['D1', 0, 1],
    ]);
    const toggled = (await call(second, 'POST', `${M}/toggleShop`, { firstMerchantNo: 'D1' })).json();
    expect(toggled.msg).toBe('操作成功');
    expect(toggled.data.find((s: { choosing: number }) => s.choosing === 1).parentMerchantNo).toBe('D1');
    const def = (await call(second, 'POST', `${M}/setDefaultFirstDistributor`, { parentMerchantNo: 'D2' })).json();
    shops = def.data;
    expect(shops.filter((s) => s.defaultStatus === 1).map((s) => s.parentMerchantNo)).toEqual(['D2']);
    expect(shops.filter((s) => s.choosing === 1)).toHaveLength(1);
    expect((await call(second, 'GET', `${M}/getBindDetail`)).json().data.canSetDefault).toBe(true);
  });

  it("a buyer's shops are its current identity's: what the account bound as a person is not the enterprise's", async () => {
    const db = ctx.database.db;
    const { id } = await db
      .selectFrom('account')
      .select('id')
      .where('phone', '=', '13910000002')
      .executeTakeFirstOrThrow();
    const before = (await call(second, 'GET', `${M}/getShopList`)).json().data as { parentMerchantNo: string }[];
    await db
      .insertInto('dealer_binding')
      .values({
        account_id: id,
        buyer_merchant_no: null,
        first_merchant_no: 'D5',
        choosing: true,
        default_status: true,
        province_code: NANSHAN.provinceCode,
        province_name: NANSHAN.provinceName,
        city_code: NANSHAN.cityCode,
        city_name: NANSHAN.cityName,
        area_code: NANSHAN.areaCode,
        area_name: NANSHAN.areaName,
      })
      .execute();
    forgetShops(db); // written behind the service
    const after = (await call(second, 'GET', `${M}/getShopList`)).json().data as { parentMerchantNo: string }[];
    expect(after.map((s) => s.parentMerchantNo)).toEqual(before.map((s) => s.parentMerchantNo));
    expect(after.map((s) => s.parentMerchantNo)).not.toContain('D5');
    await db.deleteFrom('dealer_binding').where('account_id', '=', id).where('buyer_merchant_no', 'is', null).execute();
    forgetShops(db);
  });

  it('an abnormal shop shows disabled with the message and cannot be chosen', async () => {
    await ctx.database.db.updateTable('merchant').set({ status: 0 }).where('merchant_no', '=', 'D2').execute();
    forgetShops(ctx.database.db); // closed behind the service: the kept shop lists would show it for 2 s more
    try {
      const shops = (await call(second, 'GET', `${M}/getShopList`)).json().data as {
        parentMerchantNo: string;
        status: number;
        msg: string | null;
      }[];
      expect(shops.find((s) => s.parentMerchantNo === 'D2')).toMatchObject({
        status: 0,
        msg: '一级或店铺异常，请联系业务员',
      });
      const res = await call(second, 'POST', `${M}/toggleShop`, { firstMerchantNo: 'D2' });
      expect(res.json().msg).toBe('一级或店铺异常，请联系业务员');
    } finally {
      await ctx.database.db.updateTable('merchant').set({ status: 1 }).where('merchant_no', '=', 'D2').execute();
      forgetShops(ctx.database.db);
    }
  });

  it("another user's shop in toggleShop or setDefault is 403 and changes nothing", async () => {
    const before = (await call(second, 'GET', `${M}/getShopList`)).json().data;
    const toggle = await call(other, 'POST', `${M}/toggleShop`, { firstMerchantNo: 'D1' });
    expect(toggle.statusCode).toBe(403);
    expect(toggle.json()).toEqual({
      code: 403,
      msg: '该经销商不在您的绑定列表中',
      data: null,
      reason: 'DEALER.notYourShop',
    });
    const def = await call(second, 'POST', `${M}/setDefaultFirstDistributor`, { parentMerchantNo: 'D5' });
    expect(def.statusCode).toBe(403);
    expect((await call(second, 'GET', `${M}/getShopList`)).json().data).toEqual(before);
    expect((await call(other, 'GET', `${M}/getShopList`)).json().data).toEqual([]);
  });

  it('enterprise type 4 has no default dealer', async () => {
    await bind(typeFour, 'D1');
    expect((await call(typeFour, 'GET', `${M}/getBindDetail`)).json().data.canSetDefault).toBe(false);
    expect((await call(typeFour, 'GET', `${M}/defaultFirstAjax`)).json().data).toBeNull();
    const res = await call(typeFour, 'POST', `${M}/setDefaultFirstDistributor`, { parentMerchantNo: 'D1' });
    expect(res.json().msg).toBe('当前企业类型不支持设置默认一级经销商');
  });
});

describeOnPostgres('dealer binding under concurrency on %s', (driver) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(driver);
  });
  afterAll(() => ctx.close());

  it('twenty simultaneous binds and toggles leave one row per dealer and exactly one current shop', async () => {
    const db = ctx.database.db;
    for (const no of ['C1', 'C2']) {
      await db
        .insertInto('merchant')
        .values({
          merchant_no: no,
          enterprise_type: 1,
          company_name: `并发${no}`,
          status: 1,
          province_code: '330000',
          city_code: '330100',
          area_code: '330106',
        })
        .execute();
    }
    const secondNo = await createMerchant(db, { enterpriseType: 2 });
    await createAccount(db, { phone: '13910000099', identities: [{ merchantNo: secondNo }] });
    const token = (
      await ctx.app.inject({
        method: 'POST',
        url: `${API}/v1/account/passwordLogin`,
        payload: { account: '13910000099', password: 'Test@2026' },
      })
    ).json().data.token;
    const auth = { authorization: `Bearer ${token}` };
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        ctx.app.inject({
          method: 'POST',
          url: `${M}/bindParentMerchantList`,
          headers: auth,
          payload: { bindMerchantNo: i % 2 ? 'C1' : 'C2', userLocation: XIHU },
        }),
      ),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        ctx.app.inject({
          method: 'POST',
          url: `${M}/toggleShop`,
          headers: auth,
          payload: { firstMerchantNo: i % 2 ? 'C1' : 'C2' },
        }),
      ),
    );
    const shops = (await ctx.app.inject({ method: 'GET', url: `${M}/getShopList`, headers: auth })).json().data;
    expect(shops).toHaveLength(2);
    expect(shops.filter((s: { choosing: number }) => s.choosing === 1)).toHaveLength(1);
  });
});
