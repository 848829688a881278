import { describe, expect, it } from 'vitest';
import { cssTransform, meetRect, OVERVIEW_PIXELS, overviewRatio, shownRect, union } from './plan-snapshot.ts';
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

describe('the plan’s pictures while the view moves', () => {
  it('places the screen’s picture where the view it was drawn at showed the plan', () => {
    // At half size, moved 100 px right and 40 px down: the canvas's corner shows plan pixel (−200, −80).
    expect(shownRect({ scale: 0.5, x: 100, y: 40 }, 1200, 800)).toEqual({ x: -200, y: -80, width: 2400, height: 1600 });
  });

  it('draws the whole plan at twice the view’s resolution at most, within the cap', () => {
    const plan = { x: 0, y: 0, width: 4000, height: 3000 };
    expect(overviewRatio(plan, 0.1)).toBeCloseTo(0.2, 10);
    const capped = overviewRatio(plan, 1);
    expect(capped * capped * plan.width * plan.height).toBeCloseTo(OVERVIEW_PIXELS, 0);
    expect(overviewRatio(plan, 1, 4000 * 3000)).toBe(1);
  });

  it('joins and meets boxes', () => {
    const a = { x: 0, y: 0, width: 10, height: 10 };
    const b = { x: 5, y: -5, width: 10, height: 10 };
    expect(union(a, b)).toEqual({ x: 0, y: -5, width: 15, height: 15 });
    expect(meetRect(a, b)).toEqual({ x: 5, y: 0, width: 5, height: 5 });
    expect(meetRect(a, { x: 10, y: 0, width: 5, height: 5 })).toBeNull();
  });

  it('moves a picture drawn at one view to another (CSS transform, origin at the top left)', () => {
    const from = { scale: 0.5, x: 40, y: -30 };
    const to = { scale: 2, x: -100, y: 60 };
    const m = /^translate\((.+)px, (.+)px\) scale\((.+)\)$/.exec(cssTransform(from, to))!;
    const [tx, ty, k] = m.slice(1).map(Number) as [number, number, number];
    // A plan point where the picture shows it, moved, lands where the view shows it.
    const p = { x: 123, y: -45 };
    expect(k * (from.scale * p.x + from.x) + tx).toBeCloseTo(to.scale * p.x + to.x, 9);
    expect(k * (from.scale * p.y + from.y) + ty).toBeCloseTo(to.scale * p.y + to.y, 9);
    expect(cssTransform(from, from)).toBe('translate(0px, 0px) scale(1)');
  });
});
