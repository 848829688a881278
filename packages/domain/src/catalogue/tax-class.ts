/**
 * A product's tax classification for its invoice lines (issue 59 §3): the 19-digit 税收分类编码 of the State Taxation
 * Administration's catalogue and a VAT rate among those offered (hundredths of a percent: 1300 = 13%). Kept per
 * category or family in 商品维护 and the import sheets; a line takes its family's, else its second category's, else
 * its first category's, else the seller's default (开票设置). Code and rate go together: both set or neither.
 */
import { z } from 'zod';
import { messages, refusal, type Refusal } from '../core/index.ts';

/** Refusals of a tax classification (税收分类编码) and rate. */
export const TAX_CLASS_MESSAGES = messages('TAX_CLASS', {
  codeLength: '税收分类编码应为19位数字',
  rateNotOffered: (offered: string) => `税率只能为 ${offered} 之一`,
  pairIncomplete: '税收分类编码与税率须同时填写或同时留空',
});

export const TAX_CLASS_CODE_LENGTH = 19;
/** The VAT rates an invoice line may carry, hundredths of a percent: 13%, 9%, 6%, 3%, 1%, 0 (免税/零税率). */
export const TAX_RATES_OFFERED = [1300, 900, 600, 300, 100, 0] as const;
/** Security equipment (监控摄像机, 录像机 …) is goods at the standard rate. */
export const TAX_RATE_DEFAULT = 1300;

export interface TaxClass {
  /** 税收分类编码, 19 digits. */
  code: string;
  /** Hundredths of a percent. */
  rate: number;
}

/** "13%" for 1300. */
export function taxRateLabel(rate: number): string {
  return `${rate / 100}%`;
}

const CODE_PATTERN = new RegExp(`^\\d{${TAX_CLASS_CODE_LENGTH}}$`);
const rateOffered = (rate: number) => (TAX_RATES_OFFERED as readonly number[]).includes(rate);
const rateNotOfferedWords = () => TAX_CLASS_MESSAGES.rateNotOffered(TAX_RATES_OFFERED.map(taxRateLabel).join('、'));

/** Null when `code` is 19 digits, else its refusal. */
export function taxClassCodeRefusal(code: string): Refusal | null {
  return CODE_PATTERN.test(code) ? null : refusal(TAX_CLASS_MESSAGES, 'codeLength');
}

/** Null when `rate` (hundredths of a percent) is offered, else its refusal naming the offered ones. */
export function taxRateRefusal(rate: number): Refusal | null {
  return rateOffered(rate) ? null : refusal(TAX_CLASS_MESSAGES, 'rateNotOffered', rateNotOfferedWords());
}

/**
 * A rate as typed in a sheet or a form: "13%", "13", "0.13" → 1300; null when blank; a refusal when it is no
 * number or not offered.
 */
export function parseTaxRate(typed: string): { ok: true; value: number | null } | { ok: false; refusal: Refusal } {
  const t = typed
    .trim()
    .replace(/[%％]$/, '')
    .trim();
  if (t === '') return { ok: true, value: null };
  const n = Number(t);
  const rate = Number.isFinite(n) ? Math.round((n > 0 && n < 1 ? n * 100 : n) * 100) : NaN;
  const no = Number.isNaN(rate) ? refusal(TAX_CLASS_MESSAGES, 'rateNotOffered', rateNotOfferedWords()) : null;
  if (no) return { ok: false, refusal: no };
  const notOffered = taxRateRefusal(rate);
  return notOffered ? { ok: false, refusal: notOffered } : { ok: true, value: rate };
}

/** Null when code and rate are both set (and valid) or both absent, else the refusal. */
export function taxClassPairRefusal(code: string | null, rate: number | null): Refusal | null {
  if (code === null && rate === null) return null;
  if (code === null || rate === null) return refusal(TAX_CLASS_MESSAGES, 'pairIncomplete');
  return taxClassCodeRefusal(code) ?? taxRateRefusal(rate);
}

/** The code as a schema field (the seller's default, required). */
export const taxCodeSchema = z.string().trim().regex(CODE_PATTERN, TAX_CLASS_MESSAGES.codeLength);
/** The rate as a schema field (hundredths of a percent, required). */
export const taxRateSchema = z.coerce.number().int().refine(rateOffered, { message: rateNotOfferedWords() });

/** The optional pair of a category or a family: blank code and no rate mean "inherit". */
export const taxClassFields = {
  taxCode: taxCodeSchema
    .nullish()
    .or(z.literal('').transform(() => null))
    .transform((s) => s ?? null),
  taxRate: taxRateSchema.nullish().transform((r) => r ?? null),
};

/** The refinement both-or-neither for an object holding taxClassFields. */
export function refineTaxClassPair(v: { taxCode: string | null; taxRate: number | null }, ctx: z.RefinementCtx): void {
  if ((v.taxCode === null) !== (v.taxRate === null))
    ctx.addIssue({
      code: 'custom',
      path: [v.taxCode === null ? 'taxCode' : 'taxRate'],
      message: TAX_CLASS_MESSAGES.pairIncomplete,
    });
}

/** The class a line takes: its family's, else its second category's, else its first's, else the fallback. */
export function taxClassOf(
  family: TaxClass | null,
  second: TaxClass | null,
  first: TaxClass | null,
  fallback: TaxClass,
): TaxClass {
  return family ?? second ?? first ?? fallback;
}
