/**
 * The buyer of an account (who is buying, for whom, as which user type) and the short cache of them, shared by the
 * account service (buyerProfile) and the token look-up, which reads the buyer in the same query as a token's owner.
 */
import type { UserType } from '@portal/domain';
import { perDatabase, TtlCache } from '../../cache/ttl-cache.ts';
import { bus } from '../../events/index.ts';
import { toSessionUser } from './presenter.ts';
import type * as q from './queries.ts';

/** Who is buying: the account and the identity it acts for now (null = as a person). For other modules. */
export interface Buyer {
  accountId: number;
  accountNo: string;
  merchantNo: string | null;
  enterpriseType: number | null;
  employee: boolean;
  /** Every merchant the account belongs to (owner or employee): whose private products it sees. */
  merchantNos: string[];
}

/**
 * Buyers as buyerProfile answers them, kept BUYER_CACHE_MS: the cart, every order, every flash-sale buy and every
 * per-viewer price list read one per request. This module's writes to an account's identities drop the entry
 * (forgetBuyer), and so does an approved enterprise certification (the event 'enterprise.certified', src/events/),
 * so this process sees them at once and another within BUYER_CACHE_MS.
 */
const BUYER_CACHE_MS = 2_000;
export const buyersOf = perDatabase(() => new TtlCache<number, Buyer & { userType: UserType }>(BUYER_CACHE_MS, 50_000));

bus.on('enterprise.certified', (e, db) => buyersOf(db).delete(e.accountId));
bus.on('account.buyerChanged', (e, db) =>
  e.accountId === null ? buyersOf(db).clear() : buyersOf(db).delete(e.accountId),
);

export function toBuyer({ account, identities }: q.AccountWithIdentities): Buyer & { userType: UserType } {
  const accountId = Number(account.id);
  const current = identities.find((i) => i.merchant_no === account.current_merchant_no) ?? identities[0] ?? null;
  return {
    accountId,
    accountNo: account.account_no,
    merchantNo: current?.merchant_no ?? null,
    enterpriseType: current?.enterprise_type ?? null,
    employee: current?.employee ?? false,
    merchantNos: identities.map((i) => i.merchant_no),
    userType: toSessionUser({ account, identities, current, groupBinds: [], hasBindFirstDistributor: false }).userType,
  };
}
