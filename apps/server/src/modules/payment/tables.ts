import type { Scoped } from '../../db/scoped.ts';

/** The tables the payment module owns: only its queries read or write them (docs/architecture.md, "Modules and their tables"). */
export const TABLES = [
  'payment',
  'payment_notification',
  'payment_notify_rejection',
  'wallet_account',
  'wallet_ledger',
  'payment_refund',
  'payment_refund_notification',
] as const;

/** The database as this module's queries see it. */
export type Db = Scoped<(typeof TABLES)[number]>;
