import { describe, expect, it } from 'vitest';
import { describeAction, dispatch, type PlanAction, redo, replayActions, startHistory, undo } from './actions.ts';
import { emptyPlan, PLAN_MESSAGES, PLAN_SCHEMA_VERSION, restorePlan } from './document.ts';
import { imagePoint } from './units.ts';

const img = { width: 1000, height: 800 };

describe('restorePlan', () => {
  it('upgrades a version-1 plan and keeps fields it does not know', () => {
    const r = restorePlan({
      version: 1,
      image: img,
      scale: 20,
      walls: [{ id: 'w1', x1: 0, y1: 0, x2: 100, y2: 0, colour: 'red' }],
      layerNotes: 'kept',
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.plan.schemaVersion).toBe(PLAN_SCHEMA_VERSION);
    expect(r.plan.walls[0]).toMatchObject({ a: { x: 0, y: 0 }, b: { x: 100, y: 0 }, thicknessMm: 240, colour: 'red' });
    expect(r.plan.layerNotes).toBe('kept');
    expect(r.plan.calibration?.realMm).toBe(20_000);
    // Restoring what was restored changes nothing.
    expect(restorePlan(JSON.parse(JSON.stringify(r.plan)))).toEqual(r);
  });

  it('refuses a point outside the plan, a newer version, a bad calibration and garbage', () => {
    const plan = {
      ...emptyPlan(img),
      walls: [{ id: 'w', a: { x: 0, y: 0 }, b: { x: 1200, y: 0 }, thicknessMm: 200, material: 'brick' }],
    };
    expect(restorePlan(plan)).toEqual({ ok: false, refusal: expect.objectContaining({ msg: PLAN_MESSAGES.outside }) });
    expect(restorePlan({ ...emptyPlan(img), schemaVersion: 9 })).toEqual({
      ok: false,
      refusal: expect.objectContaining({ msg: PLAN_MESSAGES.newerVersion }),
    });
    expect(
      restorePlan({ ...emptyPlan(img), calibration: { a: { x: 0, y: 0 }, b: { x: 100, y: 0 }, realMm: 0 } }),
    ).toMatchObject({ ok: false, refusal: expect.objectContaining({ msg: '实际距离必须大于0' }) });
    expect(restorePlan('x')).toEqual({ ok: false, refusal: expect.objectContaining({ msg: PLAN_MESSAGES.invalid }) });
    expect(restorePlan({ ...emptyPlan(img), walls: [{ id: 'w' }] })).toEqual({
      ok: false,
      refusal: expect.objectContaining({ msg: PLAN_MESSAGES.invalid }),
    });
  });
});

describe('actions and history', () => {
  it('every intent is pure, drags enter history once, undo and redo walk it', () => {
    const start = emptyPlan(img);
    let h = startHistory(start);
    h = dispatch(h, { type: 'calibrate', a: imagePoint(0, 0), b: imagePoint(100, 0), realMm: 5000 }).history;
    h = dispatch(h, { type: 'addWall', id: 'w1', a: imagePoint(10, 10), b: imagePoint(200, 10) }).history;
    h = dispatch(h, { type: 'addDoor', id: 'd1', a: imagePoint(50, 10), b: imagePoint(80, 10) }).history;
    expect(start.walls).toHaveLength(0);
    // A drag: three uncommitted steps, then the commit — one undo step.
    for (let i = 0; i < 3; i++) h = dispatch(h, { type: 'moveElement', id: 'w1', dx: 1, dy: 0, commit: false }).history;
    h = dispatch(h, { type: 'moveElement', id: 'w1', dx: 1, dy: 0, commit: true }).history;
    expect(h.present.walls[0]!.a.x).toBe(14);
    expect(h.past).toHaveLength(4);
    h = undo(h);
    expect(h.present.walls[0]!.a.x).toBe(10);
    h = redo(h);
    expect(h.present.walls[0]!.a.x).toBe(14);
    h = dispatch(h, { type: 'deleteElement', id: 'd1' }).history;
    expect(h.present.doors).toHaveLength(0);
    expect(undo(h).present.doors).toHaveLength(1);
  });

  it('refuses what would break the plan and leaves it unchanged', () => {
    const h = startHistory(emptyPlan(img));
    const out = dispatch(h, { type: 'addWall', id: 'w', a: imagePoint(0, 0), b: imagePoint(2000, 0) });
    expect(out.refusal).toEqual({ reason: 'PLAN.outside', msg: PLAN_MESSAGES.outside });
    expect(out.history).toBe(h);
    expect(dispatch(h, { type: 'calibrate', a: imagePoint(0, 0), b: imagePoint(100, 0), realMm: 0 }).refusal?.msg).toBe(
      '实际距离必须大于0',
    );
  });
});

describe('replayActions (a stale save rebased)', () => {
  it('keeps what still applies on the newer plan, in order, and names what it refuses', () => {
    const base = { ...emptyPlan({ width: 1000, height: 800 }) };
    const mine: PlanAction[] = [
      { type: 'addWall', id: 'w-mine', a: imagePoint(10, 10), b: imagePoint(200, 10) },
      { type: 'moveElement', id: 'w-theirs', dx: 5, dy: 0, commit: true },
      { type: 'deleteElement', id: 'w-gone' },
    ];
    const theirs = replayActions(base, [
      { type: 'addWall', id: 'w-theirs', a: imagePoint(10, 100), b: imagePoint(200, 100) },
    ]).plan;
    const r = replayActions(theirs, mine);
    expect(r.plan.walls.map((w) => [w.id, w.a.x])).toEqual([['w-theirs', 15], ['w-mine', 10]]); // prettier-ignore
    expect(r.kept).toEqual(mine.slice(0, 2));
    expect(r.refused).toEqual([{ action: mine[2], refusal: { reason: 'PLAN.elementNotFound', msg: '未找到该元素' } }]);
    expect(describeAction(r.refused[0]!.action)).toBe('删除元素 w-gone');
  });
});
