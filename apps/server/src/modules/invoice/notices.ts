/**
 * The messages of an invoice's life (issue 59 §5), written in the transaction of the move that causes them: a request
 * tells the seller's owners; an issue and a reversal tell the buyer. Each is written once (its key).
 */
import { INVOICE_KIND_LABEL, formatFenGrouped, type InvoiceKind } from '@portal/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { merchantOwners } from '../account/index.ts';
import { sendMessages } from '../message/index.ts';
import type { TitleSnapshot } from './presenter.ts';
import type { InvoiceRow } from './request-queries.ts';

const yuan = (fen: number) => `¥${formatFenGrouped(fen)}`;
const nos = (r: InvoiceRow) => r.order_nos.join('、');

export async function tellRequested(tx: Kysely<DB>, r: InvoiceRow): Promise<void> {
  const title = r.title as unknown as TitleSnapshot;
  const params = {
    buyerName: title.name,
    orderNos: nos(r),
    kind: INVOICE_KIND_LABEL[r.kind as InvoiceKind],
    amount: yuan(r.amount_fen),
  };
  const owners = await merchantOwners(tx, r.seller_merchant_no);
  await sendMessages(
    tx,
    owners.map((accountId) => ({
      accountId,
      kind: 'invoiceRequested' as const,
      params,
      key: `invoice:${r.id}:requested`,
    })),
  );
}

export async function tellIssued(tx: Kysely<DB>, r: InvoiceRow, invoiceNo: string): Promise<void> {
  if (r.direction !== 'blue') return;
  const params = {
    sellerName: r.seller_name,
    orderNos: nos(r),
    kind: INVOICE_KIND_LABEL[r.kind as InvoiceKind],
    invoiceNo,
  };
  await sendMessages(tx, [
    { accountId: Number(r.buyer_account_id), kind: 'invoiceIssued', params, key: `invoice:${r.id}:issued` },
  ]);
}

export async function tellReversed(tx: Kysely<DB>, blue: InvoiceRow, restFen: number): Promise<void> {
  const rest = restFen > 0 ? `剩余 ${yuan(restFen)} 已重新申请开票，待卖家开具。` : '订单已全额退款，无需重开。';
  const params = { orderNos: nos(blue), invoiceNo: blue.invoice_no ?? '', rest };
  await sendMessages(tx, [
    { accountId: Number(blue.buyer_account_id), kind: 'invoiceReversed', params, key: `invoice:${blue.id}:reversed` },
  ]);
}
