/**
 * The tables of the feedback module (modules/feedback/tables.ts) as Kysely types, imported through ../schema.ts.
 * Generated from the migrations by `npm run db:schema` (src/db/schema-gen.ts, schema-files.ts); do not edit.
 */
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Id, UpdatedAt } from './columns.ts';

export interface FeedbackTable {
  id: Id;
  account_id: number;
  type: number;
  body: string;
  pictures: ColumnType<string[], string[] | undefined, string[]>;
  contact: Generated<string>;
  terminal: Generated<number>;
  status: Generated<number>;
  answer: string | null;
  answered_by: number | null;
  answered_at: Date | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface ClueTable {
  id: Id;
  account_id: number | null;
  name: string;
  phone: string;
  company: Generated<string>;
  demand: Generated<string>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}
