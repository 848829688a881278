import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  invoiceableFen,
  invoiceableSplit,
  mergedInvoiceableFen,
  mergeRefusal,
  type InvoiceableOrder,
} from './amounts.ts';
import { specialTitleRefusal, titleForKindRefusal } from './title.ts';

const order = (o: Partial<InvoiceableOrder> = {}): InvoiceableOrder => ({
  orderId: 1,
  sellerId: 7,
  paidFen: 10_000,
  freightFen: 1_000,
  refundedFen: 0,
  paid: true,
  ...o,
});

describe('invoiceable amounts (fen)', () => {
  it('is paid − refunded, never below 0', () => {
    expect(invoiceableFen(order())).toBe(10_000);
    expect(invoiceableFen(order({ refundedFen: 2_500 }))).toBe(7_500);
    expect(invoiceableFen(order({ refundedFen: 12_000 }))).toBe(0);
  });
  it('a refund comes off the goods first, then the freight', () => {
    expect(invoiceableSplit(order({ refundedFen: 2_500 }))).toEqual({ goodsFen: 6_500, freightFen: 1_000 });
    expect(invoiceableSplit(order({ refundedFen: 9_500 }))).toEqual({ goodsFen: 0, freightFen: 500 });
  });
  it('merged: the sum of each order’s', () => {
    expect(mergedInvoiceableFen([order(), order({ orderId: 2, paidFen: 5_050, refundedFen: 50 })])).toBe(15_000);
  });
  it('merging refuses other sellers, unpaid or fully refunded orders, and none', () => {
    expect(mergeRefusal([order(), order({ orderId: 2 })])).toBeNull();
    expect(mergeRefusal([order(), order({ orderId: 2, sellerId: 8 })])?.reason).toBe('INVOICE_REQUEST.mixedSellers');
    expect(mergeRefusal([order({ paid: false })])?.reason).toBe('INVOICE_REQUEST.notPaid');
    expect(mergeRefusal([order({ refundedFen: 10_000 })])?.reason).toBe('INVOICE_REQUEST.nothingToInvoice');
    expect(mergeRefusal([])?.reason).toBe('INVOICE_REQUEST.noOrders');
  });
  it('property: goods + freight = invoiceable, each within 0…paid', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.nat(10_000_000), fc.nat(10_000_000), (paid, f, refunded) => {
        const freightFen = Math.min(f, paid);
        const s = invoiceableSplit({ paidFen: paid, freightFen, refundedFen: refunded });
        const total = invoiceableFen({ paidFen: paid, refundedFen: refunded });
        return s.goodsFen + s.freightFen === total && s.goodsFen >= 0 && s.freightFen >= 0 && total <= paid;
      }),
    );
  });
});

describe('what a title must carry', () => {
  const full = {
    kind: 'company' as const,
    registeredAddress: '福州市',
    registeredPhone: '0591-1',
    bankName: '工行',
    bankAccount: '1',
  };
  it('a special VAT invoice needs a company with address, phone, bank and account', () => {
    expect(specialTitleRefusal(full)).toBeNull();
    expect(specialTitleRefusal({ ...full, bankAccount: '' })?.reason).toBe('INVOICE.specialIncomplete');
    expect(specialTitleRefusal({ ...full, kind: 'personal' })?.reason).toBe('INVOICE.specialNeedsCompany');
    expect(titleForKindRefusal('e_normal', { ...full, kind: 'personal' })).toBeNull();
  });
});
