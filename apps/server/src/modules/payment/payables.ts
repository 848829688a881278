/**
 * The businesses a payment can pay (mall orders now; service and credits orders later). Each registers one
 * Payable; the payment module never reads their tables.
 */
import type { Refusal } from '@portal/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';

/**
 * Why a payable cannot be paid now, as the businesses answer it (their `describe`): the mall order's and a credits
 * exchange's (ORDER), a service order's and its supplement's (SERVICE_ORDER). Every entry that opens or pays a
 * payment lists them (domain api/routes/payment.ts), so the compiler checks a new one is declared there too.
 */
export type UnpayableReason =
  | 'ORDER.alreadyPaid'
  | 'ORDER.closed'
  | 'ORDER.expiredUnpaid'
  | 'SERVICE_ORDER.alreadyPaid'
  | 'SERVICE_ORDER.cannotMove'
  | 'SERVICE_ORDER.payExpired'
  // the pay page's own words for the same (a test's payable answers in them)
  | 'PAYMENT.alreadyPaid'
  | 'PAYMENT.closed'
  | 'PAYMENT.expired';

export interface Payable {
  kind: string; // 'mall_order' now; 'service_order', 'credits_order' later
  /** For creating a payment: what is due and whether it can still be paid (if not, why); null when unknown or not the account's. */
  describe(
    db: Kysely<DB>,
    no: string,
    accountId: number,
  ): Promise<{
    amountFen: number;
    payable: boolean;
    reason: Refusal<UnpayableReason> | null;
    subject: string;
    expiresAt: Date;
  } | null>;
  /** Inside the notification's transaction: move to paid only from unpaid (conditional update).
   *  'paid' = moved now; 'not_payable' = expired/cancelled/already paid by another payment -> record for refund. */
  markPaid(
    tx: Transaction<DB>,
    no: string,
    p: { paymentNo: string; channel: string; amountFen: number; paidAt: Date },
  ): Promise<'paid' | 'not_payable'>;
  /** The order-status read the pay page polls. */
  status(db: Kysely<DB>, no: string, accountId: number): Promise<{ paid: boolean; closed: boolean } | null>;
}

const registry = new Map<string, Payable>();

/** Registers (or replaces, for the same kind) the payable of one business. */
export function registerPayable(p: Payable): void {
  registry.set(p.kind, p);
}

export function payableOf(kind: string): Payable | null {
  return registry.get(kind) ?? null;
}
