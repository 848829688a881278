import type { JsonValue } from '../../db/schema.ts';
import type { Db } from './tables.ts';

export interface AuditRow {
  id: number;
  actor_account_id: number | null;
  action: string;
  entity_type: string;
  entity_id: string;
  before: JsonValue | null;
  after: JsonValue | null;
  ip: string | null;
  created_at: Date;
}

export async function insertEntry(
  db: Db,
  e: {
    actorId: number | null;
    action: string;
    entityType: string;
    entityId: string;
    before: unknown;
    after: unknown;
    ip: string | null;
  },
): Promise<void> {
  const json = (v: unknown) => (v === undefined || v === null ? null : JSON.stringify(v));
  await db
    .insertInto('audit_log')
    .values({
      actor_account_id: e.actorId,
      action: e.action,
      entity_type: e.entityType,
      entity_id: e.entityId,
      before: json(e.before),
      after: json(e.after),
      ip: e.ip,
    })
    .execute();
}

export interface AuditFilter {
  /** Account ids of the actor asked for (one phone or number may match none: then nothing is answered). */
  actorIds?: number[] | undefined;
  action?: string | undefined;
  from?: Date | undefined;
  /** Exclusive. */
  to?: Date | undefined;
}

function filtered(db: Db, f: AuditFilter) {
  let q = db.selectFrom('audit_log');
  if (f.actorIds) q = q.where('actor_account_id', 'in', f.actorIds.length ? f.actorIds : [-1]);
  if (f.action) q = q.where('action', '=', f.action);
  if (f.from) q = q.where('created_at', '>=', f.from);
  if (f.to) q = q.where('created_at', '<', f.to);
  return q;
}

/** A page of entries, newest first, and the total. */
export async function pageEntries(
  db: Db,
  f: AuditFilter,
  page: number,
  size: number,
): Promise<{ rows: AuditRow[]; total: number }> {
  const [rows, total] = await Promise.all([
    filtered(db, f)
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    filtered(db, f)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map((r) => ({ ...r, id: Number(r.id) })) as AuditRow[], total: Number(total.n) };
}
