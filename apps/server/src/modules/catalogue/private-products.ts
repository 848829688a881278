/**
 * Private (self-defined) products in the catalogue tables (owned by the design-order issue, kept inside the
 * catalogue module so that only this module writes spu/sku): a private product is an spu with sku_type 1,
 * source 0, the owner account and its shop (private_tenant), and one model carrying the unit price.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from './tables.ts';

export interface PrivateOwner {
  accountId: number;
  /** The account's current shop (merchant_no), null for an account without one. */
  tenant: string | null;
  /** Every shop the account is a member of (the account module's tenantsOf): their private products are its too. */
  tenants: readonly string[];
}

export interface PrivateWrite {
  spuName: string;
  firstCategoryId: number | null;
  secondCategoryId: number;
  priceFen: number;
  brandName: string;
  spuDesc: string;
  mainPics: string[];
}

/** Rows the owner may change: made by the account, or belonging to one of its shops. */
function ownedBy(owner: PrivateOwner) {
  return sql<boolean>`(s.owner_account_id = ${owner.accountId} or s.private_tenant = any(${[...owner.tenants]}::text[]))`;
}

const newNo = () => `ZD${randomBytes(6).toString('hex').toUpperCase()}`;
const modelOf = (spuNo: string) => `ZD-${spuNo.slice(2, 8)}`;

const searchText = (w: PrivateWrite, model: string) =>
  [w.spuName, w.brandName, model, w.spuDesc].join(' ').toLowerCase();

/** Inserts private products in batches of 500 (spu then sku), answering their numbers in order. */
export async function insertPrivateProducts(
  db: Db,
  owner: PrivateOwner,
  items: readonly PrivateWrite[],
): Promise<string[]> {
  const nos: string[] = [];
  for (let i = 0; i < items.length; i += 500) {
    const chunk = items.slice(i, i + 500).map((w) => ({ w, no: newNo() }));
    const spus = await db
      .insertInto('spu')
      .values(
        chunk.map(({ w, no }) => ({
          spu_no: no,
          spu_name: w.spuName,
          brand_name: w.brandName,
          first_category_id: w.firstCategoryId,
          second_category_id: w.secondCategoryId,
          sku_type: 1,
          sku_sale_type: '自定义' as const,
          spu_desc: w.spuDesc || null,
          pic_url: w.mainPics[0] ?? null,
          // Both family prices as refresh_spu_prices (0014) computes them: one model, no wholesale price.
          min_price_fen: w.priceFen,
          min_wholesale_price_fen: w.priceFen,
          listed_at: new Date(),
          search_text: searchText(w, modelOf(no)),
          private_tenant: owner.tenant,
          owner_account_id: owner.accountId,
          source: 0,
        })),
      )
      .returning(['id', 'spu_no'])
      .execute();
    const idOf = new Map(spus.map((s) => [s.spu_no, Number(s.id)]));
    await db
      .insertInto('sku')
      .values(
        chunk.map(({ w, no }) => ({
          sku_no: `${no}-1`,
          spu_id: idOf.get(no)!,
          sku_name: w.spuName,
          model: modelOf(no),
          sku_desc: w.spuDesc || null,
          price_fen: w.priceFen,
          stock: 0,
          pic_url: w.mainPics[0] ?? null,
          main_pics: w.mainPics,
          attrs: '{}',
        })),
      )
      .execute();
    nos.push(...chunk.map((c) => c.no));
  }
  return nos;
}

export async function updatePrivateProduct(
  db: Db,
  owner: PrivateOwner,
  spuNo: string,
  w: PrivateWrite,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('spu as s')
      .select(['s.id'])
      .where('s.spu_no', '=', spuNo)
      .where('s.sku_type', '=', 1)
      .where(ownedBy(owner))
      .executeTakeFirst();
    if (!row) return false;
    const model = modelOf(spuNo);
    await trx
      .updateTable('spu')
      .set({
        spu_name: w.spuName,
        brand_name: w.brandName,
        first_category_id: w.firstCategoryId,
        second_category_id: w.secondCategoryId,
        spu_desc: w.spuDesc || null,
        pic_url: w.mainPics[0] ?? null,
        min_price_fen: w.priceFen,
        min_wholesale_price_fen: w.priceFen,
        search_text: searchText(w, model),
        updated_at: new Date(),
      })
      .where('id', '=', row.id)
      .execute();
    await trx
      .updateTable('sku')
      .set({
        sku_name: w.spuName,
        sku_desc: w.spuDesc || null,
        price_fen: w.priceFen,
        pic_url: w.mainPics[0] ?? null,
        main_pics: w.mainPics,
        updated_at: new Date(),
      })
      .where('spu_id', '=', row.id)
      .execute();
    return true;
  });
}

/** Deletes the owner's private products of source 0 among spuNos; answers how many went. */
export async function deletePrivateProducts(db: Db, owner: PrivateOwner, spuNos: readonly string[]): Promise<number> {
  if (!spuNos.length) return 0;
  const r = await db
    .deleteFrom('spu as s')
    .where('s.spu_no', 'in', [...spuNos])
    .where('s.sku_type', '=', 1)
    .where('s.source', '=', 0)
    .where(ownedBy(owner))
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}

const DETAIL_COLUMNS = [
  's.spu_no',
  's.spu_name',
  's.brand_name',
  's.spu_desc',
  's.second_category_id',
  's.source',
  's.created_at',
  'k.sku_no',
  'k.model',
  'k.price_fen',
  'k.main_pics',
  'c1.name as c1_name',
  'c2.name as c2_name',
] as const;

function detailQuery(db: Db, owner: PrivateOwner) {
  return db
    .selectFrom('spu as s')
    .innerJoin('sku as k', 'k.spu_id', 's.id')
    .leftJoin('category as c1', 'c1.id', 's.first_category_id')
    .leftJoin('category as c2', 'c2.id', 's.second_category_id')
    .select(DETAIL_COLUMNS)
    .where('s.sku_type', '=', 1)
    .where(ownedBy(owner));
}

export function findPrivateProduct(db: Db, owner: PrivateOwner, spuNo: string) {
  return detailQuery(db, owner).where('s.spu_no', '=', spuNo).executeTakeFirst();
}

/** Every private product of the owner, newest first (the export). */
export function listPrivateProducts(db: Db, owner: PrivateOwner) {
  return detailQuery(db, owner).orderBy('s.created_at', 'desc').orderBy('s.id', 'desc').execute();
}

/** Brand names offered in the form: the catalogue's brands and those the owner typed before. */
export async function brandNames(db: Db, owner: PrivateOwner): Promise<string[]> {
  const [brands, own] = await Promise.all([
    db.selectFrom('brand').select('name').orderBy('sort').execute(),
    db
      .selectFrom('spu as s')
      .select('s.brand_name')
      .distinct()
      .where('s.sku_type', '=', 1)
      .where('s.brand_name', 'is not', null)
      .where(ownedBy(owner))
      .limit(50)
      .execute(),
  ]);
  return [...new Set([...own.map((r) => r.brand_name!), ...brands.map((b) => b.name)])];
}
