import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateTwistedPairAmount, TWISTED_PAIR_AMOUNT_DEFAULTS } from '../calculators/index.ts';
import { dispatch, startHistory } from './actions.ts';
import { emptyPlan, type PlanDocument, restorePlan } from './document.ts';
import { imagePoint } from './units.ts';
import { cableBoxesForScenes, planWiring, WIRING_MESSAGES } from './wiring.ts';

const img = { width: 2000, height: 1000 };

/** 1 px = 100 mm (a 20 m × 10 m floor on a 2000 × 1000 image). */
function floor(): PlanDocument {
  let h = startHistory(emptyPlan(img));
  const go = (a: Parameters<typeof dispatch>[1]) => {
    const r = dispatch(h, a);
    expect(r.refusal).toBeUndefined();
    h = r.history;
  };
  go({ type: 'calibrate', a: imagePoint(0, 0), b: imagePoint(1000, 0), realMm: 100_000 });
  // An L of trunking at 3 m: along y=100 from x=100 to x=1900, and down x=1000 to y=900; a well at its left end.
  go({ type: 'addTrunking', id: 't1', points: [imagePoint(100, 100), imagePoint(1900, 100)] });
  go({ type: 'addTrunking', id: 't2', points: [imagePoint(1000, 100), imagePoint(1000, 900)] });
  go({ type: 'addWell', id: 'w1', at: imagePoint(100, 50), label: '弱电井1' });
  return h.present;
}

describe('plan version 3: wells and trunking', () => {
  it('restorePlan upgrades any valid version-2 plan to version 3 without changing what it had', () => {
    const pt = fc.record({ x: fc.integer({ min: 0, max: 1000 }), y: fc.integer({ min: 0, max: 800 }) });
    const wall = fc.record({
      id: fc.string({ minLength: 1, maxLength: 10 }),
      a: pt,
      b: pt,
      thicknessMm: fc.integer({ min: 1, max: 2000 }),
      material: fc.constantFrom('brick', 'concrete', 'glass', 'drywall'),
    });
    fc.assert(
      fc.property(fc.array(wall, { maxLength: 20 }), fc.integer({ min: 0, max: 359 }), (walls, angle) => {
        const v2 = { schemaVersion: 2, image: { width: 1000, height: 800 }, calibration: null, horizontalAngle: angle, walls, doors: [], note: 'kept' }; // prettier-ignore
        const r = restorePlan(v2);
        expect(r.ok).toBe(true);
        if (!r.ok) return;
        expect(r.plan).toEqual({ ...v2, schemaVersion: 3, wells: [], trunking: [] });
        expect(restorePlan(JSON.parse(JSON.stringify(r.plan)))).toEqual(r);
      }),
      { numRuns: 60 },
    );
  });

  it('adds wells and trunking as pure actions, refuses what is off the image, deletes them', () => {
    const plan = floor();
    expect(plan.wells).toHaveLength(1);
    expect(plan.trunking[0]!.heightMm).toBe(3000);
    const h = startHistory(plan);
    expect(dispatch(h, { type: 'addWell', id: 'x', at: imagePoint(5000, 0) }).refusal?.reason).toBe('PLAN.outside');
    expect(dispatch(h, { type: 'addTrunking', id: 'x', points: [imagePoint(1, 1)] }).refusal?.msg).toBe(
      '线槽至少需要两个点',
    );
    expect(dispatch(h, { type: 'deleteElement', id: 't2' }).history.present.trunking).toHaveLength(1);
    expect(restorePlan(plan)).toEqual({ ok: true, plan });
    expect(restorePlan({ ...plan, trunking: [{ id: 't', points: [{ x: 0, y: 0 }], heightMm: 1 }] }).ok).toBe(false);
  });
});

