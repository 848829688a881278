import { INVOICE_API, type InvoiceTitle } from '@portal/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/support/fixtures.ts';
import { createTestApp, injectAs, loginToken, type TestContext } from '../../../test/support/test-app.ts';
import { testDrivers } from '../../../test/support/test-db.ts';

/** GB 32100-2015's own example code, and Huawei's registered one. */
const GOOD = '91350100M000100Y43';
const HUAWEI = '91440300708461136T';
const COMPANY = {
  kind: 'company',
  name: '福州闽安防科技有限公司',
  taxNo: GOOD,
  registeredAddress: '福州市鼓楼区五四路 88 号',
  registeredPhone: '0591-87654321',
  bankName: '中国工商银行福州分行',
  bankAccount: '1402 0211 0900 1234 567',
};

describe.each(testDrivers())('invoice titles on %s', (driver) => {
  let ctx: TestContext;
  let token: string;
  let other: string;
  let accountId: number;
  const call = (method: 'GET' | 'POST', url: string, payload?: unknown, t: string | null = token) =>
    injectAs(ctx, t, method, url, payload);
  const list = async (t = token): Promise<InvoiceTitle[]> =>
    (await call('GET', INVOICE_API.titleList, undefined, t)).json().data;
  const add = (body: object, t = token) => call('POST', INVOICE_API.titleAdd, body, t);

  beforeAll(async () => {
    ctx = await createTestApp(driver);
    accountId = await createAccount(ctx.database.db, { phone: '13900059001' });
    await createAccount(ctx.database.db, { phone: '13900059002' });
    token = await loginToken(ctx, '13900059001');
    other = await loginToken(ctx, '13900059002');
  });
  afterAll(() => ctx.close());
  beforeEach(async () => {
    await ctx.database.db.deleteFrom('invoice_title').execute();
  });

  it('guests are asked to log in', async () => {
    expect((await call('GET', INVOICE_API.titleList, undefined, null)).statusCode).toBe(401);
  });

  it('a company title is kept with its number normalised; the first is the default; 专票-ready when complete', async () => {
    const r = await add({ ...COMPANY, taxNo: ' 91350100m000100y43 ' });
    expect(r.json().code).toBe(0);
    expect(r.json().data).toMatchObject({
      taxNo: GOOD,
      isDefault: true,
      specialReady: true,
      bankAccount: '1402021109001234567',
    });
    const personal = (await add({ kind: 'personal', name: '张三' })).json().data;
    expect(personal).toMatchObject({ isDefault: false, specialReady: false, taxNo: '' });
    const partial = (await add({ kind: 'company', name: '华为技术有限公司', taxNo: HUAWEI })).json().data;
    expect(partial.specialReady).toBe(false);
    expect((await list()).map((t) => t.name)).toEqual([COMPANY.name, '华为技术有限公司', '张三']);
  });

  it('a wrong check character is refused with a clear message, 400, and nothing is written', async () => {
    const r = await add({ ...COMPANY, taxNo: '91350100M000100Y44' });
    expect(r.statusCode).toBe(400);
    expect(r.json().msg).toContain('纳税人识别号校验位不正确');
    const short = await add({ ...COMPANY, taxNo: '9135010' });
    expect(short.statusCode).toBe(400);
    expect(short.json().msg).toContain('18位统一社会信用代码');
    const none = await add({ ...COMPANY, taxNo: '' });
    expect(none.statusCode).toBe(400);
    expect(none.json().msg).toContain('纳税人识别号');
    expect(await list()).toEqual([]);
  });

  it('one default: setting another moves it; deleting the default promotes the newest', async () => {
    const a = (await add(COMPANY)).json().data as InvoiceTitle;
    const b = (await add({ kind: 'personal', name: '张三' })).json().data as InvoiceTitle;
    const c = (await add({ kind: 'personal', name: '李四' })).json().data as InvoiceTitle;
    expect((await call('POST', INVOICE_API.titleSetDefault, { id: b.id })).json().code).toBe(0);
    expect((await list()).filter((t) => t.isDefault).map((t) => t.id)).toEqual([b.id]);
    expect((await call('POST', INVOICE_API.titleDelete, { id: b.id })).json().code).toBe(0);
    expect((await list()).filter((t) => t.isDefault).map((t) => t.id)).toEqual([c.id]);
    const upd = await call('POST', INVOICE_API.titleUpdate, {
      ...COMPANY,
      id: a.id,
      name: '改名公司',
      isDefault: true,
    });
    expect(upd.json().data).toMatchObject({ name: '改名公司', isDefault: true });
    expect((await list()).filter((t) => t.isDefault).map((t) => t.id)).toEqual([a.id]);
  });

  it('another account’s title is not found (404) and stays as it was', async () => {
    const a = (await add(COMPANY)).json().data as InvoiceTitle;
    const r = await call('POST', INVOICE_API.titleUpdate, { ...COMPANY, id: a.id, name: '别人' }, other);
    expect(r.statusCode).toBe(404);
    expect(r.json().reason).toBe('INVOICE.titleNotFound');
    expect((await call('POST', INVOICE_API.titleDelete, { id: a.id }, other)).statusCode).toBe(404);
    expect((await list())[0]!.name).toBe(COMPANY.name);
  });

  it('at most 20 titles', async () => {
    for (let i = 0; i < 20; i++) expect((await add({ kind: 'personal', name: `个人${i}` })).json().code).toBe(0);
    const r = await add({ kind: 'personal', name: '第21个' });
    expect(r.json().reason).toBe('INVOICE.titleLimit');
    expect(await list()).toHaveLength(20);
  });

  it('a certified enterprise’s title is filled from its certification, once', async () => {
    const none = await call('POST', INVOICE_API.titleFromCertification, undefined, other);
    expect(none.json().reason).toBe('INVOICE.notCertified');
    await ctx.database.db
      .insertInto('enterprise_cert')
      .values({
        enterprise_no: 'E59-001',
        account_id: accountId,
        company_name: '华为技术有限公司',
        credit_code: HUAWEI,
        enterprise_type: 2,
        licence_url: 'private/licence.png',
        contact_name: '王经理',
        contact_phone: '13900059001',
        province_code: '440000',
        province_name: '广东省',
        city_code: '440300',
        city_name: '深圳市',
        area_code: '440307',
        area_name: '龙岗区',
        address: '坂田华为基地',
        status: 1,
      })
      .execute();
    const r = (await call('POST', INVOICE_API.titleFromCertification)).json();
    expect(r.data).toMatchObject({
      kind: 'company',
      name: '华为技术有限公司',
      taxNo: HUAWEI,
      registeredAddress: '广东省深圳市龙岗区坂田华为基地',
      isDefault: true,
    });
    const again = (await call('POST', INVOICE_API.titleFromCertification)).json();
    expect(again.data.id).toBe(r.data.id);
    expect(await list()).toHaveLength(1);
    await ctx.database.db.deleteFrom('enterprise_cert').where('enterprise_no', '=', 'E59-001').execute();
  });
});
