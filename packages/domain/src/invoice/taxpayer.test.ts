import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invoiceTitleInputSchema } from './title-contract.ts';
import { normaliseTaxNo, taxNoRefusal, USCC_ALPHABET, USCC_WEIGHTS, usccCheckChar } from './taxpayer.ts';

const char = fc.constantFrom(...USCC_ALPHABET.split(''));
const first17 = fc.array(char, { minLength: 17, maxLength: 17 }).map((a) => a.join(''));

describe('unified social credit code (GB 32100-2015)', () => {
  it('accepts the standard’s own example and real registered codes', () => {
    // GB 32100-2015 appendix example; Huawei Technologies (Shenzhen); China Mobile Communications Group.
    for (const c of ['91350100M000100Y43', '91440300708461136T', '91110000100004853J']) {
      expect(taxNoRefusal(c)).toBeNull();
    }
  });

  it('weights are 3^(i−1) mod 31', () => {
    expect(USCC_WEIGHTS).toEqual(Array.from({ length: 17 }, (_, i) => 3 ** i % 31));
  });

  it('refuses a wrong check character, with its own reason', () => {
    expect(taxNoRefusal('91350100M000100Y44')?.reason).toBe('INVOICE.taxNoCheckDigit');
    expect(taxNoRefusal('91350100M000100Y44')?.msg).toContain('校验位不正确');
  });

  it('refuses a wrong length or a letter outside the alphabet (I, O, Z, S, V)', () => {
    expect(taxNoRefusal('91350100M000100Y4')?.reason).toBe('INVOICE.taxNoFormat');
    expect(taxNoRefusal('91350100M000100Y433')?.reason).toBe('INVOICE.taxNoFormat');
    expect(taxNoRefusal('91350100O000100Y43')?.reason).toBe('INVOICE.taxNoFormat');
    expect(taxNoRefusal('')?.reason).toBe('INVOICE.taxNoRequired');
  });

  it('normalises what a buyer types: spaces removed, capitals', () => {
    expect(normaliseTaxNo(' 91350100m000 100y43 ')).toBe('91350100M000100Y43');
  });

  it('property: a code completed with its check character is accepted', () => {
    fc.assert(fc.property(first17, (f) => taxNoRefusal(f + usccCheckChar(f)) === null));
  });

  it('property: any other 18th character is refused', () => {
    fc.assert(
      fc.property(first17, char, (f, c) => {
        fc.pre(c !== usccCheckChar(f));
        return taxNoRefusal(f + c)?.reason === 'INVOICE.taxNoCheckDigit';
      }),
    );
  });

  it('property: changing any one of the first 17 characters is caught', () => {
    fc.assert(
      fc.property(first17, fc.integer({ min: 0, max: 16 }), char, (f, i, c) => {
        fc.pre(f[i] !== c);
        const good = f + usccCheckChar(f);
        const bad = good.slice(0, i) + c + good.slice(i + 1);
        return taxNoRefusal(bad) !== null;
      }),
    );
  });
});

describe('title form', () => {
  const company = {
    kind: 'company' as const,
    name: '福州某安防科技有限公司',
    taxNo: '91350100M000100Y43',
  };
  it('a company title needs a valid taxpayer number; the words name the check digit', () => {
    expect(invoiceTitleInputSchema.safeParse(company).success).toBe(true);
    const r = invoiceTitleInputSchema.safeParse({ ...company, taxNo: '91350100M000100Y44' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toContain('校验位不正确');
    expect(invoiceTitleInputSchema.safeParse({ ...company, taxNo: '' }).error?.issues[0]?.message).toContain(
      '纳税人识别号',
    );
  });
  it('a personal title carries no taxpayer number', () => {
    expect(invoiceTitleInputSchema.safeParse({ kind: 'personal', name: '张三' }).success).toBe(true);
    expect(invoiceTitleInputSchema.safeParse({ kind: 'personal', name: '张三', taxNo: company.taxNo }).success).toBe(
      false,
    );
  });
});