describe('planWiring', () => {
  it('routes each device along the trunking to the well, with drops, slack and the +6 m rule', () => {
    const plan = floor();
    const r = planWiring(plan, [
      { id: 'c1', label: 'C1', at: imagePoint(1000, 800), mountHeightMm: 2500 },
      { id: 'c2', label: 'C2', at: imagePoint(400, 150), mountHeightMm: 3000 },
    ]);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const [a, b] = r.wiring.runs;
    // C1: at the well's link (5 m) + 90 m along y=100 + 70 m down x=1000 + 0 m drop (on the trunking) = 165 m,
    // vertical 0.5 m at the camera + 2 m down to the cabinet.
    expect(a).toMatchObject({
      from: 'C1',
      to: '弱电井1',
      horizontalM: 165,
      verticalM: 2.5,
      installedM: 167.5,
      over90m: true,
    });
    expect(a!.purchasedM).toBeCloseTo(167.5 * 1.1 + 6, 2);
    // C2: 5 m link + 30 m along + 5 m drop; 2 m to the cabinet.
    expect(b).toMatchObject({ horizontalM: 40, verticalM: 2, installedM: 42, over90m: false });
    expect(b!.path[0]).toEqual(imagePoint(400, 150));
    expect(b!.path.at(-1)).toEqual(imagePoint(100, 50));
    // Boxes from the twisted-pair calculator itself.
    const calc = calculateTwistedPairAmount({ mode: 'list', runLengthsM: [167.5, 42], farthestM: 1, nearestM: 0, runCount: 1, slackPercent: 10, terminationAllowanceM: 6 }); // prettier-ignore
    expect(calc.ok && r.wiring.boxCount).toBe(calc.ok ? calc.boxCount : -1);
    expect(r.wiring.rj45Count).toBe(Math.ceil(4 * 2 * 1.15));
    expect(r.wiring.moduleCount).toBe(3);
    expect(r.wiring.warnings.join()).toContain('90米');
  });

  it('explains what is missing, and leaves out devices no trunking reaches', () => {
    const plan = floor();
    const cam = [{ id: 'c', label: 'C', at: imagePoint(10, 10), mountHeightMm: 3000 }];
    expect(planWiring({ ...plan, trunking: [] }, cam)).toEqual({
      ok: false,
      refusal: expect.objectContaining({ msg: WIRING_MESSAGES.noTrunking }),
    });
    expect(planWiring({ ...plan, wells: [] }, cam)).toEqual({
      ok: false,
      refusal: expect.objectContaining({ msg: WIRING_MESSAGES.noWell }),
    });
    expect(planWiring({ ...plan, calibration: null }, cam)).toEqual({ ok: false, refusal: expect.objectContaining({ msg: WIRING_MESSAGES.noCalibration }) }); // prettier-ignore
    const island = { ...plan, trunking: [...plan.trunking, { id: 't9', points: [imagePoint(1500, 600), imagePoint(1900, 600)], heightMm: 3000 }] }; // prettier-ignore
    const r = planWiring(island, [
      { id: 'c', label: '孤岛', at: imagePoint(1700, 650), mountHeightMm: 3000 },
      { id: 'd', label: 'D', at: imagePoint(300, 120), mountHeightMm: 3000 },
    ]);
    expect(r.ok && r.wiring.runs.map((x) => x.from)).toEqual(['D']);
    expect(r.ok && r.wiring.unreachable).toEqual([{ deviceId: 'c', label: '孤岛' }]);
  });

  it('a run is never shorter than the straight line from the device to its well (property)', () => {
    const plan = floor();
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2000 }), fc.integer({ min: 0, max: 1000 }), (x, y) => {
        const r = planWiring(plan, [{ id: 'c', label: 'C', at: imagePoint(x, y), mountHeightMm: 3000 }]);
        if (!r.ok) return;
        const straight = Math.hypot(x - 100, y - 50) / 10;
        expect(r.wiring.runs[0]!.horizontalM).toBeGreaterThanOrEqual(straight - 0.01);
      }),
      { numRuns: 100 },
    );
  });
  it("an order's boxes: each scene's runs with that scene's own slack, packed together", () => {
    // Scene A: three 100 m runs, no slack or allowance (300 m); scene B: a 4 m run at 50 % slack (6 m): 306 m, 2 boxes.
    // Taking A's slack for B too (the first scene's choices for every scene) would give 304 m in 1 box.
    const a = { runs: [{ installedM: 100 }, { installedM: 100 }, { installedM: 100 }], options: { slackPercent: 0, allowanceM: 0 } }; // prettier-ignore
    const b = { runs: [{ installedM: 4 }], options: { slackPercent: 50, allowanceM: 0 } };
    expect(cableBoxesForScenes([a, b])).toEqual({ ok: true, boxCount: 2 });
    expect(cableBoxesForScenes([a, { ...b, options: a.options }])).toEqual({ ok: true, boxCount: 1 });
    // One scene alone: the same boxes as the twisted-pair calculator over its runs.
    const c = { runs: [80, 60, 45, 30, 90].map((installedM) => ({ installedM })), options: { slackPercent: 10, allowanceM: 6 } }; // prettier-ignore
    const calc = calculateTwistedPairAmount({
      ...TWISTED_PAIR_AMOUNT_DEFAULTS,
      mode: 'list',
      runLengthsM: c.runs.map((r) => r.installedM),
      slackPercent: 10,
      terminationAllowanceM: 6,
    });
    expect(calc.ok && cableBoxesForScenes([c])).toEqual({ ok: true, boxCount: calc.ok ? calc.boxCount : -1 });
    // A run longer than a box with its allowance cannot be laid whole.
    expect(cableBoxesForScenes([{ runs: [{ installedM: 300 }], options: { slackPercent: 0, allowanceM: 6 } }])).toEqual(
      {
        ok: false,
      },
    );
  });
});
