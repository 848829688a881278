/**
 * What the audit page asks of the account module — finding an actor by phone or account number, and the actors'
 * names — given by the manifest (manifest.ts setup), so audit imports no module that records into it (no circle).
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

export type ActorContacts = Map<number, { phone: string; nickname: string | null; account_no: string }>;

export interface AuditActors {
  /** The account of a phone number or an account number, null when none. */
  find(db: Kysely<DB>, phoneOrNo: string): Promise<number | null>;
  contacts(db: Kysely<DB>, ids: readonly number[]): Promise<ActorContacts>;
}

let actors: AuditActors | null = null;

export function answerAuditActors(a: AuditActors): void {
  actors = a;
}

export function auditActors(): AuditActors {
  if (!actors) throw new Error('audit: no module answers the actors (see manifest.ts setup)');
  return actors;
}
