/**
 * The tables of the prompt module (modules/prompt/tables.ts) as Kysely types, imported through ../schema.ts.
 * Generated from the migrations by `npm run db:schema` (src/db/schema-gen.ts, schema-files.ts); do not edit.
 */
import type { Generated } from 'kysely';
import type { CreatedAt, Id, UpdatedAt } from './columns.ts';

export interface ProtocolTable {
  id: Id;
  code: number;
  version: number;
  protocol_name: string;
  protocol_url: string;
  kind: Generated<'sign' | 'safety'>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface ProtocolSignTable {
  id: Id;
  account_id: number;
  protocol_id: number;
  action: number;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface AccountNoticeTable {
  id: Id;
  account_id: number;
  kind: 'repeatName' | 'priceChange';
  payload: string;
  done_at: Date | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}
