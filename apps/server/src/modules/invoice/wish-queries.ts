/** SQL of the invoices asked for at checkout (invoice_wish, migration 0375) and of the invoices on one order. */
import { sql, type Selectable } from 'kysely';
import type { InvoiceWishTable } from '../../db/schema.ts';
import type { Db } from './tables.ts';

export type WishRow = Selectable<InvoiceWishTable>;

/** How long a wish waits for its order to be paid (an order unpaid that long was closed long before). */
export const WISH_WAITS_DAYS = 3;

/**
 * Keeps the wish of an order, replacing one not yet turned into a request; undefined when the order's wish was
 * already turned (a conditional write: the turned one stays as it is).
 */
export async function upsert(
  db: Db,
  w: { orderNo: string; accountId: number; kind: string; titleId: number; email: string },
): Promise<WishRow | undefined> {
  return db
    .insertInto('invoice_wish')
    .values({ order_no: w.orderNo, account_id: w.accountId, kind: w.kind, title_id: w.titleId, email: w.email })
    .onConflict((oc) =>
      oc
        .column('order_no')
        .doUpdateSet({ kind: w.kind, title_id: w.titleId, email: w.email, updated_at: sql`now()` })
        .where('invoice_wish.done_at', 'is', null),
    )
    .returningAll()
    .executeTakeFirst();
}

export function ofOrder(db: Db, orderNo: string): Promise<WishRow | undefined> {
  return db.selectFrom('invoice_wish').selectAll().where('order_no', '=', orderNo).executeTakeFirst();
}

/** The wishes still waiting (oldest first, at most `limit`), those of orders asked for less than 3 days ago. */
export function waiting(db: Db, limit: number): Promise<WishRow[]> {
  return db
    .selectFrom('invoice_wish')
    .selectAll()
    .where('done_at', 'is', null)
    .where('created_at', '>', sql<Date>`now() - make_interval(days => ${WISH_WAITS_DAYS})`)
    .orderBy('created_at')
    .limit(limit)
    .execute();
}

/**
 * A wish turned (into `invoiceId`) or given up (with `failure`), if no one did it first; the one that made the
 * request also fills in its invoice when another instance settled it first without one.
 */
export async function settle(db: Db, id: number, invoiceId: number | null, failure: string | null): Promise<boolean> {
  const r = await db
    .updateTable('invoice_wish')
    .set({ done_at: sql`now()`, invoice_id: invoiceId, failure, updated_at: sql`now()` })
    .where('id', '=', id)
    .where((eb) =>
      invoiceId === null
        ? eb('done_at', 'is', null)
        : eb.or([eb('done_at', 'is', null), eb.and([eb('invoice_id', 'is', null), eb('failure', 'is', null)])]),
    )
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Wishes whose orders were never paid within the wait: closed, with the reason. */
export async function expire(db: Db, failure: string): Promise<number> {
  const r = await db
    .updateTable('invoice_wish')
    .set({ done_at: sql`now()`, failure, updated_at: sql`now()` })
    .where('done_at', 'is', null)
    .where('created_at', '<=', sql<Date>`now() - make_interval(days => ${WISH_WAITS_DAYS})`)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}
