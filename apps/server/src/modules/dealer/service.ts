import {
  areaMatchRank,
  canSetDefaultDealer,
  DEALER_MESSAGES,
  dealerServesArea,
  type BindDetail,
  type BindPayload,
  type BoundMerchant,
  type Dealer,
  type ParentMerchantListQuery,
  type Shop,
  refusal,
  listedBy,
  DEALER_ROUTES,
} from '@portal/domain';
import type { Kysely, Transaction } from 'kysely';
import { batchedRead } from '../../cache/batched.ts';
import { perDatabase, TtlCache } from '../../cache/ttl-cache.ts';
import { bus } from '../../events/index.ts';
import type { DB } from '../../db/schema.ts';
import { businessError, forbidden } from '../../http/errors.ts';
import {
  currentBuyer,
  findFirstDealer,
  listFirstDealers,
  listGroupBindsOf,
  lockAccount,
  merchantContacts,
  type Buyer,
} from '../account/index.ts';
import { canonicalLocation, locationColumns } from '../region/index.ts';
import { toBoundMerchant, toDealer, toShop, type ShopRow } from './presenter.ts';
import * as q from './queries.ts';

/** What each use case may answer: only the reasons the entries that reach it list (the compiler checks). */
const bindNo = listedBy(DEALER_ROUTES.bind);
const ownShopNo = listedBy(DEALER_ROUTES.setDefault, DEALER_ROUTES.toggleShop);
const toggleShopNo = listedBy(DEALER_ROUTES.toggleShop);
const setDefaultNo = listedBy(DEALER_ROUTES.setDefault);

const key = (b: Buyer): q.BuyerKey => ({ accountId: b.accountId, merchantNo: b.merchantNo });

/**
 * An account's shops as shopsOf answers them, for each of its identities (a person, each merchant), kept
 * SHOPS_CACHE_MS (the cart, every order and every flash-sale buy read them per request). This module's binding
 * changes drop the account's entry after their commit (changeBindings); another process, or a shop's status changed
 * behind the service, is seen within SHOPS_CACHE_MS.
 */
const SHOPS_CACHE_MS = 2_000;
const shopsCache = perDatabase(() => new TtlCache<number, Map<string, Shop[]>>(SHOPS_CACHE_MS, 50_000));

/** Changes a buyer's bindings under the buyer's lock, in one transaction, then forgets the kept shops. */
async function changeBindings(db: Kysely<DB>, b: q.BuyerKey, change: (trx: Transaction<DB>) => Promise<void>) {
  try {
    await db.transaction().execute(async (trx) => {
      await lockAccount(trx, b.accountId);
      await change(trx);
    });
  } finally {
    bus.emit(db, { type: 'dealer.shopsChanged', accountId: b.accountId });
  }
}
// Every instance drops the buyer's kept shops (the event travels by LISTEN/NOTIFY on PostgreSQL).
bus.on('dealer.shopsChanged', (e, db) => shopsCache(db).delete(e.accountId));

/** Forget every kept shop list (for tests that change a shop behind the service). */
/** Whether the buyer (this account acting for merchantNo, or as a person when null) has a first-level dealer. */
export function hasBoundDealer(db: Kysely<DB>, accountId: number, merchantNo: string | null): Promise<boolean> {
  return q.hasBoundDealer(db, accountId, merchantNo);
}

/** The first-level dealers an account is bound to, under any of its identities (as a person or a merchant). */
export function boundFirstMerchantNos(db: Kysely<DB>, accountId: number): Promise<string[]> {
  return q.boundFirstMerchantNos(db, accountId);
}

export function forgetShops(db: Kysely<DB>): void {
  shopsCache(db).clear();
}

/** First-level dealers serving the chosen area: its province, the chosen area and city first. */
export async function parentMerchantList(db: Kysely<DB>, query: ParentMerchantListQuery): Promise<Dealer[]> {
  const rows = await listFirstDealers(db, query.provinceCode, query.merchantName || undefined);
  const groups = await listGroupBindsOf(
    db,
    rows.map((r) => r.merchant_no),
  );
  const byMerchant = new Map<string, { title: string; tagName: string }[]>();
  for (const g of groups) {
    const list = byMerchant.get(g.merchant_no) ?? [];
    list.push({ title: g.title, tagName: g.tag_name });
    byMerchant.set(g.merchant_no, list);
  }
  const loc = { cityCode: query.cityCode, areaCode: query.areaCode };
  return rows
    .map((r, i) => ({ r, i, rank: areaMatchRank({ cityCode: r.city_code, areaCode: r.area_code }, loc) }))
    .sort((a, b) => a.rank - b.rank || a.i - b.i)
    .map(({ r }) => toDealer(r, byMerchant.get(r.merchant_no) ?? []));
}

