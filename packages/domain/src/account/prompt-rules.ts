/**
 * The rules behind the post-login prompts (issue 45 §4): each prompt is computed from the business facts it is
 * about (certifications, payments, price lists, validity dates), never stored as its answer.
 */
import { chinaDate, chinaDateStart, formatFenGrouped } from '../core/index.ts';
import { PROMPT_TEXT } from './prompts.ts';
import { EnterpriseType } from './user-type.ts';

/** A QR payment still unpaid this long after its code was issued is cash in transit (its notification never came). */
export const WAITING_SHARE_AFTER_MINUTES = 15;
/** …and counts as in transit for this many days after it was made (older ones the expiry sweep has settled). */
export const WAITING_SHARE_WINDOW_DAYS = 30;

/** The waiting-share answer: the in-transit cash as '¥12,860.00', or 'blank' for none. */
export const waitingShareText = (fen: number): string => (fen > 0 ? `¥${formatFenGrouped(fen)}` : 'blank');

/** A merchant whose validity ends within this many days (today included) is warned that it will be frozen. */
export const WILL_FREEZE_DAYS = 30;
/** A certification whose business licence ends within this many days (or has ended) needs a new certificate. */
export const CERT_RENEW_DAYS = 30;

const DAY_MS = 86_400_000;

/** Whole Beijing days from today to `date` ('YYYY-MM-DD'); negative when it has passed; null for no date. */
export function daysUntil(date: string | null | undefined, now: Date): number | null {
  if (!date) return null;
  const end = chinaDateStart(date);
  const today = chinaDateStart(chinaDate(now));
  if (!end || !today) return null;
  return Math.round((end.getTime() - today.getTime()) / DAY_MS);
}

/** willFreeze: the merchant's validity ends within WILL_FREEZE_DAYS from today (an ended one is frozen, not warned). */
export function willFreeze(validUntil: string | null | undefined, now: Date): boolean {
  const d = daysUntil(validUntil, now);
  return d !== null && d >= 0 && d <= WILL_FREEZE_DAYS;
}

/** Verification status of part 1 §4: 1 in order, 2 the certificate needs attention (shows the certificate tip). */
export const VerificationStatus = { ok: 1, renew: 2 } as const;

/**
 * The certificate status from the merchant's certification record: none → null (nothing to check); a licence that
 * has ended or ends within CERT_RENEW_DAYS → 2; else 1 (a licence without an end date is long-term).
 */
export function verificationStatusOf(
  cert: { licenceValidUntil: string | null } | null,
  now: Date,
): (typeof VerificationStatus)[keyof typeof VerificationStatus] | null {
  if (!cert) return null;
  const d = daysUntil(cert.licenceValidUntil, now);
  return d !== null && d <= CERT_RENEW_DAYS ? VerificationStatus.renew : VerificationStatus.ok;
}

/** The repeat-name tip is for first-level (1) or second-level (2, every other certified type) merchants. */
export const repeatNameMerchantType = (enterpriseType: number | null): 1 | 2 =>
  enterpriseType === EnterpriseType.first ? 1 : 2;

/** Company names compare without surrounding or repeated spaces and full-width brackets (（）= ()). */
export const normalizeCompanyName = (name: string): string =>
  name.trim().replace(/\s+/g, ' ').replace(/（/g, '(').replace(/）/g, ')');

/** The repeat-name tip's words with the number of other merchants certified under the same name. */
export function repeatNameText(merchantType: 1 | 2, others: number): string {
  const kind = merchantType === 1 ? '一级经销商' : '经销商';
  const then =
    merchantType === 1 ? '请联系业务员核实企业信息，以免影响订单结算。' : '请及时完善企业信息，以免影响采购与结算。';
  return `系统检测到您的企业名称与其他 ${others} 家已认证${kind}重复，${then}`;
}

/** The price-change notice written to every dealer account buying at a price list staff changed. */
export const PRICE_CHANGE_TITLE = '部分产品价格调整通知';
export function priceChangeContent(dealerName: string, models: number, day: string): string {
  return `您采购所在的一级经销商「${dealerName}」的价格表于 ${day} 调整了 ${models} 个型号的进货价，下单时以最新价格为准；已下单未付款的订单按原价格执行。`;
}

/** 'YYYY-MM-DD' → 'YYYY年M月D日' (the prompts' dates). */
const dateWords = (date: string) => {
  const [y, m, d] = date.split('-').map(Number);
  return `${y}年${m}月${d}日`;
};

/**
 * The certificate prompt's words with its date (issue 58 §6): a licence that has ended says when; one that ends soon
 * says when and in how many days (never 「已过期」 for a licence still valid).
 */
export function certPromptText(licenceValidUntil: string | null, now: Date): string {
  const d = daysUntil(licenceValidUntil, now);
  if (d === null || !licenceValidUntil) return PROMPT_TEXT.cert;
  if (d < 0) return `您的营业执照已于${dateWords(licenceValidUntil)}过期，请前往企业认证页面重新上传营业执照。`;
  return `您的营业执照将于${dateWords(licenceValidUntil)}到期（还有 ${d} 天），请及时前往企业认证页面上传新的营业执照。`;
}

/** The willFreeze prompt's words with the date the merchant's validity ends (issue 58 §6). */
export function willFreezeText(validUntil: string | null, now: Date): string {
  const d = daysUntil(validUntil, now);
  if (d === null || !validUntil) return PROMPT_TEXT.willFreeze;
  return `您的商户资质将于${dateWords(validUntil)}到期（还有 ${d} 天），到期后账号将被冻结，请尽快联系业务员办理续期。`;
}
