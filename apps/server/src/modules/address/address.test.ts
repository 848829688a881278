import { ADDRESS_MESSAGES, BUYING_API, type Address } from '@portal/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/support/fixtures.ts';
import { createTestApp, injectAs, loginToken, type TestContext } from '../../../test/support/test-app.ts';
import { describeOnPostgres, testDrivers } from '../../../test/support/test-db.ts';
import * as addresses from './service.ts';

const XIHU = {
  provinceCode: '330000',
  provinceName: '浙江',
  cityCode: '330100',
  cityName: '杭州',
  areaCode: '330106',
  areaName: '西湖',
  streetCode: '330106004',
  streetName: '西溪',
  detailAddress: '文三路 90 号 8 楼',
  contactName: '李志强',
  contactPhone: '13812345678',
};
const NANSHAN = {
  provinceCode: '440000',
  provinceName: '广东省',
  cityCode: '440300',
  cityName: '深圳市',
  areaCode: '440305',
  areaName: '南山区',
  detailAddress: '科技园南区 1 栋',
  contactName: '王海燕',
  contactPhone: '0755-86001234',
};

describe.each(testDrivers())('addresses on %s', (driver) => {
  let ctx: TestContext;
  let token: string;
  let other: string;
  let accountId: number;
  let otherId: number;
  const call = (method: 'GET' | 'POST', url: string, payload?: unknown, t: string | null = token) =>
    injectAs(ctx, t, method, url, payload);
  const list = async (t = token): Promise<Address[]> =>
    (await call('GET', BUYING_API.addressList, undefined, t)).json().data;
  const add = async (body: object, t = token) => call('POST', BUYING_API.addressAdd, body, t);

  beforeAll(async () => {
    ctx = await createTestApp(driver);
    accountId = await createAccount(ctx.database.db, { phone: '13900006001' });
    otherId = await createAccount(ctx.database.db, { phone: '13900006002' });
    token = await loginToken(ctx, '13900006001');
    other = await loginToken(ctx, '13900006002');
  });
  afterAll(() => ctx.close());
  beforeEach(async () => {
    await ctx.database.db.deleteFrom('address').execute();
  });

  it('guests are asked to log in', async () => {
    expect((await call('GET', BUYING_API.addressList, undefined, null)).statusCode).toBe(401);
    expect((await add(XIHU, null as unknown as string)).statusCode).toBe(401);
  });

  it('the first address is the default; names come from the region index', async () => {
    const first = (await add(XIHU)).json();
    expect(first.code).toBe(0);
    expect(first.data).toMatchObject({
      provinceName: '浙江省',
      cityName: '杭州市',
      areaName: '西湖区',
      streetName: '西溪街道',
      detailAddress: '文三路 90 号 8 楼',
      isDefault: true,
    });
    const second = (await add(NANSHAN)).json().data;
    expect(second).toMatchObject({ isDefault: false, streetCode: null, streetName: null });
    const third = (await add({ ...NANSHAN, detailAddress: '深南大道 1 号', isDefault: true })).json().data;
    expect(third.isDefault).toBe(true);
    const all = await list();
    expect(all.map((a) => a.id)).toEqual([third.id, second.id, first.data.id]);
    expect(all.filter((a) => a.isDefault)).toHaveLength(1);
  });

  it('bad input answers 400 in Chinese and changes nothing', async () => {
    const bad = async (body: object, msg: string) => {
      const res = await add(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe(msg);
    };
    await bad({ ...XIHU, cityCode: '440300' }, ADDRESS_MESSAGES.regionInvalid);
    await bad({ ...XIHU, areaCode: '999999' }, ADDRESS_MESSAGES.regionInvalid);
    await bad({ ...XIHU, streetCode: '440305001' }, ADDRESS_MESSAGES.regionInvalid);
    await bad({ ...XIHU, contactPhone: '12345' }, ADDRESS_MESSAGES.phoneRule);
    await bad({ ...XIHU, contactPhone: '' }, ADDRESS_MESSAGES.phoneRequired);
    await bad({ ...XIHU, detailAddress: '  ' }, ADDRESS_MESSAGES.detailRequired);
    await bad({ ...XIHU, detailAddress: '路'.repeat(101) }, ADDRESS_MESSAGES.detailLength);
    await bad({ ...XIHU, contactName: '名'.repeat(21) }, ADDRESS_MESSAGES.nameLength);
    await bad({ ...XIHU, provinceCode: '' }, ADDRESS_MESSAGES.regionRequired);
    expect(await list()).toEqual([]);
  });

  it('keeps at most 20', async () => {
    for (let i = 0; i < 20; i++) expect((await add({ ...NANSHAN, detailAddress: `第${i}号` })).json().code).toBe(0);
    const over = await add(XIHU);
    expect(over.statusCode).toBe(422);
    expect(over.json().msg).toBe(ADDRESS_MESSAGES.limit);
    expect(await list()).toHaveLength(20);
    // Another account has its own 20.
    expect((await add(XIHU, other)).json().code).toBe(0);
  });

  it('updates, sets the default, deletes (the newest takes over the default); never another account’s', async () => {
    const a = (await add(XIHU)).json().data as Address;
    const b = (await add(NANSHAN)).json().data as Address;
    const c = (await add({ ...NANSHAN, detailAddress: '深南大道 1 号' })).json().data as Address;

    const upd = await call('POST', BUYING_API.addressUpdate, { ...NANSHAN, id: b.id, contactName: '赵敏' });
    expect(upd.json().data).toMatchObject({ id: b.id, contactName: '赵敏', isDefault: false });
    const foreign = await call('POST', BUYING_API.addressUpdate, { ...XIHU, id: a.id }, other);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().msg).toBe(ADDRESS_MESSAGES.notFound);
    expect((await call('POST', BUYING_API.addressSetDefault, { id: a.id }, other)).statusCode).toBe(404);
    expect((await call('POST', BUYING_API.addressDelete, { id: a.id }, other)).statusCode).toBe(404);
    expect((await list()).find((x) => x.isDefault)?.id).toBe(a.id);

    expect((await call('POST', BUYING_API.addressSetDefault, { id: b.id })).json().code).toBe(0);
    expect((await list()).filter((x) => x.isDefault).map((x) => x.id)).toEqual([b.id]);
    const viaUpdate = await call('POST', BUYING_API.addressUpdate, { ...XIHU, id: a.id, isDefault: true });
    expect(viaUpdate.json().data.isDefault).toBe(true);
    expect((await list()).filter((x) => x.isDefault).map((x) => x.id)).toEqual([a.id]);
    // isDefault false leaves the default where it is.
    await call('POST', BUYING_API.addressUpdate, { ...XIHU, id: a.id, isDefault: false });
    expect((await list()).filter((x) => x.isDefault).map((x) => x.id)).toEqual([a.id]);

    expect((await call('POST', BUYING_API.addressDelete, { id: a.id })).json().code).toBe(0);
    expect((await list()).filter((x) => x.isDefault).map((x) => x.id)).toEqual([c.id]);
    await call('POST', BUYING_API.addressDelete, { id: b.id });
    await call('POST', BUYING_API.addressDelete, { id: c.id });
    expect(await list()).toEqual([]);
    expect((await call('POST', BUYING_API.addressSetDefault, { id: c.id })).statusCode).toBe(404);
  });

  it('check: exists, is the account’s, and its region codes are still real', async () => {
    const a = (await add(XIHU)).json().data as Address;
    const ok = await call('POST', BUYING_API.addressCheck, { id: a.id });
    expect(ok.json()).toMatchObject({ code: 0, data: { id: a.id, isDefault: true } });
    const foreign = await call('POST', BUYING_API.addressCheck, { id: a.id }, other);
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().msg).toBe(ADDRESS_MESSAGES.notFound);
    // Asked in the same turn (one query for both): the owner gets it, the other account still does not.
    const [mine, theirs] = await Promise.allSettled([
      addresses.check(ctx.database.db, accountId, a.id),
      addresses.check(ctx.database.db, otherId, a.id),
    ]);
    expect(mine).toMatchObject({ status: 'fulfilled', value: { id: a.id } });
    expect(theirs).toMatchObject({ status: 'rejected', reason: { message: ADDRESS_MESSAGES.notFound } });
    await ctx.database.db.updateTable('address').set({ area_code: '330199' }).where('id', '=', a.id).execute();
    expect((await call('POST', BUYING_API.addressCheck, { id: a.id })).json().msg).toBe(ADDRESS_MESSAGES.regionInvalid);
    await expect(addresses.check(ctx.database.db, accountId, a.id)).rejects.toThrow(ADDRESS_MESSAGES.regionInvalid);
    expect(await addresses.defaultAddress(ctx.database.db, accountId)).toMatchObject({ id: a.id });
  });
});

