/**
 * The tables of the audit module (modules/audit/tables.ts) as Kysely types, imported through ../schema.ts.
 * Generated from the migrations by `npm run db:schema` (src/db/schema-gen.ts, schema-files.ts); do not edit.
 */
import type { CreatedAt, Id, Jsonb } from './columns.ts';

export interface AuditLogTable {
  id: Id;
  actor_account_id: number | null;
  action: string;
  entity_type: string;
  entity_id: string;
  before: Jsonb | null;
  after: Jsonb | null;
  ip: string | null;
  created_at: CreatedAt;
}
