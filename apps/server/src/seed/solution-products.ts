/**
 * Demo products of the seeded solutions (/solution/solutionPurchase): each solution lists a few real public models
 * of the demo catalogue (the same picking as the flash sales, seckill.ts modelOf) with a quantity. Idempotent:
 * skipped when any solution already has products; solutions of a directory seeded before this existed get theirs.
 */
import type { Kysely } from 'kysely';
import { CONTENT_TYPE } from '@portal/domain';
import type { DB } from '../db/schema.ts';
import { modelOf } from './seckill.ts';

/** Category and quantity of each line; the n-th solution takes the n-th model of each category. */
const LINES: [category: string, quantity: number][] = [
  ['枪型网络摄像机', 8],
  ['半球网络摄像机', 6],
  ['网络硬盘录像机(NVR)', 1],
  ['监控硬盘', 2],
  ['PoE交换机', 1],
];

export async function seedSolutionProducts(db: Kysely<DB>, log: (m: string) => void): Promise<void> {
  if (await db.selectFrom('solution_product').select('content_id').limit(1).executeTakeFirst()) return;
  const solutions = await db
    .selectFrom('content')
    .select('id')
    .where('type', '=', CONTENT_TYPE.solution)
    .orderBy('id')
    .execute();
  const rows: { content_id: number; sku_no: string; quantity: number; sort: number }[] = [];
  for (const [i, s] of solutions.entries()) {
    for (const [sort, [category, quantity]] of LINES.entries()) {
      const model = (await modelOf(db, category, i % 3)) ?? (await modelOf(db, category));
      if (model && !rows.some((r) => r.content_id === Number(s.id) && r.sku_no === model.skuNo))
        rows.push({ content_id: Number(s.id), sku_no: model.skuNo, quantity, sort: sort + 1 });
    }
  }
  if (!rows.length) return;
  await db.insertInto('solution_product').values(rows).execute();
  log(`方案产品 ${rows.length} 条（${solutions.length} 个方案）`);
}
