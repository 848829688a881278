import { describe, expect, it } from 'vitest';
import { MAX_SCALE, MIN_SCALE, zoomAt } from './plan-view.ts';

describe('the plan view’s wheel step', () => {
  it('keeps the plan point under the pointer where it is, 10% per step', () => {
    const v = { scale: 0.5, x: 40, y: -30 };
    const at = { x: 300, y: 200 };
    const plan = { x: (at.x - v.x) / v.scale, y: (at.y - v.y) / v.scale };
    for (const zoomIn of [true, false]) {
      const next = zoomAt(v, at, zoomIn);
      expect(next.scale).toBeCloseTo(zoomIn ? 0.55 : 0.5 / 1.1, 10);
      expect(next.x + plan.x * next.scale).toBeCloseTo(at.x, 9);
      expect(next.y + plan.y * next.scale).toBeCloseTo(at.y, 9);
    }
  });

  it('stops at the zoom limits', () => {
    expect(zoomAt({ scale: MAX_SCALE, x: 0, y: 0 }, { x: 10, y: 10 }, true)).toEqual({ scale: MAX_SCALE, x: 0, y: 0 });
    expect(zoomAt({ scale: MIN_SCALE, x: 5, y: 5 }, { x: 10, y: 10 }, false)).toEqual({ scale: MIN_SCALE, x: 5, y: 5 });
  });
});
