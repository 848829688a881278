/**
 * The audit log's use cases: `record` writes one entry in the caller's transaction (so the entry and the change it
 * describes commit together); `pageAudit` reads it for staff, newest first, by actor, action and Beijing days.
 */
import { chinaDateStart, type AuditAction, type AuditEntry } from '@portal/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { auditActors } from './hooks.ts';
import { presentEntry } from './presenter.ts';
import * as q from './queries.ts';

export interface AuditRecord {
  /** The acting account; null for the admin command on the server. */
  actorId: number | null;
  action: AuditAction;
  entityType: string;
  entityId: string | number;
  /** The record before and after the change (no secrets: never a password or its hash). */
  before?: unknown;
  after?: unknown;
  ip?: string | null | undefined;
}

/** Write the entry in `trx`, the transaction of the change it describes. */
export async function record(trx: Kysely<DB>, e: AuditRecord): Promise<void> {
  await q.insertEntry(trx, {
    actorId: e.actorId,
    action: e.action,
    entityType: e.entityType,
    entityId: String(e.entityId),
    before: e.before,
    after: e.after,
    ip: e.ip ?? null,
  });
}

export interface AuditPageQuery {
  page: number;
  size: number;
  actor?: string | undefined;
  action?: AuditAction | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

async function actorIdsOf(db: Kysely<DB>, actor: string | undefined): Promise<number[] | undefined> {
  if (!actor) return undefined;
  const id = await auditActors().find(db, actor);
  return id === null ? [] : [id];
}

/** A page of the log and its total (staff only: the entry's policy). */
export async function pageAudit(db: Kysely<DB>, query: AuditPageQuery): Promise<{ list: AuditEntry[]; total: number }> {
  const to = query.to ? chinaDateStart(query.to) : null;
  const { rows, total } = await q.pageEntries(
    db,
    {
      actorIds: await actorIdsOf(db, query.actor),
      action: query.action,
      from: (query.from && chinaDateStart(query.from)) || undefined,
      to: to ? new Date(to.getTime() + 24 * 3600_000) : undefined,
    },
    query.page,
    query.size,
  );
  const actors = await auditActors().contacts(
    db,
    rows.flatMap((r) => (r.actor_account_id === null ? [] : [Number(r.actor_account_id)])),
  );
  return { list: rows.map((r) => presentEntry(r, actors)), total };
}
