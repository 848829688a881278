import { describe, expect, it } from 'vitest';
import {
  CARRIERS,
  SANDBOX_TRACE_STEPS,
  kuaidi100State,
  normalTrackingNo,
  sandboxTraceSteps,
  trackingNoProblem,
} from './shipping.ts';
import { shipBodySchema } from './shipping-contract.ts';

const GOOD: Record<string, string[]> = {
  SF: ['SF1234567890123', '123456789012'],
  ZTO: ['731234567890', '75123456789012'],
  YTO: ['YT1234567890123'],
  YD: ['4312345678901', '431234567890123'],
  STO: ['7712345678901', '268123456789'],
  JD: ['JDVA12345678901', 'JD0012345678901'],
  EMS: ['EA123456789CN', '1123456789012'],
  JTSD: ['JT1234567890123'],
  DBL: ['DPK123456789012', '1234567890'],
};
const BAD: Record<string, string[]> = {
  SF: ['SF123', 'YT1234567890123', '12345678901'],
  ZTO: ['131234567890', '7312345678901'],
  YTO: ['1234567890123', 'YT123456789012'],
  YD: ['431234567890', 'YD4312345678901'],
  STO: ['7812345678901', 'STO123'],
  JD: ['JD123', 'SF1234567890123'],
  EMS: ['E123456789CN', '2123456789012'],
  JTSD: ['JT123', 'YT1234567890123'],
  DBL: ['DPK12345', '123456789'],
};

describe('carriers and their tracking numbers', () => {
  it('every carrier has examples that pass and fail its pattern', () => {
    for (const c of CARRIERS) {
      for (const no of GOOD[c.code]!) expect(trackingNoProblem(c.code, no), `${c.code} ${no}`).toBeNull();
      for (const no of BAD[c.code]!) expect(trackingNoProblem(c.code, no), `${c.code} ${no}`).toContain(c.name);
    }
  });
  it('the message names the carrier and its pattern; spaces and case do not matter', () => {
    expect(trackingNoProblem('SF', 'SF12')).toBe('顺丰速运的快递单号格式不正确（应为SF加13位数字，或12位数字）');
    expect(normalTrackingNo(' sf 1234 5678 90123 ')).toBe('SF1234567890123');
    expect(trackingNoProblem('SF', ' sf 1234 5678 90123 ')).toBeNull();
    expect(trackingNoProblem('UPS', '1Z999')).toBe('请选择快递公司');
    expect(trackingNoProblem('SF', '  ')).toBe('请填写快递单号');
  });
  it('the ship body takes 1–10 parcels, each number once', () => {
    const p = { carrier: 'SF', trackingNo: 'sf1234567890123' };
    const ok = shipBodySchema.parse({ orderNo: 'M1', parcels: [p, { carrier: 'YTO', trackingNo: 'YT1234567890123' }] });
    expect(ok.parcels[0]!.trackingNo).toBe('SF1234567890123');
    const issue = (body: unknown) => shipBodySchema.safeParse(body).error?.issues[0]?.message;
    expect(issue({ orderNo: 'M1' })).toBe('请填写至少一个包裹的快递公司和快递单号');
    expect(issue({ orderNo: 'M1', parcels: [] })).toBe('请填写至少一个包裹的快递公司和快递单号');
    expect(issue({ orderNo: 'M1', parcels: Array(11).fill(p) })).toBe('一次发货最多填写10个包裹');
    expect(issue({ orderNo: 'M1', parcels: [p, { ...p, trackingNo: 'SF1234567890123' }] })).toBe(
      '同一快递单号填写了两次，请检查',
    );
    expect(issue({ orderNo: 'M1', parcels: [{ carrier: 'ZTO', trackingNo: 'SF1234567890123' }] })).toContain(
      '中通快递',
    );
  });
  it("Kuaidi100's states map onto ours; the sandbox's steps come in order", () => {
    expect([0, 1, 2, 3, 4, 5, 6, '3', undefined].map(kuaidi100State)).toEqual([
      'inTransit',
      'collected',
      'problem',
      'signed',
      'returned',
      'delivering',
      'returned',
      'signed',
      'unknown',
    ]);
    const hours = SANDBOX_TRACE_STEPS.map((s) => s.afterHours);
    expect([...hours].sort((a, b) => a - b)).toEqual(hours);
  });
});

describe('the sandbox trace follows a parcel’s real events (issue 58 §5)', () => {
  const shippedAt = new Date('2026-11-20T02:00:00Z');
  const hours = (h: number) => new Date(shippedAt.getTime() + h * 3_600_000);
  const base = { carrierName: '圆通速递', shippedAt };
  it('names who handed it over', () => {
    expect(sandboxTraceSteps({ ...base, sender: 'buyer' }, hours(1))[0]!.context).toBe(
      '【圆通速递】快件已由买家交寄，快递员已揽收',
    );
    expect(sandboxTraceSteps({ ...base, sender: 'seller' }, hours(1))[0]!.context).toContain('由卖家交寄');
  });
  it('by time alone where receipt is not a known event; never signed before its receiver confirms where it is', () => {
    expect(sandboxTraceSteps({ ...base, sender: 'seller' }, hours(30))[0]!.state).toBe('signed');
    const waiting = sandboxTraceSteps({ ...base, sender: 'buyer', receivedAt: null }, hours(300));
    expect(waiting[0]!.state).toBe('delivering');
    expect(waiting.some((s) => s.state === 'signed')).toBe(false);
  });
  it('signed when its receiver confirmed it, early or late, and nothing after that', () => {
    const early = sandboxTraceSteps({ ...base, sender: 'buyer', receivedAt: hours(1) }, hours(50));
    expect(early.map((s) => s.state)).toEqual(['signed', 'collected']);
    expect(early[0]!.at).toEqual(hours(1));
    const late = sandboxTraceSteps({ ...base, sender: 'buyer', receivedAt: hours(40) }, hours(50));
    expect(late.map((s) => s.state)).toEqual(['signed', 'delivering', 'inTransit', 'collected']);
  });
});
