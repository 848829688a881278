/**
 * The sales network kept by staff in the portal (issue 45 §4, /networkManage): customer groups (account module) show
 * in the merchant's session and the dealer list; service outlets and engineers (service centre) on the outlet map.
 * Every write audited; bad input refused in Chinese (400) and nothing changed; anyone but staff refused.
 */
import {
  MERCHANT_GROUP_MESSAGES as G,
  MERCHANT_GROUP_ROUTES as MG,
  POLICY_MESSAGES,
  SERVICE_NETWORK_MESSAGES as N,
  SERVICE_ORDER_ROUTES as S,
  reasonOf,
  type MerchantGroupRow,
  type ServiceOutlet,
} from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRoute, staffCall, staffMember } from './support/catalogue-admin.ts';
import { createAccount, createMerchant } from './support/fixtures.ts';
import { createTestApp, loginToken, type TestContext } from './support/test-app.ts';
import { testDrivers } from './support/test-db.ts';

describe.each(testDrivers())('sales network kept by staff on %s', (driver) => {
  let ctx: TestContext;
  let staff: { accountId: number; token: string };
  let owner: string;
  let merchantNo: string;
  const audits = (action: string) =>
    ctx.database.db
      .selectFrom('audit_log')
      .select(['actor_account_id', 'entity_type', 'before', 'after'])
      .where('action', '=', action)
      .orderBy('id')
      .execute();

  beforeAll(async () => {
    ctx = await createTestApp(driver);
    staff = await staffMember(ctx);
    merchantNo = await createMerchant(ctx.database.db, { enterpriseType: 2, companyName: '嘉兴禾安科技有限公司' });
    await createAccount(ctx.database.db, { phone: '13970000001', identities: [{ merchantNo }] });
    owner = await loginToken(ctx, '13970000001');
  });
  afterAll(() => ctx.close());

  it('staff only: 403 to a dealer, 401 to a guest, on every write and the group list', async () => {
    for (const r of [MG.list, MG.save, MG.remove, S.outletSave, S.engineerSave]) {
      const res = await callRoute(ctx, owner, r, r.method === 'POST' ? {} : undefined);
      expect(res.statusCode, r.id).toBe(403);
      expect(res.json()).toMatchObject({ reason: reasonOf(POLICY_MESSAGES, 'staff') });
      expect((await callRoute(ctx, null, r)).statusCode, r.id).toBe(401);
    }
  });

  it('customer groups: join, rename, leave — in the session, audited; twice 409, unknown merchant 404', async () => {
    const groupsInSession = async () =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api-cloud-merchant-service/v1/account/getLoginSessionInfo',
          headers: { authorization: `Bearer ${owner}` },
        })
      ).json().data.groupBinds;
    expect(await groupsInSession()).toEqual([]);
    const { id } = await staffCall<{ id: number }>(ctx, staff.token, MG.save, {
      merchantNo,
      tagName: '门禁对讲',
      title: '门禁对讲授权经销',
    });
    expect(await groupsInSession()).toEqual([{ title: '门禁对讲授权经销', tagName: '门禁对讲' }]);
    const twice = await callRoute(ctx, staff.token, MG.save, { merchantNo, tagName: '门禁对讲', title: '另一个' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ reason: reasonOf(G, 'taken'), msg: G.taken });
    const unknown = await callRoute(ctx, staff.token, MG.save, { merchantNo: 'M404', tagName: '甲', title: '乙' });
    expect(unknown.json()).toMatchObject({ reason: reasonOf(G, 'merchantNotFound') });
    const blank = await callRoute(ctx, staff.token, MG.save, { merchantNo, tagName: ' ', title: '乙' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().msg).toContain(G.tagRequired);

    await staffCall(ctx, staff.token, MG.save, { id, merchantNo, tagName: '门禁对讲', title: '门禁对讲金牌经销' });
    const found = await staffCall<MerchantGroupRow[]>(ctx, staff.token, MG.list, { keyword: '禾安' });
    expect(found).toEqual([
      expect.objectContaining({ id, companyName: '嘉兴禾安科技有限公司', title: '门禁对讲金牌经销' }),
    ]);
    // paged on the server, the latest change first, with the count of all that match (issue 56 §4)
    for (let i = 1; i <= 11; i++)
      await staffCall(ctx, staff.token, MG.save, { merchantNo, tagName: `分组${i}`, title: `第${i}组` });
    const page = async (q: Record<string, unknown>) => (await callRoute(ctx, staff.token, MG.list, q)).json();
    const first = await page({ keyword: '禾安', page: 1, size: 5 });
    expect(first.count).toBe(12);
    expect(first.data.map((g: MerchantGroupRow) => g.tagName)).toEqual(['分组11', '分组10', '分组9', '分组8', '分组7']);
    const last = await page({ keyword: '禾安', page: 3, size: 5 });
    expect(last.data.map((g: MerchantGroupRow) => g.title)).toEqual(['第1组', '门禁对讲金牌经销']);
    expect((await page({ keyword: '分组1', page: 1, size: 5 })).count).toBe(3);
    for (const g of [...first.data, ...(await page({ keyword: '禾安', page: 2, size: 5 })).data, last.data[0]])
      await staffCall(ctx, staff.token, MG.remove, { id: g.id });
    await staffCall(ctx, staff.token, MG.remove, { id });
    expect(await groupsInSession()).toEqual([]);
    expect((await callRoute(ctx, staff.token, MG.remove, { id })).statusCode).toBe(404);

    const saved = await audits('merchantGroup.save');
    expect(saved.slice(0, 2).map((a) => [a.before, a.after])).toEqual([
      [null, { merchantNo, tagName: '门禁对讲', title: '门禁对讲授权经销' }],
      [
        { merchantNo, tagName: '门禁对讲', title: '门禁对讲授权经销' },
        { merchantNo, tagName: '门禁对讲', title: '门禁对讲金牌经销' },
      ],
    ]);
    expect(saved[0]).toMatchObject({ actor_account_id: staff.accountId, entity_type: 'merchant_group_bind' });
    expect(saved).toHaveLength(2 + 11);
    expect(await audits('merchantGroup.delete')).toHaveLength(1 + 11);
  });

  it('service outlets and engineers: on the outlet map at once, audited; bad input 400, unknown outlet 404', async () => {
    const outlets = async () =>
      (await ctx.app.inject({ method: 'GET', url: S.outlets.path })).json().data as ServiceOutlet[];
    const before = await outlets();
    const body = {
      name: '嘉兴南湖服务网点',
      provinceCode: '330000',
      cityName: '嘉兴市',
      address: '南湖区中环南路 1 号',
      phone: '0573-82226666',
      longitude: 120.755,
      latitude: 30.746,
    };
    for (const [bad, msg] of [
      [{ provinceCode: '330100' }, N.provinceRequired],
      [{ phone: '12345' }, N.phoneRule],
      [{ longitude: 10 }, N.coordinateRule],
      [{ name: '' }, N.nameRequired],
    ] as const) {
      const res = await callRoute(ctx, staff.token, S.outletSave, { ...body, ...bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().msg).toContain(msg);
    }
    expect(await outlets()).toEqual(before);
    const { id } = await staffCall<{ id: number }>(ctx, staff.token, S.outletSave, body);
    const { id: engineerId } = await staffCall<{ id: number }>(ctx, staff.token, S.engineerSave, {
      outletId: id,
      name: '陈工',
      phone: '13970000009',
    });
    await staffCall(ctx, staff.token, S.engineerSave, {
      id: engineerId,
      outletId: id,
      name: '陈建华',
      phone: '13970000009',
    });
    const mine = (await outlets()).find((o) => o.id === id);
    expect(mine).toMatchObject({
      provinceName: '浙江省',
      cityName: '嘉兴市',
      engineers: [{ id: engineerId, name: '陈建华' }],
    });
    await staffCall(ctx, staff.token, S.outletSave, { ...body, id, phone: '0573-82227777' });
    expect((await outlets()).find((o) => o.id === id)?.phone).toBe('0573-82227777');
    const missing = await callRoute(ctx, staff.token, S.engineerSave, {
      outletId: 999_999,
      name: '甲',
      phone: '13970000008',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ reason: reasonOf(N, 'outletNotFound') });
    expect((await audits('serviceOutlet.save')).map((a) => a.entity_type)).toEqual([
      'service_outlet',
      'service_outlet',
    ]);
    expect(await audits('serviceEngineer.save')).toHaveLength(2);
  });
  it('停用 an outlet or an engineer: off the map and out of dispatch and allocation, still in the staff list; 启用 back', async () => {
    const db = ctx.database.db;
    const outlet = async (name: string) =>
      (
        await staffCall<{ id: number }>(ctx, staff.token, S.outletSave, {
          name,
          provinceCode: '320000',
          cityName: '苏州市',
          address: '工业园区星湖街 1 号',
          phone: '0512-66668888',
          longitude: 120.7,
          latitude: 31.3,
        })
      ).id;
    const first = await outlet('苏州园区网点');
    const second = await outlet('苏州新区网点');
    const { id: engineer } = await staffCall<{ id: number }>(ctx, staff.token, S.engineerSave, {
      outletId: second,
      name: '周工',
      phone: '13970000011',
    });
    const onMap = async () =>
      ((await ctx.app.inject({ method: 'GET', url: S.outlets.path })).json().data as ServiceOutlet[]).filter(
        (o) => o.provinceCode === '320000',
      );
    const staffList = () => staffCall<ServiceOutlet[]>(ctx, staff.token, S.manageOutlets);
    expect((await callRoute(ctx, owner, S.manageOutlets)).statusCode).toBe(403);
    expect((await callRoute(ctx, owner, S.outletActive, { id: first, active: false })).statusCode).toBe(403);

    await staffCall(ctx, staff.token, S.outletActive, { id: first, active: false });
    await staffCall(ctx, staff.token, S.outletActive, { id: first, active: false }); // twice: one change, one record
    await staffCall(ctx, staff.token, S.engineerActive, { id: engineer, active: false });
    expect((await onMap()).map((o) => [o.name, o.engineers.length])).toEqual([['苏州新区网点', 0]]);
    const listed = (await staffList()).filter((o) => o.provinceCode === '320000');
    expect(listed.map((o) => [o.name, o.active, o.engineers.map((e) => e.active)])).toEqual([
      ['苏州园区网点', false, []],
      ['苏州新区网点', true, [false]],
    ]);
    expect((await audits('serviceOutlet.active')).map((a) => [a.before, a.after])).toEqual([
      [{ active: true }, { active: false }],
    ]);
    const bad = await callRoute(ctx, staff.token, S.outletActive, { id: first, active: '否' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain(N.activeRequired);
    expect((await callRoute(ctx, staff.token, S.engineerActive, { id: 999_999, active: true })).statusCode).toBe(404);

    // An accepted service order in 江苏: the stopped outlet and engineer cannot be named; allocation skips them.
    const accountId = Number(
      (await db.selectFrom('account').select('id').where('phone', '=', '13970000001').executeTakeFirstOrThrow()).id,
    );
    const order = async (orderNo: string) => {
      await db
        .insertInto('service_order')
        .values({
          order_no: orderNo,
          account_id: accountId,
          service_type: 'repair',
          status: 3,
          fields: '{}',
          address: JSON.stringify({
            provinceCode: '320000',
            provinceName: '江苏省',
            cityCode: '320500',
            cityName: '苏州市',
            areaCode: '320506',
            areaName: '吴中区',
            streetCode: null,
            streetName: null,
            detailAddress: '星湖街 2 号',
            contactName: '邹明',
            contactPhone: '13970000012',
          }),
          province_code: '320000',
          slot_date: '2026-12-01',
          slot: 'pm',
          price_fen: 0,
          parts: '[]',
          photos: '[]',
        })
        .execute();
      return orderNo;
    };
    const a = await order('SV-NETWORK-1');
    const named = await callRoute(ctx, staff.token, S.deskDispatch, { orderNo: a, allocationType: 2, outletId: first });
    expect(named.json()).toMatchObject({ reason: reasonOf(N, 'outletInactive'), msg: N.outletInactive });
    const withEngineer = await callRoute(ctx, staff.token, S.deskDispatch, {
      orderNo: a,
      allocationType: 3,
      outletId: second,
      engineerId: engineer,
    });
    expect(withEngineer.json()).toMatchObject({ reason: reasonOf(N, 'engineerInactive') });
    const auto = await staffCall<{ outletName: string | null }>(ctx, staff.token, S.deskDispatch, {
      orderNo: a,
      allocationType: 1,
    });
    expect(auto.outletName).toBe('苏州新区网点');

    await staffCall(ctx, staff.token, S.outletActive, { id: first, active: true });
    await staffCall(ctx, staff.token, S.engineerActive, { id: engineer, active: true });
    expect((await onMap()).map((o) => [o.name, o.engineers.length])).toEqual([
      ['苏州园区网点', 0],
      ['苏州新区网点', 1],
    ]);
    const b = await order('SV-NETWORK-2');
    const again = await staffCall<{ outletName: string | null }>(ctx, staff.token, S.deskDispatch, {
      orderNo: b,
      allocationType: 1,
    });
    expect(again.outletName).toBe('苏州园区网点');
  });
});
