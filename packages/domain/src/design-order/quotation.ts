/**
 * The quotation a dealer hands the customer (issue 44 §5): its paths, limits, defaults and messages, the amount in
 * Chinese capitals (大写) and the totals (subtotal, tax at the dealer's rate, total; half-up to the fen). The server's
 * PDF, xlsx and the browser's print view all take their figures from `quotationTotals` and `amountInWords`.
 */
import { divHalfUp, messages, RATE_FULL } from '../core/index.ts';
import type { LineOrigin } from './line-origin-contract.ts';
import { lineOriginParts } from './line-origin.ts';

const P = '/api-cloud-merchant-service/v1/design/quotation';

export const QUOTATION_API = {
  /** The account's quotation letterhead and terms (defaults when never saved). */
  profile: `${P}/profile`,
  saveProfile: `${P}/profile/save`,
  /** A logo picture for the letterhead (multipart `file`, PNG/JPEG ≤ 2 MB); answers its (private) address. */
  logo: `${P}/logo`,
  /** Everything the print view shows, computed by the server. */
  view: `${P}/view`,
  /** The PDF quotation (a file, not an envelope). */
  pdf: `${P}/pdf`,
} as const;

export const QUOTATION_LIMITS = {
  companyMax: 60,
  contactMax: 30,
  phoneMax: 30,
  addressMax: 120,
  termsMax: 1000,
  /** Tax rate in hundredths of a percent: 0 – 30.00 %. */
  taxRateMax: 3000,
  validityDaysMin: 1,
  validityDaysMax: 365,
  logoBytesMax: 2 * 1024 * 1024,
} as const;

/** What a quotation says until the dealer sets its own: VAT on goods (13 %), valid 30 days, the usual terms. */
export const QUOTATION_DEFAULTS = {
  taxRate: 1300,
  validityDays: 30,
  terms: [
    '1. 以上价格为人民币报价，税费按上表税率另计。',
    '2. 供货周期：合同签订并收到预付款后 7 个工作日内发货。',
    '3. 付款方式：合同签订后预付 50%，货到验收合格后付清余款。',
    '4. 质保：设备自验收之日起按厂家标准保修。',
  ].join('\n'),
} as const;

export const QUOTATION_MESSAGES = messages('QUOTATION', {
  companyRequired: '请输入公司名称',
  companyLength: `公司名称不能超过${QUOTATION_LIMITS.companyMax}个字符`,
  contactLength: `联系人不能超过${QUOTATION_LIMITS.contactMax}个字符`,
  phoneLength: `联系电话不能超过${QUOTATION_LIMITS.phoneMax}个字符`,
  addressLength: `地址不能超过${QUOTATION_LIMITS.addressMax}个字符`,
  termsLength: `报价条款不能超过${QUOTATION_LIMITS.termsMax}个字符`,
  taxRate: '税率应在 0 到 30% 之间，最多两位小数',
  validityDays: `有效期应为 ${QUOTATION_LIMITS.validityDaysMin} 到 ${QUOTATION_LIMITS.validityDaysMax} 天`,
  logoType: '企业标志请上传 PNG 或 JPG 图片，不超过 2MB',
  logoInvalid: '企业标志图片无效，请重新上传',
  noFont: '服务器未安装中文字体，无法生成 PDF 报价单',
});

/** Words shown on success, as a status or as a prompt: not refusals (nothing refuses with them; `refusal()` takes a catalogue). */
export const QUOTATION_WORDS = {
  saved: '保存成功',
} as const;

const DIGITS = ['零', '壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖'];
const SMALL_UNITS = ['', '拾', '佰', '仟'];
const BIG_UNITS = ['', '万', '亿', '万亿'];

/** A group of four digits (0–9999) in capitals, zeros inside collapsed to one 零, none at its end. */
function groupWords(n: number): string {
  let out = '';
  let zero = false;
  for (let pos = 3; pos >= 0; pos--) {
    const d = Math.floor(n / 10 ** pos) % 10;
    if (d === 0) {
      if (out) zero = true;
      continue;
    }
    if (zero) out += '零';
    zero = false;
    out += DIGITS[d]! + SMALL_UNITS[pos]!;
  }
  return out;
}

/**
 * An amount in fen in Chinese capitals as written on Chinese invoices and contracts: 1234567 fen →
 * 「壹万贰仟叁佰肆拾伍元陆角柒分」, 10000 → 「壹佰元整」, 100005 → 「壹仟元零伍分」, 0 → 「零元整」; a negative amount
 * starts with 负. Whole yuan up to 9,999 万亿.
 */
export function amountInWords(fen: number): string {
  if (!Number.isSafeInteger(fen)) throw new RangeError('amount must be a whole number of fen');
  if (fen < 0) return `负${amountInWords(-fen)}`;
  const yuan = Math.floor(fen / 100);
  const jiao = Math.floor(fen / 10) % 10;
  const cents = fen % 10;
  let int = '';
  if (yuan > 0) {
    const groups: number[] = [];
    for (let y = yuan; y > 0; y = Math.floor(y / 10_000)) groups.push(y % 10_000);
    let pendingZero = false;
    for (let i = groups.length - 1; i >= 0; i--) {
      const g = groups[i]!;
      if (g === 0) {
        if (int) pendingZero = true;
        continue;
      }
      // A group under 1000 after a higher one is read with a leading 零 (壹万零伍佰).
      if (int && (pendingZero || g < 1000)) int += '零';
      pendingZero = false;
      int += groupWords(g) + BIG_UNITS[i]!;
    }
    int += '元';
  }
  if (jiao === 0 && cents === 0) return `${int || '零元'}整`;
  let dec = '';
  if (jiao > 0) dec += `${DIGITS[jiao]}角`;
  else if (int) dec += '零';
  if (cents > 0) dec += `${DIGITS[cents]}分`;
  return int + dec;
}

export interface QuotationTotals {
  /** The lines' amounts after the dealer's discount rates (the design order's amount). */
  subtotal: number;
  /** Tax at the rate, half-up to the fen. */
  tax: number;
  total: number;
  taxRate: number;
}

/** Subtotal, tax and total of a quotation: tax = subtotal × rate, half-up to the fen. */
export function quotationTotals(subtotalFen: number, taxRate: number): QuotationTotals {
  const tax = divHalfUp(subtotalFen * taxRate, RATE_FULL);
  return { subtotal: subtotalFen, tax, total: subtotalFen + tax, taxRate };
}

/** The last day a quotation of `day` (YYYY-MM-DD) holds, `days` days later (the day itself counts as day one). */
export function validUntil(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days - 1);
  return d.toISOString().slice(0, 10);
}

/**
 * Where a line's units came from, as the quotation and the survey's bill print it: 「清单」 for the list's alone,
 * a step's name for a line it made (「平面图布点」, 「智能布线」, 「拓扑」, 「安装支架」), and the parts when mixed
 * (「平面图布点 2、清单 1」).
 */
export function lineSourceText(origin: LineOrigin | undefined): string {
  const parts = origin ? lineOriginParts(origin) : [];
  if (!parts.length || (parts.length === 1 && parts[0]!.kind === 'list')) return '清单';
  if (parts.length === 1) return parts[0]!.label;
  return parts.map((p) => `${p.label} ${p.count}`).join('、');
}
