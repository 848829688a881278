/**
 * An invoice's life (issue 59 §2-4): asked for by the buyer on one or more paid orders of one seller, issued by the
 * seller through its e-invoice platform (asynchronously: 开票中 until the platform answers) or by uploading the file it
 * issued elsewhere, reversed by a red invoice (红冲) when a refund follows. One table of moves, written once here; the
 * server applies each as a conditional write (from one of `from`), so no invoice moves twice.
 */
import { refusal, type Refusal } from '../core/index.ts';
import { INVOICE_REQUEST_MESSAGES } from './messages.ts';

export const INVOICE_STATUSES = ['requested', 'issuing', 'issued', 'failed', 'reversed', 'cancelled'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const INVOICE_STATUS_LABEL: Record<InvoiceStatus, string> = {
  requested: '待开票',
  issuing: '开票中',
  issued: '已开票',
  failed: '开票失败',
  reversed: '已红冲',
  cancelled: '已取消',
};

/** A blue invoice is the sale's; a red one (红字发票) reverses a blue one in full. */
export const INVOICE_DIRECTIONS = ['blue', 'red'] as const;
export type InvoiceDirection = (typeof INVOICE_DIRECTIONS)[number];
export const INVOICE_DIRECTION_LABEL: Record<InvoiceDirection, string> = { blue: '蓝字发票', red: '红字发票' };

export type InvoiceAction = 'issue' | 'upload' | 'succeed' | 'fail' | 'cancel' | 'reverse';

/** Each action: the states it may start from and the state it leaves the invoice in. */
export const INVOICE_MOVES: Record<InvoiceAction, { from: readonly InvoiceStatus[]; to: InvoiceStatus }> = {
  /** The seller sends it to its platform. */
  issue: { from: ['requested', 'failed'], to: 'issuing' },
  /** The seller uploads the file of an invoice it issued elsewhere. */
  upload: { from: ['requested', 'failed'], to: 'issued' },
  /** The platform answered: issued. */
  succeed: { from: ['issuing'], to: 'issued' },
  /** The platform answered: refused (the seller may try again). */
  fail: { from: ['issuing'], to: 'failed' },
  /** The buyer withdraws the request before it is issued. */
  cancel: { from: ['requested', 'failed'], to: 'cancelled' },
  /** A red invoice was issued for it. */
  reverse: { from: ['issued'], to: 'reversed' },
};

const MOVE_REFUSAL = {
  issue: 'notWaiting',
  upload: 'notWaiting',
  succeed: 'notIssuing',
  fail: 'notIssuing',
  cancel: 'notCancellable',
  reverse: 'notIssued',
} as const satisfies Record<InvoiceAction, keyof typeof INVOICE_REQUEST_MESSAGES>;

/** Where `action` takes an invoice in `from`, or why it may not. */
export function invoiceMove(
  from: InvoiceStatus,
  action: InvoiceAction,
): { to: InvoiceStatus; refusal: null } | { to: null; refusal: Refusal } {
  const move = INVOICE_MOVES[action];
  if (move.from.includes(from)) return { to: move.to, refusal: null };
  return { to: null, refusal: refusal(INVOICE_REQUEST_MESSAGES, MOVE_REFUSAL[action]) };
}

export const INVOICE_RULES = {
  /** Default days after payment within which a buyer may ask (the provider sets its own: INVOICE_REQUEST_WINDOW_DAYS). */
  requestWindowDays: 180,
  /** A request waiting longer than this is overdue: the seller's queue shows it first, marked. */
  issueDueDays: 3,
  /** How long a signed link to an invoice file lives, seconds. */
  fileLinkSeconds: 300,
} as const;

/** Whether a request waiting since `requestedAt` is overdue at `now`. */
export function invoiceOverdue(status: InvoiceStatus, requestedAt: Date, now: Date): boolean {
  if (status !== 'requested' && status !== 'failed') return false;
  return now.getTime() - requestedAt.getTime() > INVOICE_RULES.issueDueDays * 86_400_000;
}
