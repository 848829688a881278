/**
 * The tables of the survey module (modules/survey/tables.ts) as Kysely types, imported through ../schema.ts.
 * Generated from the migrations by `npm run db:schema` (src/db/schema-gen.ts, schema-files.ts); do not edit.
 */
import type { Generated } from 'kysely';
import type { CreatedAt, Id, Jsonb, UpdatedAt } from './columns.ts';

export interface SurveySceneTable {
  id: Id;
  order_id: number;
  account_id: number;
  name: string;
  sort: Generated<number>;
  plan_url: string | null;
  plan_width: number | null;
  plan_height: number | null;
  plan: Jsonb | null;
  revision: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface SurveyGuideTable {
  account_id: number;
  guide: string;
  seen_at: Generated<Date>;
}

export interface SurveyHiddenProductTable {
  order_id: number;
  sku_no: string;
  created_at: CreatedAt;
}
