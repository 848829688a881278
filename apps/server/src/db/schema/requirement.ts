/**
 * The tables of the requirement module (modules/requirement/tables.ts) as Kysely types, imported through ../schema.ts.
 * Generated from the migrations by `npm run db:schema` (src/db/schema-gen.ts, schema-files.ts); do not edit.
 */
import type { Generated } from 'kysely';
import type { CreatedAt, Id, UpdatedAt } from './columns.ts';

export interface DesignRequirementTable {
  id: Id;
  account_id: number | null;
  identity: number;
  contact: string;
  phone: string;
  company_name: Generated<string>;
  budget_range_code: string;
  budget_name: string;
  scene_id: number;
  scene_name: string;
  category_ids: number[];
  category_names: string;
  province_code: string;
  province_name: string;
  city_code: string;
  city_name: string;
  area_code: string;
  area_name: string;
  remark: string;
  client_source: Generated<number>;
  entrance_type: Generated<number>;
  requirement_type_id: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}
