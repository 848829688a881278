import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BUY_QUANTITY_MAX } from '../buying/index.ts';
import { SCENE_MESSAGES, checkPlaced, checkScene, planRemoval } from './scene.ts';

const qty = fc.integer({ min: 0, max: BUY_QUANTITY_MAX });

describe('units placed at points', () => {
  it('a quantity may not go below the units placed; the two wordings are the code-1 refusal', () => {
    expect(checkPlaced(3, 3)).toEqual({ ok: true });
    expect(checkPlaced(2, 3)).toEqual({
      ok: false,
      refusal: { reason: 'SCENE.placedQuantity', msg: SCENE_MESSAGES.placedQuantity(3) },
    });
    expect(checkPlaced(0, 3)).toEqual({
      ok: false,
      refusal: { reason: 'SCENE.placedRemove', msg: SCENE_MESSAGES.placedRemove },
    });
    expect(checkPlaced(0, 0)).toEqual({ ok: true });
    fc.assert(
      fc.property(qty, qty, (q, placed) => {
        const c = checkPlaced(q, placed);
        expect(c.ok).toBe(q >= placed);
        if (!c.ok)
          expect([SCENE_MESSAGES.placedRemove, SCENE_MESSAGES.placedQuantity(placed)]).toContain(c.refusal.msg);
      }),
    );
  });

  it('a removal never leaves fewer units than placed and never more than the line had', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: BUY_QUANTITY_MAX }),
        fc.option(fc.integer({ min: 1, max: BUY_QUANTITY_MAX }), { nil: undefined }),
        qty,
        (line, remove, placed) => {
          const p = planRemoval(line, remove, placed);
          const left = line - Math.min(remove ?? line, line);
          if (left < placed) expect(p.kind).toBe('refused');
          else if (left === 0) expect(p).toEqual({ kind: 'delete' });
          else expect(p).toEqual({ kind: 'reduce', quantity: left });
        },
      ),
    );
    expect(planRemoval(4, undefined, 0)).toEqual({ kind: 'delete' });
    expect(planRemoval(4, 1, 3)).toEqual({ kind: 'reduce', quantity: 3 });
    expect(planRemoval(4, 2, 3)).toEqual({
      kind: 'refused',
      refusal: { reason: 'SCENE.placedQuantity', msg: SCENE_MESSAGES.placedQuantity(3) },
    });
    expect(planRemoval(4, undefined, 1)).toEqual({
      kind: 'refused',
      refusal: { reason: 'SCENE.placedRemove', msg: SCENE_MESSAGES.placedRemove },
    });
  });
});

describe('scene parameters', () => {
  it('queryType 1 needs the order’s scene on every line; any scene named must be the order’s', () => {
    expect(checkScene(8, 1, [8, 8])).toEqual({ ok: true });
    expect(checkScene(8, 1, [8, undefined])).toEqual({
      ok: false,
      refusal: { reason: 'SCENE.sceneRequired', msg: SCENE_MESSAGES.sceneRequired },
    });
    expect(checkScene(8, 1, [])).toEqual({
      ok: false,
      refusal: { reason: 'SCENE.sceneRequired', msg: SCENE_MESSAGES.sceneRequired },
    });
    expect(checkScene(null, 1, [8])).toEqual({
      ok: false,
      refusal: { reason: 'SCENE.noScene', msg: SCENE_MESSAGES.noScene },
    });
    expect(checkScene(8, 0, [3])).toEqual({
      ok: false,
      refusal: { reason: 'SCENE.sceneMismatch', msg: SCENE_MESSAGES.sceneMismatch },
    });
    expect(checkScene(8, 0, [null, undefined])).toEqual({ ok: true });
    expect(checkScene(null, undefined, [undefined])).toEqual({ ok: true });
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: 1, max: 10 }), { nil: null }),
        fc.constantFrom(0, 1, undefined),
        fc.array(fc.option(fc.integer({ min: 1, max: 10 }), { nil: undefined }), { maxLength: 5 }),
        (order, type, ids) => {
          const c = checkScene(order, type, ids);
          if (c.ok) {
            for (const s of ids) if (s !== undefined) expect(s).toBe(order);
            if (type === 1) expect(ids.length > 0 && ids.every((s) => s === order)).toBe(true);
          }
        },
      ),
    );
  });
});
