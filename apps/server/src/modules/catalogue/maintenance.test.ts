/**
 * Catalogue maintenance by staff over HTTP (issue 42 part 3): categories and attributes, families, models with
 * prices and attribute values, the refusals (400 in Chinese, 409 for what must not happen twice, 403 for anyone but
 * staff), and the audit log of every write.
 */
import {
  AUDIT_ROUTES,
  CATALOGUE_ADMIN_API,
  CATALOGUE_ADMIN_MESSAGES as M,
  POLICY_MESSAGES,
  PRODUCT_FIELD_MESSAGES as F,
  reasonOf,
  type AdminCategory,
  type AdminSpuDetail,
} from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  R,
  callRoute,
  freshCatalogueIds,
  skuBody,
  staffCall,
  staffMember,
} from '../../../test/support/catalogue-admin.ts';
import { createAccount } from '../../../test/support/fixtures.ts';
import { makePng } from '../../../test/support/png.ts';
import { createTestApp, injectAs, loginToken, type TestContext } from '../../../test/support/test-app.ts';
import { testDrivers } from '../../../test/support/test-db.ts';

const MANAGE_ROUTES = Object.values(R).filter((r) => 'policy' in r && r.policy === 'staff');

describe.each(testDrivers())('catalogue maintenance by staff on %s', (driver) => {
  let ctx: TestContext;
  let staff: { accountId: number; token: string };
  let person: string;
  const ids = { cams: 0, bullet: 0, storage: 0, lens: 0, sensor: 0, spu: 0, sku: 0 };
  const call = (r: (typeof MANAGE_ROUTES)[number], input?: Record<string, unknown>) =>
    staffCall<Record<string, unknown>>(ctx, staff.token, r, input);
  const refused = async (r: (typeof MANAGE_ROUTES)[number], input: Record<string, unknown>) => {
    const res = await callRoute(ctx, staff.token, r, input);
    return { status: res.statusCode, ...(res.json() as { msg: string; reason: string }) };
  };
  const auditRows = (action: string) =>
    ctx.database.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute();

  beforeAll(async () => {
    ctx = await createTestApp(driver);
    await freshCatalogueIds(ctx.database.db);
    staff = await staffMember(ctx);
    await createAccount(ctx.database.db, { phone: '13800138999' });
    person = await loginToken(ctx, '13800138999');
  });
  afterAll(() => ctx.close());

  it('refuses every maintenance route to a signed-in account that is not staff (403) and a guest (401)', async () => {
    expect(MANAGE_ROUTES.length).toBe(13);
    for (const r of MANAGE_ROUTES) {
      const res = await callRoute(ctx, person, r, r.method === 'GET' ? { id: 1 } : { id: 1, status: 1 });
      expect(res.statusCode, r.id).toBe(403);
      expect(res.json(), r.id).toMatchObject({ reason: reasonOf(POLICY_MESSAGES, 'staff') });
      expect((await callRoute(ctx, null, r)).statusCode, r.id).toBe(401);
    }
    const upload = await injectAs(ctx, person, 'POST', CATALOGUE_ADMIN_API.upload, {});
    expect(upload.statusCode).toBe(403);
  });

  it('builds two levels of categories with their attributes; a second one of the same name under a parent is 409', async () => {
    ids.cams = Number((await call(R.manageSaveCategory, { parentId: null, name: '网络摄像机', sort: 1 })).id);
    ids.bullet = Number((await call(R.manageSaveCategory, { parentId: ids.cams, name: '枪型网络摄像机' })).id);
    ids.storage = Number((await call(R.manageSaveCategory, { parentId: null, name: '存储' })).id);
    // the same name under another parent is another category
    await call(R.manageSaveCategory, { parentId: ids.storage, name: '枪型网络摄像机' });
    const twice = await refused(R.manageSaveCategory, { parentId: ids.cams, name: ' 枪型网络摄像机 ' });
    expect(twice).toMatchObject({ status: 409, reason: reasonOf(M, 'categoryNameTaken'), msg: M.categoryNameTaken });
    const under = await refused(R.manageSaveCategory, { parentId: ids.bullet, name: '三级' });
    expect(under).toMatchObject({ status: 422, reason: reasonOf(M, 'parentNotFirst') });

    ids.lens = Number(
      (
        await call(R.manageSaveAttr, {
          categoryId: ids.bullet,
          attrKey: 'lensMm',
          attrName: '焦距',
          unit: 'mm',
          valueType: 'number',
          filterable: true,
        })
      ).id,
    );
    ids.sensor = Number(
      (
        await call(R.manageSaveAttr, {
          categoryId: ids.bullet,
          attrKey: 'sensor',
          attrName: '传感器',
          filterable: true,
        })
      ).id,
    );
    const dupKey = await refused(R.manageSaveAttr, { categoryId: ids.bullet, attrKey: 'lensMm', attrName: '镜头' });
    expect(dupKey).toMatchObject({ status: 409, reason: reasonOf(M, 'attrKeyTaken') });
    const onFirst = await refused(R.manageSaveAttr, { categoryId: ids.cams, attrKey: 'x', attrName: '某属性' });
    expect(onFirst).toMatchObject({ status: 422, reason: reasonOf(M, 'secondCategoryRequired') });

    const tree = (await staffCall<AdminCategory[]>(ctx, staff.token, R.manageCategories)).find(
      (c) => c.id === ids.cams,
    )!;
    expect(tree.children.map((c) => c.name)).toEqual(['枪型网络摄像机']);
    expect(tree.children[0]!.attrs.map((a) => [a.attrKey, a.attrName, a.valueType, a.filterable])).toEqual([
      ['lensMm', '焦距', 'number', true],
      ['sensor', '传感器', 'text', true],
    ]);
    // the buyers' tree has them at once
    const open = await injectAs(ctx, null, 'GET', R.categoryTree.path);
    const names = JSON.stringify(open.json().data);
    expect(names).toContain('枪型网络摄像机');
    // off (停用): gone from the buyers' tree at once, back when on
    const spare = Number((await call(R.manageSaveCategory, { parentId: ids.cams, name: '停用测试' })).id);
    const openNames = async () => JSON.stringify((await injectAs(ctx, null, 'GET', R.categoryTree.path)).json().data);
    expect(await openNames()).toContain('停用测试');
    await call(R.manageSaveCategory, { id: spare, parentId: ids.cams, name: '停用测试', status: 1 });
    expect(await openNames()).not.toContain('停用测试');
    expect((await auditRows('catalogue.category.save')).length).toBe(6);
    expect((await auditRows('catalogue.attr.save')).length).toBe(2);
  });

  it('creates a family and a model with prices and attribute values; the model number is unique (409)', async () => {
    const spu = await call(R.manageSaveSpu, {
      spuName: '400万像素红外枪型网络摄像机',
      brandName: '海昱',
      secondCategoryId: ids.bullet,
      saleType: '经销',
      labels: 1,
      spuDesc: '夜视 50 米',
      modelRemark: '含支架',
      picUrl: '/static/uploads/catalogue/a.png',
    });
    ids.spu = Number(spu.id);
    expect(spu.spuNo).toMatch(/^P[0-9A-F]{10}$/);
    const sameNo = await refused(R.manageSaveSpu, {
      spuNo: spu.spuNo,
      spuName: '另一个商品',
      brandName: '海昱',
      secondCategoryId: ids.bullet,
      saleType: '经销',
    });
    expect(sameNo).toMatchObject({ status: 409, reason: reasonOf(M, 'spuNoTaken'), msg: M.spuNoTaken });
    const sku = await call(
      R.manageSaveSku,
      skuBody(ids.spu, 'DS-2CD3T46(4mm)', {
        priceFen: 129900,
        wholesalePriceFen: 99900,
        marketPriceFen: 159900,
        stock: 25,
        attrs: [
          { attrId: ids.lens, value: '4mm' },
          { attrId: ids.sensor, value: '1/3" CMOS' },
        ],
      }),
    );
    ids.sku = Number(sku.id);
    const detail = await staffCall<AdminSpuDetail>(ctx, staff.token, R.manageSpuDetail, { id: ids.spu });
    expect(detail).toMatchObject({
      spuName: '400万像素红外枪型网络摄像机',
      brandName: '海昱',
      categoryName: '网络摄像机 / 枪型网络摄像机',
      saleType: '经销',
      software: false,
      minPriceFen: 129900,
    });
    expect(detail.skus[0]).toMatchObject({
      skuNo: 'DS-2CD3T46(4mm)',
      priceFen: 129900,
      wholesalePriceFen: 99900,
      marketPriceFen: 159900,
      stock: 25,
      attrs: [
        { attrId: ids.lens, value: '4mm' },
        { attrId: ids.sensor, value: '1/3" CMOS' },
      ],
    });
    const row = await ctx.database.db
      .selectFrom('sku')
      .select('attrs')
      .where('id', '=', ids.sku)
      .executeTakeFirstOrThrow();
    expect(row.attrs).toEqual({ lensMm: 4, sensor: '1/3" CMOS' });

    const twice = await refused(R.manageSaveSku, skuBody(ids.spu, 'DS-2CD3T46(4mm)'));
    expect(twice).toMatchObject({ status: 409, reason: reasonOf(M, 'skuNoTaken'), msg: M.skuNoTaken });
    const page = await callRoute(ctx, staff.token, R.manageSpuPage, { keyword: 'ds-2cd3t46' });
    expect(page.json().data.map((s: { id: number }) => s.id)).toEqual([ids.spu]);
    expect(page.json().count).toBe(1);
    // the totals are kept per filter until the catalogue's next write: a new family counts at once
    const all = async () => (await callRoute(ctx, staff.token, R.manageSpuPage, {})).json().count as number;
    const before = await all();
    const another = await call(R.manageSaveSpu, {
      spuName: '400万像素红外半球网络摄像机',
      brandName: '海昱',
      secondCategoryId: ids.bullet,
      saleType: '经销',
    });
    expect(await all()).toBe(before + 1);
    await call(R.manageSpuShelf, { id: Number(another.id), status: 1 });
    const off = await callRoute(ctx, staff.token, R.manageSpuPage, { status: 1 });
    expect(off.json().data.map((s: { id: number }) => s.id)).toContain(Number(another.id));
    expect(off.json().count).toBe(off.json().data.length);

    // the buyers' list and detail have it at once, filterable by its attribute
    const list = await injectAs(
      ctx,
      null,
      'GET',
      `${R.spuPage.path}?categoryIds=${ids.bullet}&attributesStr=lensMm:4mm`,
    );
    expect(list.json().data.map((s: { spuNo: string; minPrice: number }) => [s.spuNo, s.minPrice])).toEqual([
      [spu.spuNo, 129900],
    ]);
  });

  it('files a family under its second category’s parent, following a move; the software flag reaches the buyers', async () => {
    const spuNo = (await staffCall<AdminSpuDetail>(ctx, staff.token, R.manageSpuDetail, { id: ids.spu })).spuNo;
    const save = (over: Record<string, unknown>) =>
      call(R.manageSaveSpu, {
        id: ids.spu,
        spuName: '400万像素红外枪型网络摄像机',
        brandName: '海昱',
        secondCategoryId: ids.bullet,
        saleType: '经销',
        ...over,
      });
    await save({ software: true });
    const open = async () =>
      (await injectAs(ctx, null, 'GET', R.spuDetail.path.replace(':id', spuNo))).json().data as {
        skuType: number;
        firstCategoryId: number;
      };
    expect(await open()).toMatchObject({ skuType: 2, firstCategoryId: ids.cams });
    await save({ software: false });
    expect((await open()).skuType).toBe(0);

    await call(R.manageSaveCategory, { id: ids.bullet, parentId: ids.storage, name: '枪型网络摄像机2' });
    expect((await open()).firstCategoryId).toBe(ids.storage);
    await call(R.manageSaveCategory, { id: ids.bullet, parentId: ids.cams, name: '枪型网络摄像机' });
    expect((await open()).firstCategoryId).toBe(ids.cams);
    const first = await refused(R.manageSaveCategory, { id: ids.cams, parentId: ids.storage, name: '网络摄像机' });
    expect(first).toMatchObject({ status: 422, reason: reasonOf(M, 'categoryHasChildren') });
  });

  it('answers bad fields with 400 and the field rules’ Chinese words, and writes nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ priceFen: -1 }, F.priceNegative],
      [{ priceFen: 12.5 }, F.priceNotNumber],
      [{ priceFen: 'abc' }, F.priceNotNumber],
      [{ stock: 1.5 }, F.stockNotInteger],
      [{ stock: -3 }, F.stockNegative],
      [{ skuNo: 'DS 2CD' }, F.skuNoBadShape],
      [{ skuNo: '' }, F.skuNoRequired],
      [{ status: 2 }, F.shelfUnknown],
    ];
    for (const [over, msg] of cases) {
      const res = await refused(R.manageSaveSku, skuBody(ids.spu, 'NEW-1', over));
      expect([res.status, res.msg], JSON.stringify(over)).toEqual([400, msg]);
    }
    const attr = await refused(
      R.manageSaveSku,
      skuBody(ids.spu, 'NEW-1', { attrs: [{ attrId: ids.lens, value: '四毫米' }] }),
    );
    expect(attr).toMatchObject({ status: 400, msg: `焦距：${F.attrNotNumber}`, reason: reasonOf(F, 'attrNotNumber') });
    const saleType = await refused(R.manageSaveSpu, {
      spuName: '某商品',
      brandName: '海昱',
      secondCategoryId: ids.bullet,
      saleType: '直销',
    });
    expect([saleType.status, saleType.msg]).toEqual([400, F.saleTypeUnknown]);
    const name = await refused(R.manageSaveCategory, { parentId: null, name: '  ' });
    expect([name.status, name.msg]).toEqual([400, M.categoryNameRequired]);
    const outside = await refused(R.manageSaveSpu, {
      spuName: '某商品',
      brandName: '海昱',
      secondCategoryId: ids.bullet,
      saleType: '经销',
      picUrl: 'https://elsewhere.example/a.png',
    });
    expect([outside.status, outside.msg]).toEqual([400, M.badPicture]);
    const n = await ctx.database.db
      .selectFrom('sku')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('sku_no', '=', 'NEW-1')
      .executeTakeFirstOrThrow();
    expect(Number(n.n)).toBe(0);
  });

  it('records every write in the audit log with who, before and after, which staff read on the log page', async () => {
    const body = skuBody(ids.spu, 'DS-2CD3T46(4mm)', { id: ids.sku, priceFen: 119900, stock: 25 });
    await call(R.manageSaveSku, { ...body, attrs: [] });
    const rows = await auditRows('catalogue.sku.save');
    const last = rows.at(-1)!;
    expect(Number(last.actor_account_id)).toBe(staff.accountId);
    expect(last.entity_type).toBe('sku');
    expect(last.before).toMatchObject({ priceFen: 129900, stock: 25 });
    expect(last.after).toMatchObject({ priceFen: 119900, stock: 25, attrs: { lensMm: 4 } });
    const log = await injectAs(ctx, staff.token, 'GET', `${AUDIT_ROUTES.page.path}?action=catalogue.sku.save`);
    expect(log.json().data[0]).toMatchObject({ actionLabel: '保存型号（价格、库存、属性）', entityType: 'sku' });
    expect((await auditRows('catalogue.spu.save')).length).toBe(4); // three here, one counted by the totals' step
  });

  it('keeps the stock orders took when the form saves an unchanged stock (stockSeen), sets it when changed', async () => {
    await ctx.database.db.updateTable('sku').set({ stock: 20 }).where('id', '=', ids.sku).execute(); // an order took 5
    await call(R.manageSaveSku, skuBody(ids.spu, 'DS-2CD3T46(4mm)', { id: ids.sku, stock: 25, stockSeen: 25 }));
    const kept = await ctx.database.db
      .selectFrom('sku')
      .select('stock')
      .where('id', '=', ids.sku)
      .executeTakeFirstOrThrow();
    expect(kept.stock).toBe(20);
    await call(R.manageSaveSku, skuBody(ids.spu, 'DS-2CD3T46(4mm)', { id: ids.sku, stock: 40, stockSeen: 25 }));
    const set = await ctx.database.db
      .selectFrom('sku')
      .select('stock')
      .where('id', '=', ids.sku)
      .executeTakeFirstOrThrow();
    expect(set.stock).toBe(40);
  });

  it('uploads a picture into the file store for staff, and refuses what is not a JPG or PNG', async () => {
    const form = (name: string, data: Buffer, type: string) => {
      const boundary = '----catalogue-admin-test';
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
        ),
        data,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return ctx.app.inject({
        method: 'POST',
        url: CATALOGUE_ADMIN_API.upload,
        payload,
        headers: {
          authorization: `Bearer ${staff.token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
      });
    };
    const ok = await form('a.png', makePng(4, 4), 'image/png');
    expect(ok.statusCode, ok.body).toBe(200);
    const url = ok.json().data.url as string;
    expect(url).toMatch(/^\/.*uploads\/catalogue\/.+\.png$/);
    const served = await ctx.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    const bad = await form('a.png', Buffer.from('not a picture'), 'image/png');
    expect([bad.statusCode, bad.json().msg]).toEqual([400, M.pictureRule]);
  });
});
