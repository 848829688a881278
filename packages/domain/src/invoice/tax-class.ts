/**
 * The tax inside an invoice line's tax-inclusive amount. A product's tax classification (code and rate, kept per
 * category or family) is the catalogue's: catalogue/tax-class.ts.
 */

/** The tax in a tax-inclusive amount (fen) at `rate`: amount × rate / (10000 + rate), half-up to the fen. */
export function taxOfInclusiveFen(amountFen: number, rate: number): number {
  return Math.floor((amountFen * rate * 2 + (10_000 + rate)) / (2 * (10_000 + rate)));
}
