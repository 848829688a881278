/**
 * The tables of the invitation module (modules/invitation/tables.ts) as Kysely types, imported through ../schema.ts.
 * Generated from the migrations by `npm run db:schema` (src/db/schema-gen.ts, schema-files.ts); do not edit.
 */
import type { Generated } from 'kysely';
import type { CreatedAt, Id, UpdatedAt } from './columns.ts';

export interface InvitationTable {
  id: Id;
  account_id: number;
  phone: string;
  kind: 'staff' | 'dealerOwner';
  code_hash: string;
  attempts: Generated<number>;
  status: Generated<'pending' | 'accepted' | 'revoked'>;
  invited_by: number | null;
  expires_at: Date;
  accepted_at: Date | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}
