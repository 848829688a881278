import { describe, expect, it } from 'vitest';
import { mmPerPx, toPlan } from './calibration.ts';
import { restorePlan } from './document.ts';
import { DXF_MESSAGES, DXF_UNIT_CHOICES, dxfExtent, dxfLayers, dxfPlan, type DxfSegment, dxfSizeUnder } from './dxf.ts';

const seg = (layer: string, x1: number, y1: number, x2: number, y2: number): DxfSegment => ({
  layer,
  a: { x: x1, y: y1 },
  b: { x: x2, y: y2 },
});
// A 20 m × 10 m room in metres ($INSUNITS 6), with furniture on its own layer.
const room = [
  seg('WALL', 0, 0, 20, 0),
  seg('WALL', 20, 0, 20, 10),
  seg('WALL', 20, 10, 0, 10),
  seg('WALL', 0, 10, 0, 0),
  seg('FURN', 2, 2, 4, 2),
];

describe('DXF plans', () => {
  it('lists the layers and takes the chosen ones as walls, at the drawing’s own scale', () => {
    expect(dxfLayers(room)).toEqual([
      { name: 'FURN', count: 1 },
      { name: 'WALL', count: 4 },
    ]);
    const r = dxfPlan(room, ['WALL'], 6);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.plan.walls).toHaveLength(4);
    const cal = r.plan.calibration!;
    // The room's 20 m wall is 20 000 mm on the plan, whatever the pixels.
    const w = r.plan.walls[0]!;
    const a = toPlan(cal, w.a);
    const b = toPlan(cal, w.b);
    expect(Math.hypot(b.x - a.x, b.y - a.y)).toBeCloseTo(20_000, 3);
    expect(Math.max(r.width, r.height)).toBeLessThanOrEqual(2000);
    expect(mmPerPx(cal)).toBeGreaterThan(0);
    // Drawing y up becomes image y down: the wall at y = 10 m is above the one at y = 0.
    expect(r.plan.walls[2]!.a.y).toBeLessThan(r.plan.walls[0]!.a.y);
    // What the server saves restores as it is.
    expect(restorePlan(JSON.parse(JSON.stringify(r.plan))).ok).toBe(true);
  });

  it('refuses a missing layer, no layer chosen, and layers without lines', () => {
    expect(dxfPlan(room, ['墙体'], 4)).toEqual({
      ok: false,
      refusal: expect.objectContaining({ msg: DXF_MESSAGES.noLayer('墙体') }),
    });
    expect(dxfPlan(room, [], 4)).toEqual({
      ok: false,
      refusal: expect.objectContaining({ msg: DXF_MESSAGES.chooseLayers }),
    });
    expect(dxfPlan([seg('WALL', 1, 1, 1, 1)], ['WALL'], 4)).toEqual({
      ok: false,
      refusal: expect.objectContaining({ msg: DXF_MESSAGES.noWalls }),
    });
  });

  it('without a unit it asks: the size under each choice, and no plan until one is chosen', () => {
    expect(dxfPlan(room, ['WALL'], undefined)).toEqual({
      ok: false,
      refusal: expect.objectContaining({ msg: DXF_MESSAGES.chooseUnits }),
    });
    expect(dxfPlan(room, ['WALL'], 0)).toEqual({
      ok: false,
      refusal: expect.objectContaining({ msg: DXF_MESSAGES.chooseUnits }),
    });
    const e = dxfExtent(room, ['WALL']);
    expect(e).toEqual({ width: 20, height: 10 });
    expect(DXF_UNIT_CHOICES.map((u) => dxfSizeUnder(e, u))).toEqual([
      '宽 0.0200 米 × 深 0.0100 米',
      '宽 0.20 米 × 深 0.10 米',
      '宽 20.0 米 × 深 10.0 米',
      '宽 0.51 米 × 深 0.25 米',
      '宽 6.10 米 × 深 3.05 米',
    ]);
  });
});
