/**
 * The taxpayer number of a company title: the 18-character unified social credit code (统一社会信用代码) of
 * GB 32100-2015. Its alphabet is the 31 characters 0-9 and A-Y without I, O, S, V, Z; each character's value is its
 * place in that alphabet; the 18th is the check character: 31 − (Σ value_i × weight_i mod 31), with 31 written 0,
 * where weight_i = 3^(i−1) mod 31 for the first 17.
 */
import { refusal } from '../core/index.ts';
import { INVOICE_MESSAGES } from './messages.ts';

export const USCC_ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
export const USCC_LENGTH = 18;
/** The standard's weights, 3^(i−1) mod 31 for i = 1…17. */
export const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const;

const SHAPE = new RegExp(`^[${USCC_ALPHABET}]{${USCC_LENGTH}}$`);

/** The check character of the first 17 characters of a code (which must be in the alphabet). */
export function usccCheckChar(first17: string): string {
  if (first17.length !== USCC_LENGTH - 1) throw new RangeError('17 characters expected');
  let sum = 0;
  for (let i = 0; i < first17.length; i++) {
    const v = USCC_ALPHABET.indexOf(first17[i]!);
    if (v < 0) throw new RangeError(`not in the code's alphabet: ${first17[i]}`);
    sum += v * USCC_WEIGHTS[i]!;
  }
  return USCC_ALPHABET[(31 - (sum % 31)) % 31]!;
}

/** The form a buyer typed, as stored: trimmed, capitals, no inner spaces. */
export function normaliseTaxNo(raw: string): string {
  return raw.replace(/\s+/g, '').toUpperCase();
}

/** Null when `code` (normalised) is a well-formed unified social credit code, else the refusal naming what is wrong. */
export function taxNoRefusal(code: string) {
  if (code.length === 0) return refusal(INVOICE_MESSAGES, 'taxNoRequired');
  if (!SHAPE.test(code)) return refusal(INVOICE_MESSAGES, 'taxNoFormat');
  if (usccCheckChar(code.slice(0, USCC_LENGTH - 1)) !== code[USCC_LENGTH - 1]) {
    return refusal(INVOICE_MESSAGES, 'taxNoCheckDigit');
  }
  return null;
}
