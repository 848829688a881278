/**
 * The tables of the message module (modules/message/tables.ts) as Kysely types, imported through ../schema.ts.
 * Generated from the migrations by `npm run db:schema` (src/db/schema-gen.ts, schema-files.ts); do not edit.
 */
import type { Generated } from 'kysely';
import type { CreatedAt, Id } from './columns.ts';

export interface MessageTable {
  id: Id;
  account_id: number;
  kind: string;
  category: 'order' | 'notice' | 'service';
  title: string;
  body: string;
  link: Generated<string>;
  dedupe_key: string;
  read_at: Date | null;
  created_at: CreatedAt;
}
