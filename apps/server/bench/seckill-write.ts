/**
 * Phase 2 of the flash-sale benchmark (seckill.ts): the buy's write alone (holdInTurn, as the server writes it: one
 * statement per buy, or per batch of the buys that queued behind the activity's write in flight), from this process
 * straight to PostgreSQL; and what both phases share.
 */
import { SECKILL_ORDER_TYPE } from '@portal/domain';
import { openDatabase } from '../src/db/database.ts';
import { batchesWritten, holdInTurn } from '../src/modules/seckill/index.ts';

export const P = '/api-cloud-merchant-service/v1';
export const STOCK = 1000;

export interface SeckillRow {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

export async function json<T>(res: Response): Promise<T> {
  const body = (await res.json()) as { code: number; msg: string; data: T };
  if (!res.ok || body.code !== 0) throw new Error(`${res.url}: ${res.status} ${body.msg}`);
  return body.data;
}

export const pct = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : 0;

/** Phase 2: the buy's write alone (one statement), from this process (see the file's comment). */
export async function transactionOnly(
  url: string,
  pgUrl: string,
  salesToken: string,
  skuNo: string,
  origin: number,
  ids: number[],
  addressOf: Map<number, number>,
  stamp: string,
): Promise<SeckillRow> {
  const concurrency = Number(process.env.BENCH_SECKILL_TX_CONCURRENCY || 32);
  const seckillPriceFen = Math.max(100, Math.floor(origin / 200) * 100);
  const activity = await json<{ activityNo: string }>(
    await fetch(`${url}${P}/seckill/manage/save`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${salesToken}` },
      body: JSON.stringify({
        pType: 1,
        kind: 1,
        goodsNo: skuNo,
        title: `压测秒杀（事务） ${stamp}`,
        seckillPriceFen,
        stock: STOCK,
        perUserLimit: 1,
        startAt: new Date(Date.now() - 1000).toISOString(),
        endAt: new Date(Date.now() + 3600_000).toISOString(),
      }),
    }),
  );
  const database = await openDatabase({ databaseUrl: pgUrl, poolMax: concurrency });
  const db = database.db;
  try {
    const act = await db
      .selectFrom('seckill_activity')
      .select(['id', 'per_user_limit', 'items'])
      .where('activity_no', '=', activity.activityNo)
      .executeTakeFirstOrThrow();
    const item = (
      act.items as {
        skuNo: string;
        spuNo: string;
        skuName: string;
        spuName: string;
        model: string;
        picUrl: string | null;
      }[]
    )[0]!;
    const shop = await db
      .selectFrom('merchant')
      .select(['merchant_no', 'company_name'])
      .where('merchant_no', '=', 'M10001')
      .executeTakeFirstOrThrow();
    const batches = batchesWritten(db);
    let next = 0;
    let won = 0;
    let lastWin = 0;
    const times: number[] = [];
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        for (;;) {
          const i = next++;
          if (i >= ids.length) return;
          const started = performance.now();
          try {
            await holdInTurn(
              db,
              {
                accountId: ids[i]!,
                buyerMerchantNo: null,
                shop: { merchantNo: shop.merchant_no, name: shop.company_name },
                address: {
                  id: addressOf.get(ids[i]!)!,
                  provinceCode: '330000',
                  provinceName: '浙江省',
                  cityCode: '330100',
                  cityName: '杭州市',
                  areaCode: '330106',
                  areaName: '西湖区',
                  streetCode: null,
                  streetName: null,
                  detailAddress: '文三路 90 号 压测收货点',
                  contactName: '压测',
                  contactPhone: '13900001111',
                  isDefault: true,
                },
                lines: [
                  {
                    ...item,
                    priceFen: seckillPriceFen,
                    quantity: 1,
                    amountFen: seckillPriceFen,
                    discountFen: 0,
                  },
                ],
                freightFen: 0,
                remark: '',
                idempotencyKey: `bench-tx-${stamp}-${i}`,
                requestHash: 'bench',
                orderType: SECKILL_ORDER_TYPE,
                expireMinutes: 30,
              },
              {
                activityId: Number(act.id),
                perUserLimit: Number(act.per_user_limit),
                quantity: 1,
                asyncCommit: process.env.SECKILL_ASYNC_COMMIT === '1', // as the server it started
              },
              new Date(),
            );
            won++;
            lastWin = performance.now() - t0;
          } catch {
            /* sold out: the pool's condition refused */
          }
          times.push(performance.now() - started);
        }
      }),
    );
    times.sort((a, b) => a - b);
    const left = await db
      .selectFrom('seckill_activity')
      .select('remaining')
      .where('id', '=', act.id)
      .executeTakeFirstOrThrow();
    const orders = await db
      .selectFrom('seckill_order')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('activity_id', '=', act.id)
      .executeTakeFirstOrThrow();
    console.log(
      `the write alone (${concurrency} at a time, ${ids.length} buyers, stock ${STOCK}): ${won} bought in ` +
        `${(lastWin / 1000).toFixed(2)} s in ${batchesWritten(db) - batches} batches and the rest alone, ` +
        `orders ${orders.n}, pool ${left.remaining} — ` +
        (won === STOCK && Number(orders.n) === STOCK && Number(left.remaining) === 0
          ? 'zero oversell'
          : 'INCONSISTENT'),
    );
    return {
      name: `seckill write alone (batched as the server does), in-process to PostgreSQL (${concurrency} at a time, successful buys/s)`,
      rps: (won / lastWin) * 1000,
      p50: Math.round(pct(times, 50)),
      p99: Math.round(pct(times, 99)),
      errors: 0,
      non2xx: ids.length - won,
    };
  } finally {
    await database.close();
  }
}
