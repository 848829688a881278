import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/support/fixtures.ts';
import { createTestApp, type TestContext } from '../../../test/support/test-app.ts';
import { testDrivers } from '../../../test/support/test-db.ts';
import { createTestCatalogue } from '../../../test/support/catalogue.ts';

const P = '/api-cloud-merchant-service/v1/requirement';
const form = {
  identity: 1,
  contact: '王工',
  phone: '057188886666',
  companyName: '杭州某某科技有限公司',
  budgetRangeCode: '3',
  sceneId: 2,
  categoryPath: [1, 3],
  provinceCode: '330000',
  cityCode: '330100',
  areaCode: '330106',
  remark: '教学楼与操场约 40 路监控，需要存储 30 天',
};

describe.each(testDrivers())('scheme-design requirement on %s', (driver) => {
  let ctx: TestContext;
  let user: string;
  let sales: string;
  const call = (method: 'GET' | 'POST', url: string, payload?: unknown, token: string | null = user) =>
    ctx.app.inject({
      method,
      url,
      payload: payload as never,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const login = async (phone: string) =>
    (
      await ctx.app.inject({
        method: 'POST',
        url: '/api-cloud-merchant-service/v1/account/passwordLogin',
        payload: { account: phone, password: 'Test@2026' },
      })
    ).json().data.token as string;

  beforeAll(async () => {
    ctx = await createTestApp(driver);
    await createAccount(ctx.database.db, { phone: '13900009001' });
    await createAccount(ctx.database.db, { phone: '13900009002', isSales: true });
    await createTestCatalogue(ctx.database.db);
    user = await login('13900009001');
    sales = await login('13900009002');
  });
  afterAll(() => ctx.close());

  it('offers budgets, scenes and product types', async () => {
    const o = (await call('GET', `${P}/options`, undefined, null)).json().data;
    expect(o.budgets[0]).toEqual({ itemName: '5万元以下', itemValue: '1' });
    expect(o.categories).toContainEqual({ id: 1, itemValue: '网络摄像机' });
    expect(o.scenes.length).toBeGreaterThan(5);
  });

  it('checks every rule again on the server', async () => {
    for (const [over, msg] of [
      [{ phone: '12345678901' }, '请输入正确的联系人电话'],
      [{ companyName: '' }, '公司名称不能为空'],
      [{ remark: ' ' }, '需求描述不能为空'],
      [{ categoryPath: [] }, '产品类型不能为空'],
      [{ areaCode: '330206' }, '项目地址不能为空'],
      [{ categoryPath: [999] }, '产品类型不能为空'],
    ] as const) {
      const res = await call('POST', `${P}/postRequirementSubmit`, { ...form, ...over });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe(msg);
    }
    expect((await call('POST', `${P}/postRequirementSubmit`, form, null)).statusCode).toBe(401);
  });

  it('stores the submission with region names and the fixed codes; sales accounts read it', async () => {
    const res = await call('POST', `${P}/postRequirementSubmit`, form);
    expect(res.json()).toMatchObject({ code: 0, msg: '需求提交成功' });
    await call('POST', `${P}/postRequirementSubmit`, { ...form, identity: 2, companyName: '不应保存' });
    expect((await call('GET', `${P}/page`)).statusCode).toBe(403);
    const list = (await call('GET', `${P}/page`, undefined, sales)).json();
    expect(list.count).toBe(2);
    expect(list.data[1]).toMatchObject({
      contact: '王工',
      companyName: '杭州某某科技有限公司',
      budgetName: '10万-30万元',
      sceneName: '学校',
      categoryNames: '网络摄像机、存储',
      address: '浙江省杭州市西湖区',
      clientSource: 1,
      entranceType: 10,
      requirementTypeId: 8,
    });
    expect(list.data[0].companyName).toBe('');
  });
});
