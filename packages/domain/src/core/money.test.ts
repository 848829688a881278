import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupThousands } from './money.ts';

describe('groupThousands', () => {
  it('separates every three digits from the right', () => {
    expect(groupThousands(0)).toBe('0');
    expect(groupThousands(999)).toBe('999');
    expect(groupThousands(1000)).toBe('1,000');
    expect(groupThousands(1234567)).toBe('1,234,567');
    expect(groupThousands(-1234)).toBe('-1,234');
  });

  it('reads as the en-US number format does, for any safe whole number', () => {
    fc.assert(
      fc.property(fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (n) => {
        expect(groupThousands(n)).toBe(n.toLocaleString('en-US'));
      }),
    );
  });
});
