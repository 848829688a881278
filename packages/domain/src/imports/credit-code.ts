/**
 * The unified social credit code (统一社会信用代码, GB 32100-2015): 18 characters of the 31-character set (no I, O,
 * Z, S, V), the last one a check character computed from the first 17 with the standard's weights, mod 31.
 */
export const CREDIT_CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** The check character of the first 17 characters, or null when one of them is not of the set. */
export function creditCodeCheckChar(first17: string): string | null {
  if (first17.length !== 17) return null;
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const v = CREDIT_CODE_CHARS.indexOf(first17[i]!);
    if (v < 0) return null;
    sum += v * WEIGHTS[i]!;
  }
  return CREDIT_CODE_CHARS[(31 - (sum % 31)) % 31]!;
}

/** Upper-cased and trimmed; `ok` when it has 18 characters of the set and its check character is right. */
export function checkCreditCode(raw: string): { code: string; ok: boolean; shapeOk: boolean } {
  const code = raw.trim().toUpperCase();
  const shapeOk = /^[0-9A-HJ-NPQRTUWXY]{18}$/.test(code);
  return { code, shapeOk, ok: shapeOk && creditCodeCheckChar(code.slice(0, 17)) === code[17] };
}
