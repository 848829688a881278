/**
 * The tables of the sms module (modules/sms/tables.ts) as Kysely types, imported through ../schema.ts.
 * Generated from the migrations by `npm run db:schema` (src/db/schema-gen.ts, schema-files.ts); do not edit.
 */
import type { Generated } from 'kysely';
import type { CreatedAt, Id, UpdatedAt } from './columns.ts';

export interface SmsCodeTable {
  id: Id;
  phone: string;
  purpose: 'login' | 'register' | 'reset' | 'changePhone';
  code_hash: string;
  expires_at: Date;
  attempts: Generated<number>;
  used_at: Date | null;
  ip: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  delivered: Generated<boolean>;
}

export interface SmsOutboxTable {
  id: Id;
  phone: string;
  content: string;
  provider: string;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface SmsChallengeTable {
  id: string;
  answer_x: number;
  ip: string | null;
  expires_at: Date;
  used_at: Date | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface SmsBudgetTable {
  hour: Date;
  used: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}
