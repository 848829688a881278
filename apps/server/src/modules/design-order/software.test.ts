import { LINE_MESSAGES, PRICING_MESSAGES } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/support/fixtures.ts';
import { createTestApp, injectAs, loginToken, type TestContext } from '../../../test/support/test-app.ts';
import { testDrivers } from '../../../test/support/test-db.ts';

const P = '/api-cloud-merchant-service/v1/design';

/** Software: a free platform product with two models, a paid platform product, and an analytics licence. */
const SOFTWARE: { spu: string; cat: number; used: number; skus: [string, number][] }[] = [
  {
    spu: 'SPU-SW-FREE',
    cat: 1301,
    used: 9,
    skus: [
      ['SW-FREE-1', 0],
      ['SW-FREE-2', 0],
    ],
  },
  { spu: 'SPU-SW-PAID', cat: 1301, used: 1, skus: [['SW-PAID', 680000]] },
  { spu: 'SPU-SW-AI', cat: 1302, used: 3, skus: [['SW-AI', 120000]] },
];

describe.each(testDrivers())('software rules of the design list on %s', (driver) => {
  let ctx: TestContext;
  let token: string;
  const call = (method: 'GET' | 'POST', url: string, payload?: unknown) => injectAs(ctx, token, method, url, payload);
  const price = (sku: string) => SOFTWARE.flatMap((s) => s.skus).find(([no]) => no === sku)![1];
  const spuOf = (sku: string) => SOFTWARE.find((s) => s.skus.some(([no]) => no === sku))!.spu;
  const line = (sku: string, quantity = 1) => ({
    spuNo: spuOf(sku),
    skuNo: sku,
    price: price(sku),
    rate: 10000,
    quantity,
  });
  const save = (...lines: object[]) => call('POST', `${P}/favorite/update`, { list: lines });
  const skus = async () =>
    ((await call('GET', `${P}/favorite/list`)).json().data.lines as { skuNo: string }[]).map((l) => l.skuNo).sort();

  beforeAll(async () => {
    ctx = await createTestApp(driver);
    const db = ctx.database.db;
    await db.insertInto('category').values({ id: 13, parent_id: null, name: '软件与授权', sort: 9 }).execute();
    await db
      .insertInto('category')
      .values([
        { id: 1301, parent_id: 13, name: '平台软件', sort: 1 },
        { id: 1302, parent_id: 13, name: '智能分析授权', sort: 2 },
      ])
      .execute();
    for (const s of SOFTWARE) {
      const spu = await db
        .insertInto('spu')
        .values({
          spu_no: s.spu,
          spu_name: `软件${s.spu}`,
          first_category_id: 13,
          second_category_id: s.cat,
          sku_type: 2,
          sku_sale_type: '经销',
          times_used: s.used,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const [i, [no, fen]] of s.skus.entries()) {
        await db
          .insertInto('sku')
          .values({ spu_id: spu.id, sku_no: no, sku_name: `软件 ${no}`, model: no, price_fen: fen, sort: i + 1 })
          .execute();
      }
    }
    await createAccount(db, { phone: '13900019001' });
    token = await loginToken(ctx, '13900019001');
  });
  afterAll(() => ctx.close());

  it('one product per software category; a save that removes the old one may add the new one', async () => {
    expect((await save(line('SW-PAID'), line('SW-AI'))).json().code).toBe(0);
    const same = await save(line('SW-FREE-1'));
    expect(same.statusCode).toBe(422);
    expect(same.json().msg).toBe(PRICING_MESSAGES.bigCategoryExists);
    expect(await skus()).toEqual(['SW-AI', 'SW-PAID']);
    // Two of one category in one save.
    await save(line('SW-PAID', 0));
    const both = await save(line('SW-PAID'), line('SW-FREE-1'));
    expect(both.json().msg).toBe(PRICING_MESSAGES.bigCategoryExists);
    expect(await skus()).toEqual(['SW-AI']);
    // Swapping inside one save is fine.
    expect((await save(line('SW-PAID'))).json().code).toBe(0);
    expect((await save(line('SW-PAID', 0), line('SW-FREE-1'))).json().code).toBe(0);
    expect(await skus()).toEqual(['SW-AI', 'SW-FREE-1']);
  });

  it('a free product at most 1 and not twice, whichever of its models', async () => {
    const two = await save(line('SW-FREE-1', 2));
    expect(two.json().msg).toBe(PRICING_MESSAGES.freeSoftwareQuantity);
    const again = await save(line('SW-FREE-2'));
    expect(again.statusCode).toBe(422);
    expect(again.json().msg).toBe(PRICING_MESSAGES.freeSoftwareTwice);
    // Updating the line already there is not adding it again.
    expect((await save(line('SW-FREE-1', 1))).json().code).toBe(0);
    expect(await skus()).toEqual(['SW-AI', 'SW-FREE-1']);
  });

  it('adds one item for every software category not yet in the list', async () => {
    await call('POST', `${P}/favorite/remove`, { deleteAll: true });
    await save(line('SW-AI'));
    const fill = (await call('POST', `${P}/software/fill`)).json();
    // 平台软件 is missing: its most used product's first model joins; 智能分析授权 is there already.
    expect(fill).toMatchObject({ code: 0, data: { added: ['软件 SW-FREE-1'] } });
    expect(await skus()).toEqual(['SW-AI', 'SW-FREE-1']);
    expect((await call('POST', `${P}/software/fill`)).json().data.added).toEqual([]);
    await call('POST', `${P}/favorite/remove`, { deleteAll: true });
    expect((await call('POST', `${P}/software/fill`)).json().data.added).toEqual(['软件 SW-FREE-1', '软件 SW-AI']);
  });

  it('joining an existing order keeps the rules: a free product it has, or a second of its category, is refused', async () => {
    type Line = { id: number; skuNo: string; amount: number; quantity: number };
    const listLines = async () => (await call('GET', `${P}/favorite/list`)).json().data.lines as Line[];
    const chosen = await listLines();
    const amount = chosen.reduce((s, l) => s + l.amount, 0);
    const generated = await call('POST', `${P}/order/generate`, {
      name: '软件方案',
      amount,
      preferential: 0,
      productLists: chosen,
    });
    expect(generated.json().code).toBe(0);
    const orderId = generated.json().data.id as number;
    const orderLines = async () =>
      ((await call('GET', `${P}/order/detail?id=${orderId}`)).json().data.lines as Line[])
        .map((l) => `${l.skuNo}×${l.quantity}`)
        .sort();
    const join = async (sku: string) => {
      await call('POST', `${P}/favorite/remove`, { deleteAll: true });
      expect((await save(line(sku))).json().code).toBe(0);
      return call('POST', `${P}/order/editAddProductBatch`, { id: orderId, productSaveDTOS: await listLines() });
    };
    for (const [sku, msg] of [
      ['SW-FREE-1', PRICING_MESSAGES.freeSoftwareTwice],
      ['SW-FREE-2', PRICING_MESSAGES.freeSoftwareTwice],
      ['SW-PAID', PRICING_MESSAGES.bigCategoryExists],
    ] as const) {
      const res = await join(sku);
      expect(res.statusCode, sku).toBe(422);
      expect(res.json().msg).toBe(msg);
      // Nothing written: the order as generated, the line still in the list.
      expect(await orderLines()).toEqual(['SW-AI×1', 'SW-FREE-1×1']);
      expect(await skus()).toEqual([sku]);
    }
    // A paid product the order has already adds up.
    expect((await join('SW-AI')).json().code).toBe(0);
    expect(await orderLines()).toEqual(['SW-AI×2', 'SW-FREE-1×1']);
  });

  it('a request naming a model twice is refused with nothing written', async () => {
    await call('POST', `${P}/favorite/remove`, { deleteAll: true });
    const twice = await save(line('SW-AI'), line('SW-AI', 2));
    expect(twice.statusCode).toBe(400);
    expect(twice.json().msg).toBe(LINE_MESSAGES.repeated('SW-AI'));
    expect(await skus()).toEqual([]);
  });
});
