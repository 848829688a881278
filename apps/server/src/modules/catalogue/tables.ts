import type { Scoped } from '../../db/scoped.ts';

/** The tables the catalogue module owns: only its queries read or write them (docs/architecture.md, "Modules and their tables"). */
export const TABLES = [
  'brand',
  'category',
  'category_attr',
  'catalogue_version',
  'spu',
  'sku',
  'sku_attr',
  'dealer_sku_price',
  'spu_dealer_min_price',
  'spu_attachment',
  'sku_accessory',
  'suit',
  'suit_item',
  'search_hot_word',
  'search_keyword',
  'search_synonym',
  'match_list_item',
  'behaviour_event',
] as const;

/** The database as this module's queries see it. */
export type Db = Scoped<(typeof TABLES)[number]>;
