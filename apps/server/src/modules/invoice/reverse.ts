/**
 * After the sale (issue 59 §4): a refund that succeeds after an invoice was issued reverses it. The queue's
 * `invoice.reverse` (every 30 s; so a reversal may lag its refund by that much) reads the orders refunded in the last 30
 * days and, for each issued blue invoice whose orders are now invoiceable for less than it says, in one transaction:
 * moves it to 已红冲 (a conditional write: once), writes its red invoice (its lines negated, sent to the platform as
 * 开票中) and, when something is still paid, a new request for what remains with the same title. That one is issued
 * at once through the seller's platform when the reversed one was (not when it was uploaded: the seller issued it
 * elsewhere and will again); if the platform or the settings refuse, it waits in the seller's queue as 待开票.
 */
import { invoiceableFen, redLinesOf, type InvoiceLine } from '@portal/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { DB } from '../../db/schema.ts';
import { ordersForInvoice } from '../order/index.ts';
import { refundedFenOf, refundedSince } from '../payment/index.ts';
import { AppError } from '../../http/errors.ts';
import { issueRequest } from './issuing.ts';
import { pollInvoices } from './poll.ts';
import { tellReversed } from './notices.ts';
import * as q from './request-queries.ts';

const LOOK_BACK_MS = 30 * 86_400_000;

/** Reverses what refunds made wrong; answers the red invoices written. */
export async function reverseRefunded(
  db: Kysely<DB>,
  config: Config,
  log: FastifyBaseLogger,
  now = new Date(),
): Promise<number> {
  const refunded = await refundedSince(db, 'mall_order', new Date(now.getTime() - LOOK_BACK_MS));
  const blues = await q.issuedHolding(db, refunded);
  const reds: number[] = [];
  const rests: number[] = [];
  for (const blue of blues) {
    const done = await reverseOne(db, blue);
    if (!done) continue;
    reds.push(done.red);
    if (done.rest !== null && blue.platform !== 'upload') rests.push(done.rest);
  }
  if (reds.length) await pollInvoices(db, config, log, reds);
  for (const id of rests) {
    try {
      await issueRequest(db, config, (await q.find(db, id))!, log);
    } catch (e) {
      if (!(e instanceof AppError)) throw e;
      log.warn({ invoiceId: id, reason: e.reason }, '红冲后剩余金额未能自动开票，留待卖家开具');
    }
  }
  return reds.length;
}

async function reverseOne(db: Kysely<DB>, blue: q.InvoiceRow): Promise<{ red: number; rest: number | null } | null> {
  const recorded = await q.orderAmounts(db, Number(blue.id));
  const orders = await ordersForInvoice(db, [...recorded.keys()]);
  const refunds = await refundedFenOf(db, 'mall_order', [...recorded.keys()]);
  const now = new Map(
    orders.map((o) => [o.orderNo, invoiceableFen({ paidFen: o.payFen, refundedFen: refunds.get(o.orderNo) ?? 0 })]),
  );
  if (![...recorded].some(([no, fen]) => (now.get(no) ?? 0) < fen)) return null;
  return db.transaction().execute(async (tx) => {
    if (!(await q.move(tx, Number(blue.id), ['issued'], { status: 'reversed' }))) return null;
    await q.release(tx, Number(blue.id));
    const common = {
      kind: blue.kind,
      seller_merchant_no: blue.seller_merchant_no,
      seller_name: blue.seller_name,
      buyer_account_id: blue.buyer_account_id,
      title: JSON.stringify(blue.title),
      email: blue.email,
    };
    const redId = await q.insert(
      tx,
      {
        ...common,
        direction: 'red',
        reverses_id: blue.id,
        status: 'issuing',
        poll_after: new Date(),
        amount_fen: -blue.amount_fen,
        tax_fen: -blue.tax_fen,
        lines: JSON.stringify(redLinesOf(blue.lines as unknown as InvoiceLine[])),
      },
      [...recorded].map(([orderNo, fen]) => ({ orderNo, amountFen: -fen })),
      false,
    );
    const rest = [...now].filter(([, fen]) => fen > 0).map(([orderNo, amountFen]) => ({ orderNo, amountFen }));
    await tellReversed(
      tx,
      blue,
      rest.reduce((s, r) => s + r.amountFen, 0),
    );
    const restId = !rest.length
      ? null
      : await q.insert(
          tx,
          {
            ...common,
            status: 'requested',
            amount_fen: rest.reduce((s, r) => s + r.amountFen, 0),
            tax_fen: 0,
            lines: JSON.stringify([]),
          },
          rest,
          true,
        );
    return { red: redId, rest: restId };
  });
}
