/**
 * A product's tax classification for its invoice lines: the 19-digit 税收分类编码 of the State Taxation
 * Administration's catalogue and a VAT rate among those offered (hundredths of a percent: 1300 = 13%). Kept per
 * category or family in 商品维护; a line takes its family's, else its category's.
 */
import { refusal, type Refusal } from '../core/index.ts';
import { TAX_CLASS_MESSAGES } from './messages.ts';

export const TAX_CLASS_CODE_LENGTH = 19;
/** The VAT rates an invoice line may carry, hundredths of a percent: 13%, 9%, 6%, 3%, 1%, 0 (免税/零税率). */
export const TAX_RATES_OFFERED = [1300, 900, 600, 300, 100, 0] as const;
/** Security equipment (监控摄像机, 录像机 …) is goods at the standard rate. */
export const TAX_RATE_DEFAULT = 1300;

/** "13%" for 1300. */
export function taxRateLabel(rate: number): string {
  return `${rate / 100}%`;
}

/** Null when `code` is 19 digits, else its refusal. */
export function taxClassCodeRefusal(code: string): Refusal | null {
  return /^\d{19}$/.test(code) ? null : refusal(TAX_CLASS_MESSAGES, 'codeLength');
}

/** Null when `rate` (hundredths of a percent) is offered, else its refusal naming the offered ones. */
export function taxRateRefusal(rate: number): Refusal | null {
  if ((TAX_RATES_OFFERED as readonly number[]).includes(rate)) return null;
  return refusal(
    TAX_CLASS_MESSAGES,
    'rateNotOffered',
    TAX_CLASS_MESSAGES.rateNotOffered(TAX_RATES_OFFERED.map(taxRateLabel).join('、')),
  );
}

/** The tax in a tax-inclusive amount (fen) at `rate`: amount × rate / (10000 + rate), half-up to the fen. */
export function taxOfInclusiveFen(amountFen: number, rate: number): number {
  return Math.floor((amountFen * rate * 2 + (10_000 + rate)) / (2 * (10_000 + rate)));
}
