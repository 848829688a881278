/**
 * The tables of the imports module (modules/imports/tables.ts) as Kysely types, imported through ../schema.ts.
 * Generated from the migrations by `npm run db:schema` (src/db/schema-gen.ts, schema-files.ts); do not edit.
 */
import type { Generated } from 'kysely';
import type { CreatedAt, Id, Jsonb, UpdatedAt } from './columns.ts';

export interface ImportJobTable {
  id: Id;
  kind: string;
  status: Generated<'queued' | 'checking' | 'checked' | 'applyQueued' | 'applying' | 'applied' | 'failed'>;
  file_key: string | null;
  file_name: string | null;
  source: Generated<'upload' | 'api'>;
  integration_key_id: number | null;
  created_by: number | null;
  ip: string | null;
  row_total: Generated<number>;
  row_done: Generated<number>;
  problem_count: Generated<number>;
  report: Jsonb | null;
  summary: Jsonb | null;
  error: string | null;
  claimed_at: Date | null;
  finished_at: Date | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface IntegrationKeyTable {
  id: Id;
  name: string;
  key_prefix: string;
  key_hash: string;
  created_by: number | null;
  last_used_at: Date | null;
  revoked_at: Date | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}
