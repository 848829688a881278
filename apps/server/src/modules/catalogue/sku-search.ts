/**
 * Models by keyword for the AI script form (aigc skuList): on sale, public or the viewer's own private products, at
 * the viewer's price (null when the viewer sees none), a page at a time.
 */
import { escapeLike } from '@portal/domain';
import { sql, type SqlBool } from 'kysely';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { tenantsOf } from '../account/index.ts';
import { ownPrivate, type SpuEb } from './queries.ts';
import { skuFrom } from './spu-columns.ts';
import { pricePlanOf, skuPriceSql } from './viewer-price.ts';

export interface SearchedSku {
  skuNo: string;
  name: string;
  model: string;
  category: string | null;
  picUrl: string | null;
  priceFen: number | null;
}

export async function searchSkus(
  db: Kysely<DB>,
  accountId: number,
  keyword: string,
  page: number,
  size: number,
): Promise<{ list: SearchedSku[]; total: number }> {
  const [tenants, plan] = await Promise.all([tenantsOf(db, accountId), pricePlanOf(db, accountId)]);
  const like = `%${escapeLike(keyword)}%`;
  const base = skuFrom(db)
    .where('k.status', '=', 0)
    .where('s.status', '=', 0)
    .where((eb) =>
      eb.or([
        eb.and([eb('s.private_tenant', 'is', null), eb('s.owner_account_id', 'is', null)]),
        ...ownPrivate(eb as unknown as SpuEb, accountId, tenants),
      ]),
    )
    .where((eb) =>
      keyword
        ? eb.or([eb('k.sku_name', 'ilike', like), eb('k.model', 'ilike', like), eb('s.spu_name', 'ilike', like)])
        : sql<SqlBool>`true`,
    );
  const [rows, total] = await Promise.all([
    base
      .select([
        'k.sku_no',
        'k.sku_name',
        'k.model',
        'c2.name as category',
        sql<string | null>`coalesce(k.pic_url, s.pic_url)`.as('pic'),
        skuPriceSql(plan).as('price_fen'),
      ])
      .orderBy('k.id')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    list: rows.map((r) => ({
      skuNo: r.sku_no,
      name: r.sku_name,
      model: r.model,
      category: r.category,
      picUrl: r.pic,
      priceFen: r.price_fen === null ? null : Number(r.price_fen),
    })),
    total: Number(total.n),
  };
}
