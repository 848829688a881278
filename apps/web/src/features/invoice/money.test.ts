import { describe, expect, it } from 'vitest';
import { invoiceFileName, yuan } from './money.ts';

describe('an invoice on the page', () => {
  it('amounts in yuan, a red one negative', () => {
    expect(yuan(199_160)).toBe('¥1,991.60');
    expect(yuan(-199_160)).toBe('-¥1,991.60');
  });
  it('downloads under its number, as PDF or the OFD the seller uploaded', () => {
    expect(
      invoiceFileName({ invoiceNo: '26330000000000000003', id: 1, fileUrl: '/files/invoices/a.pdf?e=1&s=x' }),
    ).toBe('发票-26330000000000000003.pdf');
    expect(invoiceFileName({ invoiceNo: null, id: 7, fileUrl: '/files/invoices/b.ofd?e=1&s=x' })).toBe('发票-7.ofd');
  });
});
