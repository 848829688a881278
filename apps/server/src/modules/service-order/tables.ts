import type { Scoped } from '../../db/scoped.ts';

/** The tables the service centre owns (outlets, engineers, price rules, the device registry, orders, share links, refunds). */
export const TABLES = [
  'service_outlet',
  'service_engineer',
  'service_price_rule',
  'service_device',
  'service_order',
  'service_order_step',
  'service_share_link',
  'service_refund',
] as const;

export type Db = Scoped<(typeof TABLES)[number]>;
