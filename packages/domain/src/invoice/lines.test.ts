import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invoiceableFen } from './amounts.ts';
import { FREIGHT_LINE_NAME, invoiceLinesOf, invoiceTotals, redLinesOf } from './lines.ts';
import { invoiceMove, invoiceOverdue, INVOICE_MOVES } from './request.ts';

const TAX = { code: '1090511040000000000', rate: 1300 };

describe('an invoice’s lines', () => {
  it('are each line at what was paid for it, the freight as 运费, tax half-up', () => {
    const lines = invoiceLinesOf(
      [
        {
          paidFen: 146_000,
          freightFen: 1_000,
          refundedFen: 0,
          lines: [
            { name: '网络摄像机', model: 'B2', quantity: 4, paidFen: 100_000 },
            { name: '录像机', model: 'N8', quantity: 1, paidFen: 45_000 },
          ],
        },
      ],
      TAX,
    );
    expect(lines.map((l) => [l.name, l.amountFen, l.taxFen])).toEqual([
      ['网络摄像机', 100_000, 11_504],
      ['录像机', 45_000, 5_177],
      [FREIGHT_LINE_NAME, 1_000, 115],
    ]);
  });

  it('each line carries its product’s class; the rest and the freight follow the seller or the main goods', () => {
    const software = { code: '1060201070000000000', rate: 600 };
    const lines = invoiceLinesOf(
      [
        {
          paidFen: 61_000,
          freightFen: 1_000,
          refundedFen: 0,
          lines: [
            { name: '管理平台软件', model: 'S1', quantity: 1, paidFen: 40_000, tax: software },
            { name: '支架', model: 'Z1', quantity: 2, paidFen: 20_000, tax: null },
          ],
        },
      ],
      TAX,
    );
    expect(lines.map((l) => [l.name, l.taxCode, l.taxRate, l.taxFen])).toEqual([
      ['管理平台软件', software.code, 600, 2_264],
      ['支架', TAX.code, 1300, 2_301],
      // the freight goes with the goods that paid most: the software's class
      [FREIGHT_LINE_NAME, software.code, 600, 57],
    ]);
  });

  it('a refund comes off the goods in proportion, then off the freight', () => {
    const order = {
      paidFen: 31_000,
      freightFen: 1_000,
      refundedFen: 10_000,
      lines: [
        { name: 'A', model: '', quantity: 1, paidFen: 20_000 },
        { name: 'B', model: '', quantity: 1, paidFen: 10_000 },
      ],
    };
    expect(invoiceLinesOf([order], TAX).map((l) => l.amountFen)).toEqual([13_333, 6_667, 1_000]);
    expect(invoiceLinesOf([{ ...order, refundedFen: 30_500 }], TAX).map((l) => l.amountFen)).toEqual([500]);
  });

  it('always add up to what may be invoiced; a red invoice negates them exactly', () => {
    const line = fc.record({
      name: fc.constant('x'),
      model: fc.constant(''),
      quantity: fc.integer({ min: 1, max: 50 }),
      paidFen: fc.integer({ min: 0, max: 5_000_000 }),
    });
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 0, max: 50_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.constantFrom(1300, 900, 600, 300, 100, 0),
        (lines, freightFen, share, rate) => {
          const paidFen = lines.reduce((s, l) => s + l.paidFen, 0) + freightFen;
          const refundedFen = Math.floor(paidFen * share);
          const order = { paidFen, freightFen, refundedFen, lines };
          const out = invoiceLinesOf([order], { code: TAX.code, rate });
          const t = invoiceTotals(out);
          expect(t.amountFen).toBe(invoiceableFen(order));
          expect(out.every((l) => l.amountFen > 0 && l.taxFen >= 0 && l.taxFen <= l.amountFen)).toBe(true);
          const red = invoiceTotals(redLinesOf(out));
          expect([red.amountFen + t.amountFen, red.taxFen + t.taxFen]).toEqual([0, 0]);
        },
      ),
    );
  });
});

describe('an invoice’s moves', () => {
  it('issue only from 待开票 or 开票失败, once', () => {
    expect(invoiceMove('requested', 'issue').to).toBe('issuing');
    expect(invoiceMove('failed', 'issue').to).toBe('issuing');
    expect(invoiceMove('issuing', 'issue').refusal?.reason).toBe('INVOICE_REQUEST.notWaiting');
    expect(invoiceMove('issued', 'cancel').refusal?.reason).toBe('INVOICE_REQUEST.notCancellable');
    expect(invoiceMove('issued', 'reverse').to).toBe('reversed');
    expect(invoiceMove('reversed', 'reverse').refusal?.reason).toBe('INVOICE_REQUEST.notIssued');
  });
  it('no state is left once it is final', () => {
    for (const final of ['reversed', 'cancelled'] as const)
      expect(Object.values(INVOICE_MOVES).some((m) => m.from.includes(final))).toBe(false);
  });
  it('a request waiting more than three days is overdue', () => {
    const asked = new Date('2026-11-01T00:00:00Z');
    expect(invoiceOverdue('requested', asked, new Date('2026-11-04T00:00:01Z'))).toBe(true);
    expect(invoiceOverdue('requested', asked, new Date('2026-11-03T23:00:00Z'))).toBe(false);
    expect(invoiceOverdue('issued', asked, new Date('2026-12-01T00:00:00Z'))).toBe(false);
  });
});
