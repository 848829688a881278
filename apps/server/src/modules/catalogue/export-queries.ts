/**
 * The catalogue read for an export (issue 42 §4) a page at a time (issue 61: a 10,000-model catalogue read whole killed
 * the instance): the rows the imports module fills its templates with.
 */
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
  tax_code: string | null;
  tax_rate: number | null;
  attrs: Record<string, string | number | boolean | null>;
  /** The filterable attributes' texts as shown (sku_attr.value_text: 「400万像素」 where attrs holds 4), by key. */
  attr_texts: Record<string, string> | null;
}

/** How many rows one page of an export reads (issue 61: the export streams; memory is one page, not the catalogue). */
const EXPORT_PAGE_ROWS = 1000;

type RawModel = ExportModelRow & { id: number | string; spu_id: number | string; sort: number | string };

const asModel = (x: RawModel) => ({
  ...x,
  id: Number(x.id),
  sort: Number(x.sort),
  spu_id: Number(x.spu_id),
  second_category_id: x.second_category_id === null ? null : Number(x.second_category_id),
  price_fen: x.price_fen === null ? null : Number(x.price_fen),
  wholesale_price_fen: x.wholesale_price_fen === null ? null : Number(x.wholesale_price_fen),
  stock: Number(x.stock),
  tax_rate: x.tax_rate === null ? null : Number(x.tax_rate),
});

/**
 * Pages read by key (after the last row of the page before: a page costs the same at any depth), the next one asked
 * for while the caller handles this one (two pages in memory at most; the database and the writer work together).
 */
async function* keysetPages<T>(read: (after: T | null) => Promise<T[]>, pageRows: number): AsyncGenerator<T[]> {
  const ask = (after: T | null) => {
    const p = read(after);
    p.catch(() => {}); // a page asked for ahead and then not wanted (the caller stopped) must not fail the process
    return p;
  };
  let next: Promise<T[]> | null = ask(null);
  while (next) {
    const rows: T[] = await next;
    next = rows.length === pageRows ? ask(rows[rows.length - 1]!) : null;
    if (rows.length) yield rows;
  }
}

type ModelKey = { spu_id: number; sort: number; id: number };

/** Every catalogue model (private products left out) with its family, in family and model order, a page at a time. */
export function modelsForExport(db: Db, pageRows = EXPORT_PAGE_ROWS): AsyncGenerator<ExportModelRow[]> {
  return keysetPages(async (after: ModelKey | null) => {
    const from = after
      ? sql`and s.id >= ${after.spu_id} and (s.id, k.sort, k.id) > (${after.spu_id}, ${after.sort}, ${after.id})`
      : sql``;
    const r = await sql<RawModel>`
      select k.id, k.spu_id, k.sort, k.sku_no, k.model, k.sku_name, s.spu_no, s.spu_name, c1.name as category1,
             c2.name as category2, s.second_category_id, s.brand_name, s.sku_sale_type, k.unit, k.price_fen,
             k.wholesale_price_fen, k.stock, k.status, k.sku_desc, s.spu_desc, s.tax_code, s.tax_rate, k.attrs,
             (select jsonb_object_agg(ca.attr_key, sa.value_text)
                from sku_attr sa join category_attr ca on ca.id = sa.attr_id
               where sa.sku_id = k.id) as attr_texts
        from sku k join spu s on s.id = k.spu_id
        left join category c1 on c1.id = s.first_category_id
        left join category c2 on c2.id = s.second_category_id
       where s.private_tenant is null and s.owner_account_id is null ${from}
       order by s.id, k.sort, k.id
       limit ${pageRows}`.execute(db);
    return r.rows.map(asModel);
  }, pageRows);
}

export interface ExportDealerPrice {
  first_merchant_no: string;
  sku_no: string;
  price_fen: number;
  gold_price_fen: number | null;
}

/** Every first-level dealer's price of every model, by dealer and model, a page at a time (by key, as above). */
export function dealerPricesForExport(db: Db, pageRows = EXPORT_PAGE_ROWS): AsyncGenerator<ExportDealerPrice[]> {
  return keysetPages(async (after: ExportDealerPrice | null) => {
    let q = db
      .selectFrom('dealer_sku_price')
      .select(['first_merchant_no', 'sku_no', 'price_fen', 'gold_price_fen'])
      .orderBy('first_merchant_no')
      .orderBy('sku_no')
      .limit(pageRows);
    if (after) {
      const { first_merchant_no: m, sku_no: k } = after;
      q = q.where('first_merchant_no', '>=', m).where(sql<boolean>`(first_merchant_no, sku_no) > (${m}, ${k})`);
    }
    return (await q.execute()).map((r) => ({
      ...r,
      price_fen: Number(r.price_fen),
      gold_price_fen: r.gold_price_fen === null ? null : Number(r.gold_price_fen),
    }));
  }, pageRows);
}
