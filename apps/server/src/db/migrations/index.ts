import type { Migration } from 'kysely';
import * as m0001 from './0001_core.ts';
import * as m0002 from './0002_catalogue.ts';
import * as m0003 from './0003_catalogue_search.ts';
import * as m0004 from './0004_calculator_usage.ts';
import * as m0005 from './0005_account_sms.ts';
import * as m0006 from './0006_enterprise_cert.ts';
import * as m0007 from './0007_prompts.ts';
import * as m0008 from './0008_qr_login.ts';
import * as m0010 from './0010_design_order.ts';
import * as m0011 from './0011_requirement.ts';

/** Forward-only migrations, applied in key order at start. Add new ones at the end. */
export const migrations: Record<string, Migration> = {
  '0001_core': m0001,
  '0002_catalogue': m0002,
  '0003_catalogue_search': m0003,
  '0004_calculator_usage': m0004,
  '0005_account_sms': m0005,
  '0006_enterprise_cert': m0006,
  '0007_prompts': m0007,
  '0008_qr_login': m0008,
  '0010_design_order': m0010,
  '0011_requirement': m0011,
};
