import type { Kysely } from 'kysely';
import type { DB } from '../../src/db/schema.ts';
import { hashPassword } from '../../src/modules/account/password.ts';

let seq = 0;
const next = () => `${Date.now() % 100000}${++seq}`.padStart(8, '0');
/**
 * A fixture merchant's number: M9… never falls in the dealer series the imports number after (M1…, M2…: the next after
 * the highest), so a test's new dealer is M10001 / M20001 whatever the clock (M2 + the time's digits made it
 * M23772310 one run in ten).
 */
const merchantNext = () => `9${next()}`;

export interface MerchantSpec {
  enterpriseType: number;
  authStatus?: number;
  companyName?: string;
}

export async function createMerchant(db: Kysely<DB>, spec: MerchantSpec): Promise<string> {
  const merchantNo = `M${merchantNext()}`;
  await db
    .insertInto('merchant')
    .values({
      merchant_no: merchantNo,
      enterprise_no: `E${merchantNo}`,
      enterprise_type: spec.enterpriseType,
      company_name: spec.companyName ?? `测试企业${merchantNo}`,
      auth_status: spec.authStatus ?? 1,
      province_name: '浙江省',
      city_name: '杭州市',
    })
    .execute();
  return merchantNo;
}

export interface AccountSpec {
  phone: string;
  password?: string;
  isSales?: boolean;
  surveyPermission?: boolean;
  identities?: { merchantNo: string; employeeType?: number }[];
}

export async function createAccount(db: Kysely<DB>, spec: AccountSpec): Promise<number> {
  const row = await db
    .insertInto('account')
    .values({
      account_no: `A${next()}`,
      phone: spec.phone,
      password_hash: await hashPassword(spec.password ?? 'Test@2026'),
      is_sales: spec.isSales ?? false,
      survey_permission: spec.surveyPermission ?? false,
      current_merchant_no: spec.identities?.[0]?.merchantNo ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const i of spec.identities ?? []) {
    await db
      .insertInto('merchant_member')
      .values({
        account_id: row.id,
        merchant_no: i.merchantNo,
        employee: i.employeeType !== undefined,
        employee_type: i.employeeType ?? null,
      })
      .execute();
  }
  return row.id;
}
