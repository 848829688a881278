import { SCENE_MESSAGES } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createMerchant } from '../../../test/support/fixtures.ts';
import { createTestApp, injectAs, loginToken, type TestContext } from '../../../test/support/test-app.ts';
import { testDrivers } from '../../../test/support/test-db.ts';
import { createTestCatalogue } from '../../../test/support/catalogue.ts';

const P = '/api-cloud-merchant-service/v1/design';

interface Line {
  id: number;
  skuNo: string;
  spuNo: string;
  price: number | null;
  rate: number;
  ratePrice: number;
  quantity: number;
}

describe.each(testDrivers())('scene parameters and survey points of design orders on %s', (driver) => {
  let ctx: TestContext;
  let token: string;
  let sceneOrder = 0;
  let plainOrder = 0;

  const call = (method: 'GET' | 'POST', url: string, payload?: unknown) => injectAs(ctx, token, method, url, payload);
  const detail = async (id: number) => (await call('GET', `${P}/order/detail?id=${id}`)).json().data;
  const lineOf = async (id: number, skuNo: string) =>
    ((await detail(id)).lines as Line[]).find((l) => l.skuNo === skuNo)!;
  const edit = (l: Line, quantity: number, extra: object = {}) => ({
    id: l.id,
    spuNo: l.spuNo,
    skuNo: l.skuNo,
    price: l.price,
    rate: l.rate,
    ratePrice: l.ratePrice,
    quantity,
    ...extra,
  });

  /** Puts B4 ×5 and the disk ×4 into a new order (with the scene when given). */
  const order = async (sceneId: number | null) => {
    await call('POST', `${P}/favorite/update`, {
      list: [
        { spuNo: 'SPU-B4', skuNo: 'SKU-B4-4', price: 39900, rate: 10000, quantity: 5 },
        { spuNo: 'SPU-HD', skuNo: 'SKU-HD-4T', price: 59900, rate: 10000, quantity: 4 },
      ],
    });
    const lines = (await call('GET', `${P}/favorite/list`)).json().data.lines as Line[];
    const res = await call('POST', `${P}/order/generate`, {
      name: sceneId ? '停车场勘测' : '无场景',
      sceneId,
      orderType: sceneId ? 11 : null,
      amount: 39900 * 5 + 59900 * 4,
      preferential: 0,
      productLists: lines.map((l) => ({ ...l })),
    });
    expect(res.json().code).toBe(0);
    return res.json().data.id as number;
  };

  beforeAll(async () => {
    ctx = await createTestApp(driver);
    const db = ctx.database.db;
    await createTestCatalogue(db);
    const m = await createMerchant(db, { enterpriseType: 1 });
    await createAccount(db, { phone: '13900018001', surveyPermission: true, identities: [{ merchantNo: m }] });
    token = await loginToken(ctx, '13900018001');
    sceneOrder = await order(8);
    plainOrder = await order(null);
    // The survey placed three B4 cameras at points of the parking-lot scene.
    await db
      .insertInto('design_point')
      .values([1, 2, 3].map((n) => ({ order_id: sceneOrder, scene_id: 8, sku_no: 'SKU-B4-4', label: `入口${n}` })))
      .execute();
  });
  afterAll(() => ctx.close());

  it('edits from the scene: lowering to the units placed is allowed, below them is code 1 and nothing changes', async () => {
    const b4 = await lineOf(sceneOrder, 'SKU-B4-4');
    const ok = await call('POST', `${P}/order/updateDesignProduct`, {
      id: sceneOrder,
      queryType: 1,
      productList: [edit(b4, 3, { sceneId: 8 })],
    });
    expect(ok.json().code).toBe(0);
    expect((await lineOf(sceneOrder, 'SKU-B4-4')).quantity).toBe(3);
    const before = await detail(sceneOrder);

    const refused = await call('POST', `${P}/order/updateDesignProduct`, {
      id: sceneOrder,
      queryType: 1,
      productList: [edit(b4, 2, { sceneId: 8 })],
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 1, msg: SCENE_MESSAGES.placedQuantity(3) });
    // Zero would remove it: the other wording.
    const zero = await call('POST', `${P}/order/updateDesignProduct`, {
      id: sceneOrder,
      productList: [edit(b4, 0, { sceneId: 8 })],
    });
    expect(zero.json()).toMatchObject({ code: 1, msg: SCENE_MESSAGES.placedRemove });
    const after = await detail(sceneOrder);
    expect(after.lines).toEqual(before.lines);
    expect(after.amount).toBe(before.amount);
  });

  it('checks the scene parameters against the order', async () => {
    const b4 = await lineOf(sceneOrder, 'SKU-B4-4');
    const cases: [number, object, string][] = [
      [sceneOrder, { queryType: 1, productList: [edit(b4, 4)] }, SCENE_MESSAGES.sceneRequired],
      [sceneOrder, { queryType: 1, productList: [edit(b4, 4, { sceneId: 3 })] }, SCENE_MESSAGES.sceneMismatch],
      [sceneOrder, { queryType: 0, productList: [edit(b4, 4, { sceneId: 3 })] }, SCENE_MESSAGES.sceneMismatch],
    ];
    const plainB4 = await lineOf(plainOrder, 'SKU-B4-4');
    cases.push([plainOrder, { queryType: 1, productList: [edit(plainB4, 4, { sceneId: 8 })] }, SCENE_MESSAGES.noScene]);
    for (const [id, body, msg] of cases) {
      const res = await call('POST', `${P}/order/updateDesignProduct`, { id, ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().msg).toBe(msg);
    }
    expect((await lineOf(sceneOrder, 'SKU-B4-4')).quantity).toBe(3);
    // queryType 0 on the order's list without a scene is the ordinary edit.
    const ok = await call('POST', `${P}/order/updateDesignProduct`, {
      id: plainOrder,
      queryType: 0,
      productList: [edit(plainB4, 2)],
    });
    expect(ok.json().code).toBe(0);
  });

  it('removes from the scene: a placed product is refused with code 1, others go whole or by quantity', async () => {
    const placed = await call('POST', `${P}/order/removeDesignProduct`, {
      id: sceneOrder,
      deleteType: 1,
      sceneId: 8,
      skuNo: 'SKU-B4-4',
      spuNo: 'SPU-B4',
    });
    expect(placed.json()).toMatchObject({ code: 1, msg: SCENE_MESSAGES.placedRemove });
    expect(
      (
        await call('POST', `${P}/order/removeDesignProduct`, {
          id: sceneOrder,
          deleteType: 1,
          sceneId: 8,
          skuNo: 'SKU-B4-4',
          quantity: 1,
        })
      ).json().code,
    ).toBe(1);
    expect((await lineOf(sceneOrder, 'SKU-B4-4')).quantity).toBe(3);

    const disk = await lineOf(sceneOrder, 'SKU-HD-4T');
    const partial = await call('POST', `${P}/order/removeDesignProduct`, {
      id: sceneOrder,
      deleteType: 1,
      sceneId: 8,
      configId: disk.id,
      quantity: 1,
      privateTenant: null,
    });
    expect(partial.json().code).toBe(0);
    expect(await lineOf(sceneOrder, 'SKU-HD-4T')).toMatchObject({ quantity: 3, amount: 59900 * 3 });
    expect((await detail(sceneOrder)).amount).toBe(39900 * 3 + 59900 * 3);

    // deleteType 1 needs the order's scene; privateTenant must be the product's.
    const noScene = await call('POST', `${P}/order/removeDesignProduct`, {
      id: sceneOrder,
      deleteType: 1,
      configId: disk.id,
    });
    expect(noScene.statusCode).toBe(400);
    expect(noScene.json().msg).toBe(SCENE_MESSAGES.sceneRequired);
    const otherScene = await call('POST', `${P}/order/removeDesignProduct`, {
      id: sceneOrder,
      deleteType: 1,
      sceneId: 2,
      configId: disk.id,
    });
    expect(otherScene.json().msg).toBe(SCENE_MESSAGES.sceneMismatch);
    const tenant = await call('POST', `${P}/order/removeDesignProduct`, {
      id: sceneOrder,
      configId: disk.id,
      privateTenant: 'M99999',
    });
    expect(tenant.statusCode).toBe(400);
    expect(tenant.json().msg).toBe(SCENE_MESSAGES.tenantMismatch);

    // A batch with one placed line removes nothing.
    const b4 = await lineOf(sceneOrder, 'SKU-B4-4');
    const batch = await call('POST', `${P}/order/removeDesignProduct`, { id: sceneOrder, lineIds: [disk.id, b4.id] });
    expect(batch.json().code).toBe(1);
    expect((await detail(sceneOrder)).lines).toHaveLength(2);

    const whole = await call('POST', `${P}/order/removeDesignProduct`, {
      id: sceneOrder,
      deleteType: 1,
      sceneId: 8,
      skuNo: 'SKU-HD-4T',
    });
    expect(whole.json().code).toBe(0);
    expect((await detail(sceneOrder)).lines.map((l: Line) => l.skuNo)).toEqual(['SKU-B4-4']);
  });

  it('once the points are removed in the scene, the line may go', async () => {
    await ctx.database.db.deleteFrom('design_point').where('order_id', '=', sceneOrder).execute();
    const b4 = await lineOf(sceneOrder, 'SKU-B4-4');
    const res = await call('POST', `${P}/order/removeDesignProduct`, { id: sceneOrder, lineIds: [b4.id] });
    expect(res.json().code).toBe(0);
    expect((await detail(sceneOrder)).lines).toHaveLength(0);
  });

  it('joins list lines only to the order’s own scene', async () => {
    await call('POST', `${P}/favorite/update`, {
      list: [{ spuNo: 'SPU-B8', skuNo: 'SKU-B8-4', price: 89900, rate: 10000, quantity: 1 }],
    });
    const lines = (await call('GET', `${P}/favorite/list`)).json().data.lines as Line[];
    const wrong = await call('POST', `${P}/order/addDesignProduct`, {
      id: sceneOrder,
      productSaveDTOS: lines,
      sceneId: 1,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().msg).toBe(SCENE_MESSAGES.sceneMismatch);
    const ok = await call('POST', `${P}/order/addDesignProduct`, {
      id: sceneOrder,
      productSaveDTOS: lines,
      sceneId: 8,
    });
    expect(ok.json().code).toBe(0);
  });
});
