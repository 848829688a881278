import { describe, expect, it } from 'vitest';
import { checkCreditCode, creditCodeCheckChar, CREDIT_CODE_CHARS } from './credit-code.ts';

describe('the unified social credit code (GB 32100-2015)', () => {
  it('accepts the standard’s example and a lower-cased, padded copy of it', () => {
    expect(checkCreditCode('91350100M000100Y43')).toEqual({ code: '91350100M000100Y43', ok: true, shapeOk: true });
    expect(checkCreditCode(' 91350100m000100y43 ').ok).toBe(true);
  });

  it('refuses every other check character, and the letters the set leaves out', () => {
    const first = '91350100M000100Y4';
    for (const c of CREDIT_CODE_CHARS) expect(checkCreditCode(first + c).ok).toBe(c === '3');
    expect(checkCreditCode('91350100M000100I43')).toMatchObject({ ok: false, shapeOk: false });
    expect(checkCreditCode('91350100M000100Y4')).toMatchObject({ ok: false, shapeOk: false });
    expect(creditCodeCheckChar('91350100M000100Y')).toBeNull();
  });
});
