/**
 * The tables of the survey-system module (modules/survey-system/tables.ts) as Kysely types, imported through ../schema.ts.
 * Generated from the migrations by `npm run db:schema` (src/db/schema-gen.ts, schema-files.ts); do not edit.
 */
import type { Generated } from 'kysely';
import type { CreatedAt, Id, Jsonb, UpdatedAt } from './columns.ts';

export interface SurveyCableRunTable {
  id: Id;
  scene_id: number;
  order_id: number;
  run_id: string;
  device_id: string;
  from_label: string;
  well_id: string;
  to_label: string;
  horizontal_m: number;
  vertical_m: number;
  installed_m: number;
  purchased_m: number;
  over_90m: boolean;
  path: Jsonb;
  created_at: CreatedAt;
}

export interface SurveyTopologyTable {
  id: Id;
  order_id: number;
  account_id: number;
  name: string;
  recording_days: number;
  topology: Jsonb;
  layout: Jsonb;
  created_at: CreatedAt;
}

export interface SurveyJobTable {
  id: Id;
  account_id: number;
  order_id: number;
  scene_id: number | null;
  kind: 'pdf' | 'xlsx' | 'dxf' | 'walls';
  status: Generated<'pending' | 'running' | 'done' | 'failed' | 'ended'>;
  progress: Generated<number>;
  attempts: Generated<number>;
  leased_until: Date | null;
  file_url: string | null;
  result: Jsonb | null;
  error: string | null;
  score: number | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface SurveyServicerTable {
  order_id: number;
  account_id: number;
  role: 'survey' | 'install' | 'both';
  company: Generated<string>;
  contact_name: string;
  phone: string;
  planned_date: string | null;
  note: Generated<string>;
  updated_at: UpdatedAt;
}

export interface SurveyWiringTable {
  scene_id: number;
  order_id: number;
  slack_percent: number;
  allowance_m: number;
  stale: string | null;
  updated_at: UpdatedAt;
}

export interface SurveyTopologyStateTable {
  order_id: number;
  recording_days: number;
  stale: string | null;
  updated_at: UpdatedAt;
}
