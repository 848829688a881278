import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calibrate } from './calibration.ts';
import { emptyPlan, type PlanDocument } from './document.ts';
import { GRID_MM, gridStepPx, measureMetres, rulerLabel, snapPoint } from './snap.ts';
import { imagePoint } from './units.ts';
import { pdfCheck, pdfPageCheck, pdfRenderSize, PDF_PAGES_MAX, PDF_RENDER_SIDE_PX } from './pdf.ts';

/** 20 m over 400 px: 50 mm per pixel, so the 0.5 m grid is 10 px. */
const cal = (() => {
  const c = calibrate(imagePoint(50, 450), imagePoint(450, 450), 20_000);
  if (!c.ok) throw new Error(c.refusal.msg);
  return c.calibration;
})();
const plan = (): PlanDocument => ({
  ...emptyPlan({ width: 800, height: 500 }),
  calibration: cal,
  walls: [{ id: 'w1', a: imagePoint(50, 50), b: imagePoint(750, 50), thicknessMm: 240, material: 'brick' }],
  doors: [{ id: 'd1', a: imagePoint(200, 400), b: imagePoint(260, 400) }],
});

describe('snapping', () => {
  it('lands on a wall or door end within the radius, else on the 0.5 m grid', () => {
    expect(snapPoint(imagePoint(54, 47), plan(), { radiusPx: 8, grid: true })).toEqual({
      point: imagePoint(50, 50),
      kind: 'end',
    });
    expect(snapPoint(imagePoint(263, 398), plan(), { radiusPx: 8, grid: false }).point).toEqual(imagePoint(260, 400));
    expect(gridStepPx(cal)).toBeCloseTo(GRID_MM / 50, 9);
    // 123.4 from the origin's x = 50 is 73.4 → 70 (7 steps of 10 px): x = 120; y = 333 → 450 − 120 = 330.
    expect(snapPoint(imagePoint(123.4, 333), plan(), { radiusPx: 8, grid: true })).toEqual({
      point: imagePoint(120, 330),
      kind: 'grid',
    });
    expect(snapPoint(imagePoint(123.4, 333), plan(), { radiusPx: 8, grid: false }).kind).toBe('none');
    // An element does not snap to its own ends (while it is dragged).
    expect(snapPoint(imagePoint(52, 52), plan(), { radiusPx: 8, grid: false, exclude: 'w1' }).kind).toBe('none');
    // No calibration, no grid.
    expect(snapPoint(imagePoint(123, 333), { ...plan(), calibration: null }, { radiusPx: 1, grid: true }).kind).toBe(
      'none',
    );
  });

  it('never moves a point farther than half a grid diagonal, and a snapped point snaps to itself', () => {
    const c = fc.integer({ min: 0, max: 80_000 }).map((n) => n / 100);
    fc.assert(
      fc.property(c, c, (x, y) => {
        const p = imagePoint(x, y);
        const s = snapPoint(p, plan(), { radiusPx: 0.5, grid: true });
        const step = gridStepPx(cal)!;
        if (s.kind === 'grid') expect(Math.hypot(s.point.x - x, s.point.y - y)).toBeLessThanOrEqual(step * 0.7072);
        const again = snapPoint(s.point, plan(), { radiusPx: 0.5, grid: true });
        expect(again.point.x).toBeCloseTo(s.point.x, 6);
        expect(again.point.y).toBeCloseTo(s.point.y, 6);
      }),
    );
  });
});

describe('device ruler', () => {
  it('measures metres on the calibrated plan, and nothing without a calibration', () => {
    expect(measureMetres(cal, imagePoint(50, 50), imagePoint(750, 50))).toBeCloseTo(35, 9);
    expect(measureMetres(cal, imagePoint(0, 0), imagePoint(30, 40))).toBeCloseTo(2.5, 9);
    expect(measureMetres(null, imagePoint(0, 0), imagePoint(30, 40))).toBeNull();
    expect(rulerLabel(12.345)).toBe('12.35 米');
  });

  it('agrees with the calibration: the calibrated span measures the typed distance', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10, max: 5000 }), fc.integer({ min: 1, max: 1_000_000 }), (spanPx, realMm) => {
        const c = calibrate(imagePoint(0, 0), imagePoint(spanPx, 0), realMm);
        if (!c.ok) return;
        expect(measureMetres(c.calibration, c.calibration.a, c.calibration.b)! * 1000).toBeCloseTo(realMm, 6);
      }),
    );
  });
});

describe('PDF plans', () => {
  it('refuses an empty or over-long document and a page outside it, with Chinese messages', () => {
    expect(pdfCheck({ bytes: 1000, pages: 3 })).toBeNull();
    expect(pdfCheck({ bytes: 1000, pages: 200 })).toBe(
      `PDF共200页，超过${PDF_PAGES_MAX}页，请先拆分出平面图所在的页再导入`,
    );
    expect(pdfCheck({ bytes: 1000, pages: 0 })).toBe('PDF中没有页面');
    expect(pdfCheck({ bytes: 60 * 1024 * 1024, pages: 1 })).toContain('不能超过');
    expect(pdfPageCheck(2, 3)).toBeNull();
    expect(pdfPageCheck(4, 3)).toBe('请选择第1到第3页');
    expect(pdfPageCheck(0, 3)).not.toBeNull();
  });

  it('renders the longer side at the set size, never shrinking a small page', () => {
    const a4 = pdfRenderSize(595, 842);
    expect(a4.height).toBe(PDF_RENDER_SIDE_PX);
    expect(a4.width).toBe(Math.round(595 * (PDF_RENDER_SIDE_PX / 842)));
    expect(pdfRenderSize(8000, 5000)).toMatchObject({ scale: 1, width: 8000, height: 5000 });
  });
});
