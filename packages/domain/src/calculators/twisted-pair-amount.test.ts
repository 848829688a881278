import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calculateTwistedPairAmount,
  installedRuns,
  packFirstFitDecreasing,
  TWISTED_PAIR_AMOUNT_DEFAULTS,
  type TwistedPairAmountInput,
} from './twisted-pair-amount.ts';

const base: TwistedPairAmountInput = { ...TWISTED_PAIR_AMOUNT_DEFAULTS };

describe('hTwistedPairAmount 双绞线用量', () => {
  it('four runs fit one box', () => {
    const r = calculateTwistedPairAmount(base);
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    // 80 × 1.1 + 6 = 94; 60 × 1.1 + 6 = 72; 45 × 1.1 + 6 = 55.5; 30 × 1.1 + 6 = 39; total 260.5 ≤ 305
    expect(r.runs.map((x) => x.purchasedM)).toEqual([94, 72, 55.5, 39]);
    expect(r.totalPurchasedM).toBe(260.5);
    expect(r.totalInstalledM).toBe(215);
    expect(r.boxCount).toBe(1);
    expect(r.boxes[0]?.remainingM).toBe(44.5);
  });

  it('first-fit decreasing, 90 m flag on the installed length', () => {
    const r = calculateTwistedPairAmount({ ...base, runLengthsM: [85, 100, 90, 95, 80] });
    if (!r.ok) throw new Error('expected ok');
    // purchased 99.5, 116, 105, 110.5, 94 (total 525, lower bound ⌈525 ÷ 305⌉ = 2)
    // FFD: 116 → box1; 110.5 → box1 (226.5); 105 → box2 (331.5 > 305); 99.5 → box2 (204.5); 94 → box2 (298.5)
    expect(r.lowerBoundBoxes).toBe(2);
    expect(r.boxCount).toBe(2);
    expect(r.boxes.map((b) => b.runIndexes)).toEqual([
      [1, 3],
      [2, 0, 4],
    ]);
    expect(r.boxes.map((b) => b.usedM)).toEqual([226.5, 298.5]);
    // installed 100 and 95 exceed 90; 90 does not; 85 (purchased 99.5) is not flagged
    expect(r.over90mRunIndexes).toEqual([1, 3]);
    expect(r.warnings[0]).toContain('第2根、第4根');
  });

  it('whole runs can need more boxes than the total length suggests', () => {
    const r = calculateTwistedPairAmount({
      ...base,
      runLengthsM: [140, 140, 140],
      slackPercent: 10,
      terminationAllowanceM: 6,
    });
    if (!r.ok) throw new Error('expected ok');
    // 140 × 1.1 + 6 = 160 each; total 480 → ⌈480 ÷ 305⌉ = 2, but two 160 m runs do not share a box → 3
    expect(r.lowerBoundBoxes).toBe(2);
    expect(r.boxCount).toBe(3);
  });

  it('estimate mode spreads runs evenly from nearest to farthest', () => {
    const input: TwistedPairAmountInput = { ...base, mode: 'estimate', farthestM: 80, nearestM: 20, runCount: 4 };
    expect(installedRuns(input)).toEqual([20, 40, 60, 80]);
    expect(installedRuns({ ...input, runCount: 1 })).toEqual([50]);
    const r = calculateTwistedPairAmount(input);
    if (!r.ok) throw new Error('expected ok');
    // 28 + 50 + 72 + 94 = 244 → 1 box
    expect(r.totalPurchasedM).toBe(244);
    expect(r.boxCount).toBe(1);
  });

  it('field errors: a run longer than a box, bad lists', () => {
    const r = calculateTwistedPairAmount({ ...base, runLengthsM: [290, -1] });
    expect(r.ok).toBe(false);
    // 290 × 1.1 + 6 = 325 > 305
    if (!r.ok) expect(r.errors.map((e) => e.field)).toEqual(['runLengthsM.0', 'runLengthsM.1']);
    expect(calculateTwistedPairAmount({ ...base, runLengthsM: [] }).ok).toBe(false);
    expect(calculateTwistedPairAmount({ ...base, mode: 'estimate', farthestM: 10, nearestM: 20 }).ok).toBe(false);
  });

  it('properties: every run packed once, boxes within 305 m, between the bound and the run count', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 1, max: 240, noNaN: true }), { minLength: 1, maxLength: 60 }),
        fc.double({ min: 0, max: 20, noNaN: true }),
        (runLengthsM, slack) => {
          const input = { ...base, runLengthsM, slackPercent: slack };
          const r = calculateTwistedPairAmount(input);
          if (!r.ok) throw new Error(JSON.stringify(r.errors));
          expect(Number.isInteger(r.boxCount) && r.boxCount >= 1).toBe(true);
          expect(r.boxCount).toBeGreaterThanOrEqual(r.lowerBoundBoxes);
          expect(r.boxCount).toBeLessThanOrEqual(runLengthsM.length);
          const packed = r.boxes.flatMap((b) => b.runIndexes).sort((a, b) => a - b);
          expect(packed).toEqual(runLengthsM.map((_, i) => i));
          for (const b of r.boxes) expect(b.usedM).toBeLessThanOrEqual(305.001);
          expect(r.over90mRunIndexes).toEqual(runLengthsM.flatMap((len, i) => (len > 90 ? [i] : [])));
          const more = calculateTwistedPairAmount({ ...input, slackPercent: slack + 1 });
          if (!more.ok) throw new Error('expected ok');
          expect(more.totalPurchasedM).toBeGreaterThanOrEqual(r.totalPurchasedM);
        },
      ),
    );
  });

  it('packFirstFitDecreasing is a pure helper; an exact 305 m fill shares a box', () => {
    // sorted 200, 105, 100: 200 + 105 = 305 fills box 1; 100 opens box 2
    expect(packFirstFitDecreasing([200, 100, 105]).map((b) => b.runIndexes)).toEqual([[0, 2], [1]]);
  });
});
