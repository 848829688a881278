/**
 * The quotation's use cases: the account's letterhead (its own, or defaults from the account and its company until
 * it saves one), and one design order as a quotation — the lines with their specifications and sources, subtotal,
 * tax at the letterhead's rate, total in figures and capitals, the validity — which the print view shows and the
 * PDF and xlsx are written from. Only the order's owner reads it (another account's order is 404, as everywhere).
 */
import {
  amountInWords,
  chinaDate,
  QUOTATION_DEFAULTS,
  quotationTotals,
  SURVEY_ORDER_TYPE,
  validUntil,
  type QuotationProfile,
  type QuotationView,
} from '@portal/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { getSessionUser } from '../account/index.ts';
import { specSummaries } from '../catalogue/index.ts';
import * as orders from '../design-order/index.ts';
import { toProfile, toQuotationLine } from './presenter.ts';
import * as q from './queries.ts';

/** The letterhead: the saved one, else the account's company (or the brand) with the account's own contact. */
export async function profileOf(db: Kysely<DB>, accountId: number, brandName: string): Promise<QuotationProfile> {
  const row = await q.profileOf(db, accountId);
  if (row) return toProfile(row);
  const user = await getSessionUser(db, accountId);
  return {
    companyName: (user.companyName || brandName).slice(0, 60),
    contactName: (user.nickname ?? '').slice(0, 30),
    phone: user.phonePlainText ?? '',
    address: '',
    logoUrl: null,
    taxRate: QUOTATION_DEFAULTS.taxRate,
    validityDays: QUOTATION_DEFAULTS.validityDays,
    terms: QUOTATION_DEFAULTS.terms,
  };
}

/** Saves the letterhead over the last one (`logoUrl` already claimed by the route: the caller's own upload). */
export async function saveProfile(db: Kysely<DB>, accountId: number, p: QuotationProfile): Promise<QuotationProfile> {
  return toProfile(await q.upsertProfile(db, accountId, p));
}

/** One design order as a quotation, today (Beijing). */
export async function quotationOf(
  db: Kysely<DB>,
  accountId: number,
  orderId: number,
  brandName: string,
  survey: (orderId: number) => Promise<{ scenes: number; stale: boolean }>,
): Promise<QuotationView> {
  const order = await orders.orderDetail(db, accountId, orderId);
  const profile = await profileOf(db, accountId, brandName);
  const specs = await specSummaries(
    db,
    order.lines.filter((l) => !l.isUserDefined).map((l) => l.skuNo),
  );
  const totals = quotationTotals(order.amount, profile.taxRate);
  const today = chinaDate(new Date());
  return {
    orderId: order.id,
    orderNo: order.orderNo,
    orderName: order.name,
    sceneName: order.sceneName,
    customer: { name: order.memberAccountName, phone: order.memberAccountPhone },
    profile,
    quotedOn: today,
    validUntil: validUntil(today, profile.validityDays),
    lines: order.lines.map((l, i) => toQuotationLine(l, i, l.isUserDefined ? '' : (specs.get(l.skuNo) ?? ''))),
    originalAmount: order.originalAmount,
    preferential: order.preferential,
    subtotal: totals.subtotal,
    tax: totals.tax,
    total: totals.total,
    totalInWords: amountInWords(totals.total),
    ...(await surveyFacts(order.orderType === SURVEY_ORDER_TYPE, () => survey(order.id))),
    remark: order.remark,
  };
}

async function surveyFacts(isSurvey: boolean, read: () => Promise<{ scenes: number; stale: boolean }>) {
  if (!isSurvey) return { surveyed: false, billStale: false };
  const s = await read();
  return { surveyed: s.scenes > 0, billStale: s.stale };
}
