/** SQL of invoices, their orders and the sellers' invoicing settings (tables.ts). */
import { INVOICE_RULES, type InvoiceStatus } from '@portal/domain';
import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { InvoiceSellerTable, InvoiceTable } from '../../db/schema.ts';
import type { Db } from './tables.ts';

export type InvoiceRow = Selectable<InvoiceTable> & { order_nos: string[] };
export type SellerRow = Selectable<InvoiceSellerTable>;

const withOrders = (db: Db) =>
  db
    .selectFrom('invoice as i')
    .selectAll('i')
    .select(
      sql<
        string[]
      >`coalesce((select array_agg(o.order_no order by o.order_no) from invoice_order o where o.invoice_id = i.id), '{}')`.as(
        'order_nos',
      ),
    );

export async function find(db: Db, id: number): Promise<InvoiceRow | undefined> {
  return withOrders(db).where('i.id', '=', id).executeTakeFirst();
}

export async function insert(
  db: Db,
  row: Insertable<InvoiceTable>,
  orders: readonly { orderNo: string; amountFen: number }[],
  live: boolean,
): Promise<number> {
  const { id } = await db.insertInto('invoice').values(row).returning('id').executeTakeFirstOrThrow();
  if (orders.length)
    await db
      .insertInto('invoice_order')
      .values(orders.map((o) => ({ invoice_id: id, order_no: o.orderNo, amount_fen: o.amountFen, live })))
      .execute();
  return Number(id);
}

export type PageFilter = { buyer: number } | { seller: string } | { all: true };

/** One page, newest first — for a seller the waiting ones first, the overdue before them. */
export async function page(
  db: Db,
  f: PageFilter,
  status: InvoiceStatus | undefined,
  page: number,
  size: number,
): Promise<{ rows: InvoiceRow[]; total: number }> {
  let q = withOrders(db);
  let c = db.selectFrom('invoice as i').select(sql<string>`count(*)`.as('n'));
  if ('buyer' in f) {
    q = q.where('i.buyer_account_id', '=', f.buyer);
    c = c.where('i.buyer_account_id', '=', f.buyer);
  } else if ('seller' in f) {
    q = q.where('i.seller_merchant_no', '=', f.seller);
    c = c.where('i.seller_merchant_no', '=', f.seller);
  }
  if (status) {
    q = q.where('i.status', '=', status);
    c = c.where('i.status', '=', status);
  }
  if (!('buyer' in f)) {
    const due = sql`now() - make_interval(days => ${INVOICE_RULES.issueDueDays})`;
    q = q
      .orderBy(sql`(i.status in ('requested', 'failed') and i.requested_at < ${due})`, 'desc')
      .orderBy(sql`(i.status in ('requested', 'failed'))`, 'desc');
  }
  const rows = await q
    .orderBy('i.id', 'desc')
    .limit(size)
    .offset((page - 1) * size)
    .execute();
  const { n } = await c.executeTakeFirstOrThrow();
  return { rows, total: Number(n) };
}