/**
 * Bind the ordering first-level dealer (bindParentMerchantList). The area must exist and the dealer must be a
 * normal first-level dealer of that province. A person orders from one dealer: binding replaces it. An
 * enterprise keeps a list of shops: the new one becomes current, and the default when it has none.
 */
export async function bind(db: Kysely<DB>, accountId: number, input: BindPayload): Promise<BoundMerchant> {
  const buyer = await currentBuyer(db, accountId);
  const loc = canonicalLocation(input.userLocation);
  if (!loc) throw businessError(bindNo(refusal(DEALER_MESSAGES, 'regionUnknown')));
  const dealer = await findFirstDealer(db, input.bindMerchantNo);
  if (!dealer || dealer.status !== 1) throw businessError(bindNo(refusal(DEALER_MESSAGES, 'dealerUnknown')));
  if (dealer.merchant_no === buyer.merchantNo) throw businessError(bindNo(refusal(DEALER_MESSAGES, 'selfBind')));
  if (!dealerServesArea({ provinceCode: dealer.province_code }, loc))
    throw businessError(bindNo(refusal(DEALER_MESSAGES, 'dealerOutsideArea')));
  const b = key(buyer);
  await changeBindings(db, b, async (trx) => {
    await q.upsertBinding(trx, b, dealer.merchant_no, locationColumns(loc));
    if (!buyer.merchantNo) {
      await q.deleteOtherBindings(trx, b, dealer.merchant_no);
      await q.setDefault(trx, b, dealer.merchant_no);
    } else {
      const rows = await listShops(trx, b);
      if (!rows.some((r) => r.default_status) && canSetDefaultDealer(buyer.enterpriseType)) {
        await q.setDefault(trx, b, dealer.merchant_no);
      }
    }
    await q.setChoosing(trx, b, dealer.merchant_no);
  });
  const current = (await listShops(db, b)).find((r) => r.first_merchant_no === dealer.merchant_no);
  return toBoundMerchant(current!);
}

/** Bindings with their dealers' names, phones and status (bindings without their dealer are left out). */
async function withDealers(db: Kysely<DB>, rows: q.BindingRow[]): Promise<ShopRow[]> {
  const dealers = await merchantContacts(
    db,
    rows.map((r) => r.first_merchant_no),
  );
  return rows.flatMap((r) => {
    const d = dealers.get(r.first_merchant_no);
    return d ? [{ ...r, ...d }] : [];
  });
}

/** The buyer's shops in listBindings' order. */
async function listShops(db: Kysely<DB>, b: q.BuyerKey): Promise<ShopRow[]> {
  return withDealers(db, await q.listBindings(db, b));
}

/**
 * Accounts' bindings with their dealers, the accounts asked in this turn of the event loop in two queries (the
 * bindings, then every dealer they name).
 */
const bindingReads = batchedRead(async (db, accountIds: readonly number[]) => {
  const perAccount = await q.listBindingsOfAccounts(db, accountIds);
  const all = perAccount.flatMap((m) => [...m.values()].flat());
  const dealers = await merchantContacts(
    db,
    all.map((r) => r.first_merchant_no),
  );
  return perAccount.map(
    (m) =>
      new Map(
        [...m].map(([k, rows]) => [
          k,
          rows.flatMap((r) => {
            const d = dealers.get(r.first_merchant_no);
            return d ? [{ ...r, ...d }] : [];
          }),
        ]),
      ),
  );
});

/** Every identity's shops of an account: the identity's key (its merchant number, '' as a person) → its shops. */
function accountShops(db: Kysely<DB>, accountId: number): Promise<Map<string, Shop[]>> {
  return shopsCache(db).load(accountId, async () => {
    const byIdentity = await bindingReads(db).load(accountId);
    return new Map([...byIdentity].map(([k, rows]) => [k, rows.map(toShop)]));
  });
}

const shopsIn = (all: Map<string, Shop[]>, buyer: Buyer): Shop[] => all.get(buyer.merchantNo ?? '') ?? [];

/** The bound first-level dealers of a buyer already read (the cart and order read the buyer once per call). */
export async function shopsOf(db: Kysely<DB>, buyer: Buyer): Promise<Shop[]> {
  return shopsIn(await accountShops(db, buyer.accountId), buyer);
}