describeOnPostgres('addresses under concurrency on %s', (driver) => {
  let ctx: TestContext;
  let token: string;
  beforeAll(async () => {
    ctx = await createTestApp(driver);
    await createAccount(ctx.database.db, { phone: '13900006003' });
    token = await loginToken(ctx, '13900006003');
  });
  afterAll(() => ctx.close());

  it('30 parallel adds keep 20 and one default; parallel set-defaults leave exactly one default', async () => {
    const adds = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        injectAs(ctx, token, 'POST', BUYING_API.addressAdd, {
          ...NANSHAN,
          detailAddress: `并发${i}`,
          isDefault: i % 3 === 0,
        }),
      ),
    );
    expect(adds.filter((r) => r.statusCode === 200)).toHaveLength(20);
    expect(adds.filter((r) => r.statusCode !== 200).every((r) => r.json().msg === ADDRESS_MESSAGES.limit)).toBe(true);
    const ids: number[] = (await injectAs(ctx, token, 'GET', BUYING_API.addressList))
      .json()
      .data.map((a: Address) => a.id);
    const sets = await Promise.all(ids.map((id) => injectAs(ctx, token, 'POST', BUYING_API.addressSetDefault, { id })));
    expect(sets.every((r) => r.json().code === 0)).toBe(true);
    const defaults = await ctx.database.db.selectFrom('address').select('id').where('is_default', '=', true).execute();
    expect(defaults).toHaveLength(1);
  });
});
