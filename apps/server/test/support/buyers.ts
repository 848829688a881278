/**
 * Buyers for the buying tests: a first-level dealer, accounts bound to it (a person, a second-level dealer),
 * accounts that may not buy (the first-level's owner and staff, a person and a second-level without a dealer),
 * and quick tokens for many accounts (no password hashing, no login rate limit) for concurrency tests.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../src/db/schema.ts';
import { createAccount, createMerchant } from './fixtures.ts';
import { issueToken } from '../../src/modules/account/tokens.ts';

const XIHU = {
  province_code: '330000',
  province_name: '浙江省',
  city_code: '330100',
  city_name: '杭州市',
  area_code: '330106',
  area_name: '西湖区',
};

export async function bindDealer(
  db: Kysely<DB>,
  accountId: number,
  buyerMerchantNo: string | null,
  firstMerchantNo: string,
): Promise<void> {
  await db
    .insertInto('dealer_binding')
    .values({
      account_id: accountId,
      buyer_merchant_no: buyerMerchantNo,
      first_merchant_no: firstMerchantNo,
      choosing: true,
      default_status: true,
      ...XIHU,
    })
    .execute();
}

export interface BuyingWorld {
  firstNo: string;
  secondNo: string;
  /** phone → account id */
  ids: Record<'person' | 'second' | 'firstOwner' | 'firstStaff' | 'loner' | 'lonerSecond', number>;
  phones: Record<'person' | 'second' | 'firstOwner' | 'firstStaff' | 'loner' | 'lonerSecond', string>;
}

/** Phones 139000050NN, NN from `base` (a test file picks its own base so several can share a database). */
export async function createBuyingWorld(db: Kysely<DB>, base = 10): Promise<BuyingWorld> {
  const phone = (n: number) => `1390000${String(5000 + base + n).padStart(4, '0')}`;
  const firstNo = await createMerchant(db, { enterpriseType: 1, companyName: '杭州测试一级经销商有限公司' });
  const secondNo = await createMerchant(db, { enterpriseType: 2 });
  const lonerSecondNo = await createMerchant(db, { enterpriseType: 2 });
  const phones = {
    person: phone(1),
    second: phone(2),
    firstOwner: phone(3),
    firstStaff: phone(4),
    loner: phone(5),
    lonerSecond: phone(6),
  };
  const ids = {
    person: await createAccount(db, { phone: phones.person }),
    second: await createAccount(db, { phone: phones.second, identities: [{ merchantNo: secondNo }] }),
    firstOwner: await createAccount(db, { phone: phones.firstOwner, identities: [{ merchantNo: firstNo }] }),
    firstStaff: await createAccount(db, {
      phone: phones.firstStaff,
      identities: [{ merchantNo: firstNo, employeeType: 1 }],
    }),
    loner: await createAccount(db, { phone: phones.loner }),
    lonerSecond: await createAccount(db, { phone: phones.lonerSecond, identities: [{ merchantNo: lonerSecondNo }] }),
  };
  await bindDealer(db, ids.person, null, firstNo);
  await bindDealer(db, ids.second, secondNo, firstNo);
  return { firstNo, secondNo, ids, phones };
}

/** n plain person accounts with live tokens, made directly (concurrency tests). */
export async function quickAccounts(
  db: Kysely<DB>,
  n: number,
  prefix: string,
): Promise<{ id: number; token: string }[]> {
  const rows = await db
    .insertInto('account')
    .values(
      Array.from({ length: n }, (_, i) => ({
        account_no: `Q${prefix}${i}`,
        phone: `1${prefix}${String(i).padStart(10 - prefix.length, '0')}`,
        password_hash: null,
      })),
    )
    .returning('id')
    .execute();
  return Promise.all(rows.map(async (r) => ({ id: r.id, token: (await issueToken(db, r.id, {})).token })));
}
