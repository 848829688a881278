/** Servicer info (part 2 §7 get/save): who surveys or installs the project of a survey order, shown on the order. */
import type { Servicer } from '@portal/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import * as orders from '../design-order/index.ts';
import * as q from './queries.ts';

/** A `date` column as YYYY-MM-DD (drivers answer a string or a Date at local midnight). */
function dayText(v: unknown): string | null {
  if (v === null || v === undefined) return null;
  if (!(v instanceof Date)) return String(v).slice(0, 10);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${v.getFullYear()}-${p(v.getMonth() + 1)}-${p(v.getDate())}`;
}

function toServicer(r: q.ServicerRow): Servicer {
  return {
    role: r.role,
    company: r.company,
    contactName: r.contact_name,
    phone: r.phone,
    plannedDate: dayText(r.planned_date),
    note: r.note,
    updatedAt: new Date(r.updated_at).toISOString(),
  };
}

export async function servicerOf(db: Kysely<DB>, accountId: number, orderId: number): Promise<Servicer | null> {
  await orders.requireSurveyOrder(db, accountId, orderId);
  const row = await q.servicerOf(db, orderId);
  return row ? toServicer(row) : null;
}

export async function saveServicer(
  db: Kysely<DB>,
  accountId: number,
  s: Omit<Servicer, 'updatedAt'> & { orderId: number },
): Promise<Servicer> {
  await orders.requireSurveyOrder(db, accountId, s.orderId);
  return toServicer(await q.upsertServicer(db, { ...s, accountId }));
}