/**
 * A buyer being read (`buyer`, of account `accountId`) with its shops: the account's bindings are read alongside
 * the buyer, not after it (one round trip, where shopsOf after the buyer takes two).
 */
export async function withShops<B extends Buyer>(
  db: Kysely<DB>,
  accountId: number,
  buyer: Promise<B>,
): Promise<{ buyer: B; shops: Shop[] }> {
  const [b, all] = await Promise.all([buyer, accountShops(db, accountId)]);
  return { buyer: b, shops: shopsIn(all, b) };
}

export async function shopList(db: Kysely<DB>, accountId: number): Promise<Shop[]> {
  return shopsOf(db, await currentBuyer(db, accountId));
}

/** The current binding and where it was chosen (getbindMerchant), null when none. */
export async function boundMerchant(db: Kysely<DB>, accountId: number): Promise<BoundMerchant | null> {
  const rows = await listShops(db, key(await currentBuyer(db, accountId)));
  const current = rows.find((r) => r.choosing) ?? rows[0];
  return current ? toBoundMerchant(current) : null;
}

export async function defaultFirst(
  db: Kysely<DB>,
  accountId: number,
): Promise<{ enterpriseName: string; merchantNo: string } | null> {
  const rows = await listShops(db, key(await currentBuyer(db, accountId)));
  const d = rows.find((r) => r.default_status);
  return d ? { enterpriseName: d.company_name, merchantNo: d.first_merchant_no } : null;
}

export async function bindDetail(db: Kysely<DB>, accountId: number): Promise<BindDetail> {
  const buyer = await currentBuyer(db, accountId);
  const rows = await listShops(db, key(buyer));
  const current = rows.find((r) => r.choosing) ?? rows[0];
  return {
    current: current ? toBoundMerchant(current) : null,
    shops: rows.map(toShop),
    canSetDefault: buyer.merchantNo !== null && canSetDefaultDealer(buyer.enterpriseType),
  };
}

/** A shop that is not in the buyer's list is another buyer's: 403, nothing changes. */
async function ownShop(db: Kysely<DB>, buyer: Buyer, firstMerchantNo: string): Promise<Shop> {
  const shop = (await shopsOf(db, buyer)).find((s) => s.parentMerchantNo === firstMerchantNo);
  if (!shop) throw forbidden(ownShopNo(refusal(DEALER_MESSAGES, 'notYourShop')));
  return shop;
}

/** Switch shop: the chosen one becomes current (abnormal shops cannot be chosen). */
export async function toggleShop(db: Kysely<DB>, accountId: number, firstMerchantNo: string): Promise<Shop[]> {
  const buyer = await currentBuyer(db, accountId);
  const shop = await ownShop(db, buyer, firstMerchantNo);
  if (shop.status !== 1) throw businessError(toggleShopNo(refusal(DEALER_MESSAGES, 'shopAbnormal')));
  await changeBindings(db, key(buyer), (trx) => q.setChoosing(trx, key(buyer), firstMerchantNo).then(() => undefined));
  return shopsOf(db, buyer);
}

export async function setDefaultDealer(db: Kysely<DB>, accountId: number, parentMerchantNo: string): Promise<Shop[]> {
  const buyer = await currentBuyer(db, accountId);
  if (!buyer.merchantNo || !canSetDefaultDealer(buyer.enterpriseType))
    throw businessError(setDefaultNo(refusal(DEALER_MESSAGES, 'defaultNotAllowed')));
  const shop = await ownShop(db, buyer, parentMerchantNo);
  if (shop.status !== 1) throw businessError(setDefaultNo(refusal(DEALER_MESSAGES, 'shopAbnormal')));
  await changeBindings(db, key(buyer), (trx) => q.setDefault(trx, key(buyer), parentMerchantNo).then(() => undefined));
  return shopsOf(db, buyer);
}

/** Who is bound to these first-level dealers as a merchant: account, the merchant it buys for, the dealer. */
export async function merchantBindingsTo(
  db: Kysely<DB>,
  firstMerchantNos: readonly string[],
): Promise<{ accountId: number; buyerMerchantNo: string; firstMerchantNo: string }[]> {
  if (firstMerchantNos.length === 0) return [];
  return (await q.merchantBindingsTo(db, firstMerchantNos)).map((r) => ({
    accountId: Number(r.account_id),
    buyerMerchantNo: r.buyer_merchant_no!,
    firstMerchantNo: r.first_merchant_no,
  }));
}
