import type { Scoped } from '../../db/scoped.ts';

/** The tables the account module owns: only its queries read or write them (docs/architecture.md, "Modules and their tables"). */
export const TABLES = [
  'account',
  'merchant',
  'merchant_member',
  'merchant_group_bind',
  'auth_token',
  'login_failure',
  'qr_login',
] as const;

/** The database as this module's queries see it. */
export type Db = Scoped<(typeof TABLES)[number]>;
