/**
 * The tables of the aigc module (modules/aigc/tables.ts) as Kysely types, imported through ../schema.ts.
 * Generated from the migrations by `npm run db:schema` (src/db/schema-gen.ts, schema-files.ts); do not edit.
 */
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Id, Jsonb, UpdatedAt } from './columns.ts';

export interface AigcSessionTable {
  id: Id;
  account_id: number;
  sku_nos: string[];
  scene: string;
  style: string;
  length_seconds: number;
  show_price: Generated<boolean>;
  note: Generated<string>;
  provider: string | null;
  content: string | null;
  created_at: CreatedAt;
}

export interface AigcFeedbackTable {
  id: Id;
  session_id: number;
  account_id: number;
  rating: number;
  text: Generated<string>;
  created_at: CreatedAt;
}

export interface AigcScriptTable {
  id: Id;
  account_id: number;
  session_id: number | null;
  title: string;
  content: string;
  sku_nos: ColumnType<string[], string[] | undefined, string[]>;
  scene: Generated<string>;
  style: Generated<string>;
  length_seconds: Generated<number>;
  provider: Generated<string>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface AigcVideoTable {
  id: Id;
  account_id: number;
  script_id: number | null;
  title: string;
  shots: Jsonb;
  status: Generated<number>;
  progress: Generated<number>;
  attempts: Generated<number>;
  lease_until: Date | null;
  file_key: string | null;
  bytes: Generated<number>;
  duration_ms: Generated<number>;
  width: Generated<number>;
  height: Generated<number>;
  voice: Generated<boolean>;
  captions: Generated<boolean>;
  error: string | null;
  created_at: CreatedAt;
  started_at: Date | null;
  finished_at: Date | null;
}

export interface AigcRendererTable {
  instance: string;
  seen_at: Generated<Date>;
}