/** Moves an invoice from one of `from` (a conditional write: only one caller moves it); the row when it moved. */
export async function move(
  db: Db,
  id: number,
  from: readonly InvoiceStatus[],
  set: Updateable<InvoiceTable>,
): Promise<boolean> {
  const r = await db
    .updateTable('invoice')
    .set({ ...set, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('status', 'in', [...from])
    .returning('id')
    .executeTakeFirst();
  return !!r;
}

/** An invoice no longer holds its orders (cancelled, reversed): they may be invoiced again. */
export async function release(db: Db, id: number): Promise<void> {
  await db.updateTable('invoice_order').set({ live: false }).where('invoice_id', '=', id).execute();
}

export async function setOrderAmounts(db: Db, id: number, amounts: ReadonlyMap<string, number>): Promise<void> {
  for (const [orderNo, fen] of amounts)
    await db
      .updateTable('invoice_order')
      .set({ amount_fen: fen })
      .where('invoice_id', '=', id)
      .where('order_no', '=', orderNo)
      .execute();
}

/** Claims invoices waiting for their platform (issuing, due): each is asked by one instance, the next in a minute. */
export async function claimIssuing(db: Db, limit: number, ids?: readonly number[]): Promise<InvoiceRow[]> {
  const claimed = await db
    .updateTable('invoice')
    .set({ poll_after: sql<Date>`now() + interval '60 seconds'` })
    .where('id', 'in', (s) => {
      let w = s
        .selectFrom('invoice')
        .select('id')
        .where('status', '=', 'issuing')
        .where('poll_after', '<=', sql<Date>`now()`);
      if (ids) w = w.where('id', 'in', ids.length ? [...ids] : [0]);
      return w.orderBy('poll_after').limit(limit).forUpdate().skipLocked();
    })
    .returning('id')
    .execute();
  if (claimed.length === 0) return [];
  return withOrders(db)
    .where(
      'i.id',
      'in',
      claimed.map((r) => r.id),
    )
    .execute();
}

/** Issued blue invoices holding one of these orders (the reversal's candidates). */
export async function issuedHolding(db: Db, orderNos: readonly string[]): Promise<InvoiceRow[]> {
  if (orderNos.length === 0) return [];
  return withOrders(db)
    .where('i.direction', '=', 'blue')
    .where('i.status', '=', 'issued')
    .where('i.id', 'in', (s) =>
      s
        .selectFrom('invoice_order')
        .select('invoice_id')
        .where('live', '=', true)
        .where('order_no', 'in', [...orderNos]),
    )
    .execute();
}

export async function orderAmounts(db: Db, id: number): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('invoice_order')
    .select(['order_no', 'amount_fen'])
    .where('invoice_id', '=', id)
    .execute();
  return new Map(rows.map((r) => [r.order_no, r.amount_fen]));
}

export async function nextLocalNumber(db: Db): Promise<number> {
  const r = await sql<{ n: string }>`select nextval('invoice_local_no') as n`.execute(db);
  return Number(r.rows[0]?.n);
}

export async function seller(db: Db, merchantNo: string): Promise<SellerRow | undefined> {
  return db.selectFrom('invoice_seller').selectAll().where('merchant_no', '=', merchantNo).executeTakeFirst();
}

export async function saveSeller(db: Db, row: Insertable<InvoiceSellerTable>): Promise<SellerRow> {
  const { merchant_no: _m, ...rest } = row;
  return db
    .insertInto('invoice_seller')
    .values(row)
    .onConflict((oc) => oc.column('merchant_no').doUpdateSet({ ...rest, updated_at: sql<Date>`now()` }))
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function setSerial(db: Db, id: number, serial: string, platform: string): Promise<void> {
  await db.updateTable('invoice').set({ platform_serial: serial, platform }).where('id', '=', id).execute();
}

/** Every invoice on an order (blue and red, live or not), newest first. */
export function onOrder(db: Db, orderNo: string): Promise<InvoiceRow[]> {
  return withOrders(db)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('invoice_order as x')
          .select('x.order_no')
          .whereRef('x.invoice_id', '=', 'i.id')
          .where('x.order_no', '=', orderNo),
      ),
    )
    .orderBy('i.id', 'desc')
    .limit(50)
    .execute();
}

/** The live invoice each of these orders is on (its id and status). */
export async function liveOf(
  db: Db,
  orderNos: readonly string[],
): Promise<Map<string, { id: number; status: string }>> {
  if (orderNos.length === 0) return new Map();
  const rows = await db
    .selectFrom('invoice_order as o')
    .innerJoin('invoice as i', 'i.id', 'o.invoice_id')
    .select(['o.order_no', 'i.id', 'i.status'])
    .where('o.live', '=', true)
    .where('o.order_no', 'in', [...orderNos])
    .execute();
  return new Map(rows.map((r) => [r.order_no, { id: Number(r.id), status: r.status }]));
}

/** One page of a seller's invoices issued from `from` to `to` (days, both included), after the id `after`. */
export async function issuedPage(
  db: Db,
  seller: string,
  from: string,
  to: string,
  after: number,
  limit: number,
): Promise<InvoiceRow[]> {
  return withOrders(db)
    .where('i.seller_merchant_no', '=', seller)
    .where('i.issued_on', '>=', from)
    .where('i.issued_on', '<=', to)
    .where('i.invoice_no', 'is not', null)
    .where('i.id', '>', after)
    .orderBy('i.id')
    .limit(limit)
    .execute();
}
