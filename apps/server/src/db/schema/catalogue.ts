/**
 * The tables of the catalogue module (modules/catalogue/tables.ts) as Kysely types, imported through ../schema.ts.
 * Generated from the migrations by `npm run db:schema` (src/db/schema-gen.ts, schema-files.ts); do not edit.
 */
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Id, Jsonb, UpdatedAt } from './columns.ts';

export interface BrandTable {
  id: Id;
  name: string;
  model_prefix: string | null;
  is_own: Generated<boolean>;
  logo_url: string | null;
  sort: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface CategoryTable {
  id: Id;
  parent_id: number | null;
  name: string;
  sort: Generated<number>;
  data_id: string | null;
  separate_category: Generated<boolean>;
  icon_url: string | null;
  status: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface CategoryAttrTable {
  id: Id;
  category_id: number;
  attr_key: string;
  attr_name: string;
  unit: string | null;
  value_type: Generated<'text' | 'number'>;
  filterable: Generated<boolean>;
  sort: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface CatalogueVersionTable {
  id: number;
  version: Generated<number>;
}

export interface SpuTable {
  id: Id;
  spu_no: string;
  spu_name: string;
  brand_id: number | null;
  brand_name: string | null;
  first_category_id: number | null;
  second_category_id: number | null;
  sku_type: Generated<number>;
  sku_sale_type: Generated<'经销' | '非经' | '自定义'>;
  status: Generated<number>;
  labels: Generated<number>;
  spu_desc: string | null;
  model_remark: string | null;
  pic_url: string | null;
  min_price_fen: number | null;
  listed_at: Date | null;
  times_used: Generated<number>;
  search_text: Generated<string>;
  private_tenant: string | null;
  owner_account_id: number | null;
  source: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  search_grams: ColumnType<string[], never, never>;
  min_wholesale_price_fen: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface SkuTable {
  id: Id;
  sku_no: string;
  spu_id: number;
  sku_name: string;
  model: string;
  sku_desc: string | null;
  unit: Generated<string>;
  price_fen: number | null;
  wholesale_price_fen: number | null;
  market_price_fen: number | null;
  stock: Generated<number>;
  status: Generated<number>;
  pic_url: string | null;
  main_pics: ColumnType<string[], string[] | undefined, string[]>;
  attrs: Jsonb;
  sort: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface SkuAttrTable {
  sku_id: number;
  attr_id: number;
  value_text: string;
  value_num: number | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface DealerSkuPriceTable {
  id: Id;
  first_merchant_no: string;
  sku_no: string;
  price_fen: number;
  gold_price_fen: number | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface SpuDealerMinPriceTable {
  first_merchant_no: ColumnType<string, never, never>;
  spu_id: ColumnType<number, never, never>;
  min_price_fen: ColumnType<number | null, never, never>;
  min_gold_price_fen: ColumnType<number | null, never, never>;
  created_at: ColumnType<Date, never, never>;
  updated_at: ColumnType<Date, never, never>;
}

export interface SpuAttachmentTable {
  id: Id;
  spu_id: number;
  file_type: number;
  file_title: string;
  file_url: string;
  sort: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface SkuAccessoryTable {
  id: Id;
  sku_id: number;
  accessory_sku_id: number;
  sort: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface SuitTable {
  id: Id;
  suit_no: string;
  name: string;
  suit_desc: string | null;
  price_fen: number | null;
  status: Generated<number>;
  pic_url: string | null;
  category_id: number | null;
  times_used: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface SuitItemTable {
  id: Id;
  suit_id: number;
  sku_id: number;
  quantity: number;
  sort: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface SearchHotWordTable {
  id: Id;
  location: Generated<number>;
  word: string;
  status: Generated<number>;
  link_type: Generated<number>;
  link_url: string | null;
  sort: Generated<number>;
  enabled: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface SearchKeywordTable {
  id: Id;
  location: Generated<number>;
  keyword: string;
  sort: Generated<number>;
  enabled: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface SearchSynonymTable {
  id: Id;
  words: string[];
  excludes: ColumnType<string[], string[] | undefined, string[]>;
  enabled: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface MatchListItemTable {
  id: Id;
  account_id: number;
  spu_no: string;
  sku_no: string;
  price_fen: number | null;
  quantity: number;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface BehaviourEventTable {
  id: Id;
  account_id: number | null;
  terminal_type: number;
  event_id: string;
  content_id: string;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}
