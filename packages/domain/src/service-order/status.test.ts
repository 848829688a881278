import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  SERVICE_PAY_MINUTES,
  SERVICE_STATUS as S,
  SERVICE_STATUS_LABEL,
  SERVICE_TRANSITIONS,
  USER_CANCELLABLE,
  isFinalServiceStatus,
  isServiceStatus,
  nextServiceStatus,
  servicePayDeadline,
  settleFinalPrice,
  type ServiceEvent,
  type ServiceStatus,
} from './status.ts';

const EVENTS: readonly ServiceEvent[] = [
  'pay',
  'accept',
  'dispatch',
  'start',
  'finish',
  'userCancel',
  'deskCancel',
  'expire',
];
const STATES = Object.values(S) as ServiceStatus[];
const event = fc.constantFrom(...EVENTS);
const state = fc.constantFrom(...STATES);

function run(from: ServiceStatus, events: readonly ServiceEvent[], dueFen: number): ServiceStatus[] {
  const path: ServiceStatus[] = [from];
  let s = from;
  let due = dueFen;
  for (const e of events) {
    const n = nextServiceStatus(s, e, due);
    if (n !== null) {
      if (e === 'pay') due = 0;
      s = n;
    }
    path.push(s);
  }
  return path;
}

describe('service order state machine', () => {
  it('every state has a Chinese label and the table names only known states', () => {
    for (const s of STATES) {
      expect(SERVICE_STATUS_LABEL[s]).toMatch(/^[\u4e00-\u9fa5]+$/);
      for (const to of Object.values(SERVICE_TRANSITIONS[s])) expect(isServiceStatus(to)).toBe(true);
    }
    expect(isServiceStatus(0)).toBe(false);
    expect(isServiceStatus(8)).toBe(false);
  });

  it('final states are done and cancelled, and they absorb every event', () => {
    expect(STATES.filter(isFinalServiceStatus).sort()).toEqual([S.DONE, S.CANCELLED]);
    fc.assert(
      fc.property(fc.array(event, { maxLength: 30 }), fc.nat(10_000), (events, due) => {
        for (const s of STATES.filter(isFinalServiceStatus))
          expect(run(s, events, due).every((x) => x === s)).toBe(true);
      }),
    );
  });

  it('an order with a price is never accepted before it is paid; a free one is never paid', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 30 }), fc.integer({ min: 1, max: 1_000_000 }), (events, due) => {
        const path = run(S.SUBMITTED, events, due);
        const accepted = path.indexOf(S.ACCEPTED);
        if (accepted >= 0) expect(path.slice(0, accepted)).toContain(S.PAID);
      }),
    );
    fc.assert(
      fc.property(fc.array(event, { maxLength: 30 }), (events) => {
        expect(run(S.SUBMITTED, events, 0)).not.toContain(S.PAID);
      }),
    );
  });

  it('states only move forward along the steps (or to cancelled), and done is reached only through in service', () => {
    fc.assert(
      fc.property(state, fc.array(event, { maxLength: 30 }), fc.nat(100), (from, events, due) => {
        const path = run(from, events, due);
        for (let i = 1; i < path.length; i++) {
          const [a, b] = [path[i - 1]!, path[i]!];
          if (b === S.CANCELLED || a === b) continue;
          expect(b).toBeGreaterThan(a);
          if (b === S.DONE) expect(a).toBe(S.IN_SERVICE);
        }
      }),
    );
  });

  it('the buyer may cancel only before dispatch; the desk any time before the end', () => {
    expect([...USER_CANCELLABLE].sort()).toEqual([S.SUBMITTED, S.PAID, S.ACCEPTED]);
    for (const s of STATES) {
      expect(nextServiceStatus(s, 'userCancel') === S.CANCELLED).toBe(s <= S.ACCEPTED);
      expect(nextServiceStatus(s, 'deskCancel') === S.CANCELLED).toBe(!isFinalServiceStatus(s));
    }
  });

  it('only an unpaid order with a price expires; the pay deadline is the limit or the slot, whichever is first', () => {
    fc.assert(
      fc.property(state, fc.nat(100_000), (s, due) => {
        const to = nextServiceStatus(s, 'expire', due);
        expect(to === S.CANCELLED).toBe(s === S.SUBMITTED && due > 0);
        if (to !== S.CANCELLED) expect(to).toBeNull();
      }),
    );
    const at = new Date('2026-03-01T02:00:00Z');
    expect(servicePayDeadline(at, null).getTime() - at.getTime()).toBe(SERVICE_PAY_MINUTES * 60_000);
    const soon = new Date(at.getTime() + 60_000);
    expect(servicePayDeadline(at, soon)).toEqual(soon);
  });

  it('closing settles to a refund or a supplement, never both, and paid - refund + supplement = final', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.nat(10_000_000), (paid, fin) => {
        const { refundFen, supplementFen } = settleFinalPrice(paid, fin);
        expect(refundFen === 0 || supplementFen === 0).toBe(true);
        expect(paid - refundFen + supplementFen).toBe(fin);
      }),
    );
    expect(() => settleFinalPrice(-1, 0)).toThrow();
  });
});
