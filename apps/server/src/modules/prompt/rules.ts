/**
 * The post-login prompts computed from business rules (issue 45 §4; the rules' words and limits in the domain's
 * account/prompt-rules.ts): repeated enterprise name from the certified merchants, waiting-share cash from the
 * payments in transit, price change from staff's writes to a price list, certificate status from the certification
 * record. Only "has the user seen it" is kept (account_notice), once per account and kind.
 */
import {
  chinaDate,
  PRICE_CHANGE_TITLE,
  priceChangeContent,
  repeatNameMerchantType,
  repeatNameText,
  verificationStatusOf,
  VerificationStatus,
  certPromptText,
  waitingShareText,
  type PriceChangeNotice,
} from '@portal/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import {
  currentBuyer,
  dealerPriceBuyers,
  findFirstDealer,
  ownCertifiedMerchant,
  ownersOf,
  sameNameMerchants,
} from '../account/index.ts';
import { merchantBindingsTo } from '../dealer/index.ts';
import { certificationOf } from '../enterprise/index.ts';
import { inTransitCashFen } from '../payment/index.ts';
import * as q from './queries.ts';

/**
 * getEnterpriseNameRepeatTip, on demand: the account owns a certified merchant (its current identity) and other
 * certified merchants share its name → the tip with their count, until the account has seen it. The first time the
 * rule finds the duplicate the notice is written (a duplicate made by an import or the seed is found so too).
 */
export async function enterpriseNameRepeatTip(
  db: Kysely<DB>,
  accountId: number,
): Promise<{ merchantType: 1 | 2; text: string } | null> {
  const own = await ownCertifiedMerchant(db, accountId);
  if (!own) return null;
  const others = (await sameNameMerchants(db, own.company_name, own.merchant_no)).length;
  if (others === 0) return null;
  await q.insertNoticeOnce(db, accountId, 'repeatName', String(others));
  if (!(await q.openNotice(db, accountId, 'repeatName'))) return null;
  const merchantType = repeatNameMerchantType(own.enterprise_type);
  return { merchantType, text: repeatNameText(merchantType, others) };
}

/**
 * A certification approved (the enterprise module's hook, in its transaction): when other merchants are already
 * certified under the same name, every owner of each of them, the new one included, gets the notice (again, if they
 * had seen an earlier one) with the count of the others.
 */
export async function repeatNameOnCertified(
  trx: Kysely<DB>,
  c: { merchantNo: string; companyName: string },
): Promise<void> {
  const same = await sameNameMerchants(trx, c.companyName, null);
  if (same.length < 2) return;
  const owners = await ownersOf(
    trx,
    same.map((m) => m.merchant_no),
  );
  await q.upsertNotices(
    trx,
    'repeatName',
    owners.map((o) => ({ accountId: Number(o.account_id), payload: String(same.length - 1) })),
  );
}

/** waitingShareMsg: the in-transit cash of the account's QR payments as '¥12,860.00', 'blank' for none. */
export async function waitingShareMsg(db: Kysely<DB>, accountId: number): Promise<string> {
  return waitingShareText(await inTransitCashFen(db, accountId));
}

/**
 * Staff changed prices of first-level dealers' lists (the dealer price save and delete, the price imports), in the
 * change's transaction: every account bound, as a certified non-first-level merchant, to one of those dealers (so it
 * buys at that list) gets one price-change notice, however many models changed.
 */
export async function noticePriceChange(
  trx: Kysely<DB>,
  changes: readonly { firstMerchantNo: string; models: number }[],
): Promise<void> {
  const changed = changes.filter((c) => c.models > 0);
  if (changed.length === 0) return;
  const bindings = await merchantBindingsTo(
    trx,
    changed.map((c) => c.firstMerchantNo),
  );
  const buyers = await dealerPriceBuyers(trx, [...new Set(bindings.map((b) => b.buyerMerchantNo))]);
  const day = chinaDate(new Date());
  const words = new Map<string, string>();
  for (const c of changed) {
    const dealer = await findFirstDealer(trx, c.firstMerchantNo);
    words.set(c.firstMerchantNo, priceChangeContent(dealer?.company_name ?? c.firstMerchantNo, c.models, day));
  }
  await q.upsertNotices(
    trx,
    'priceChange',
    bindings
      .filter((b) => buyers.has(b.buyerMerchantNo))
      .map((b) => ({ accountId: b.accountId, payload: `${PRICE_CHANGE_TITLE}\n${words.get(b.firstMerchantNo)!}` })),
  );
}

/** getPriceChangeApi: the price-change notice, once: answering it marks it seen. */
export async function priceChange(db: Kysely<DB>, accountId: number): Promise<PriceChangeNotice | null> {
  const payload = await q.takeNotice(db, accountId, 'priceChange');
  if (payload === null) return null;
  const [title = PRICE_CHANGE_TITLE, ...rest] = payload.split('\n');
  return { title, content: rest.join('\n') };
}

/** getVerification: the certificate status of the merchant the account owns, from its certification record. */
export async function verification(
  db: Kysely<DB>,
  accountId: number,
): Promise<{ verificationStatus: number | null; text?: string | null }> {
  const buyer = await currentBuyer(db, accountId);
  if (!buyer.merchantNo || buyer.employee) return { verificationStatus: null };
  const cert = await certificationOf(db, buyer.merchantNo);
  const now = new Date();
  const verificationStatus = verificationStatusOf(cert, now);
  if (verificationStatus !== VerificationStatus.renew) return { verificationStatus };
  return { verificationStatus, text: certPromptText(cert?.licenceValidUntil ?? null, now) };
}
