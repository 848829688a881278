/** The catalogue read whole for an export (issue 42 §4): the rows the imports module fills its templates with. */
import { sql } from 'kysely';
import type { Db } from './tables.ts';

export interface ExportModelRow {
  sku_no: string;
  model: string;
  sku_name: string;
  spu_no: string;
  spu_name: string;
  category1: string | null;
  category2: string | null;
  second_category_id: number | null;
  brand_name: string | null;
  sku_sale_type: '经销' | '非经' | '自定义';
  unit: string;
  price_fen: number | null;
  wholesale_price_fen: number | null;
  stock: number;
  status: number;
  sku_desc: string | null;
  spu_desc: string | null;
  attrs: Record<string, string | number | boolean | null>;
}

/** Every catalogue model (private products left out) with its family, in family and model order. */
export async function modelsForExport(db: Db): Promise<ExportModelRow[]> {
  const r = await sql<ExportModelRow>`
    select k.sku_no, k.model, k.sku_name, s.spu_no, s.spu_name, c1.name as category1, c2.name as category2,
           s.second_category_id, s.brand_name, s.sku_sale_type, k.unit, k.price_fen, k.wholesale_price_fen, k.stock,
           k.status, k.sku_desc, s.spu_desc, k.attrs
      from sku k join spu s on s.id = k.spu_id
      left join category c1 on c1.id = s.first_category_id
      left join category c2 on c2.id = s.second_category_id
     where s.private_tenant is null and s.owner_account_id is null
     order by s.id, k.sort, k.id`.execute(db);
  return r.rows.map((x) => ({
    ...x,
    second_category_id: x.second_category_id === null ? null : Number(x.second_category_id),
    price_fen: x.price_fen === null ? null : Number(x.price_fen),
    wholesale_price_fen: x.wholesale_price_fen === null ? null : Number(x.wholesale_price_fen),
    stock: Number(x.stock),
  }));
}

/** Every first-level dealer's price of every model, by dealer and model. */
export async function dealerPricesForExport(
  db: Db,
): Promise<{ first_merchant_no: string; sku_no: string; price_fen: number; gold_price_fen: number | null }[]> {
  const rows = await db
    .selectFrom('dealer_sku_price')
    .select(['first_merchant_no', 'sku_no', 'price_fen', 'gold_price_fen'])
    .orderBy('first_merchant_no')
    .orderBy('sku_no')
    .execute();
  return rows.map((r) => ({
    ...r,
    price_fen: Number(r.price_fen),
    gold_price_fen: r.gold_price_fen === null ? null : Number(r.gold_price_fen),
  }));
}
