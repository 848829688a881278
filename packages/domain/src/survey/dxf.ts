/**
 * A DXF drawing as a plan: the line work on the layers the user chose becomes walls. The drawing's own unit
 * ($INSUNITS; a drawing without one is read in the unit the surveyor picks after seeing its size under each) gives
 * the scale, so a DXF plan needs no calibration by hand: the plan's virtual image is the
 * drawing's extent at a resolution that keeps its longer side at DXF_PLAN_SIDE_PX, and its calibration spans
 * the image's width. Parsing the file is the server's (dxf-parser); this is the pure conversion.
 */
import { messages, refusal, type Refusal } from '../core/index.ts';
import { emptyPlan, PLAN_LIMITS, type PlanDocument, type Wall } from './document.ts';
import { imagePoint, mm } from './units.ts';

export const DXF_MESSAGES = messages('DXF', {
  unreadable: '无法读取DXF图纸，请确认文件为DXF格式',
  noLayer: (layer: string) => `图纸中没有图层“${layer}”`,
  chooseLayers: '请选择墙体所在的图层',
  noWalls: '所选图层中没有可作为墙体的线条',
  tooMany: `所选图层中的线条超过${PLAN_LIMITS.walls}条，请减少图层`,
  chooseUnits: '图纸未注明单位：请按图纸的实际尺寸选择单位',
});

/** The longer side of a DXF plan's virtual image, in pixels. */
export const DXF_PLAN_SIDE_PX = 2000;
const MARGIN_PX = 40;

/** Millimetres per drawing unit by $INSUNITS (0 = unitless: the surveyor chooses, seeing the size under each). */
export const DXF_UNIT_MM: Record<number, number> = { 1: 25.4, 2: 304.8, 4: 1, 5: 10, 6: 1000 };
/** The units a drawing without one may be read in, most common first. */
export const DXF_UNIT_CHOICES = [4, 5, 6, 1, 2] as const;
export const DXF_UNIT_LABELS: Record<number, string> = {
  0: '未注明',
  1: '英寸',
  2: '英尺',
  4: '毫米',
  5: '厘米',
  6: '米',
};

export interface DxfSegment {
  layer: string;
  a: { x: number; y: number };
  b: { x: number; y: number };
}

export type DxfPlan = { ok: true; plan: PlanDocument; width: number; height: number } | { ok: false; refusal: Refusal };

/** The drawing's extent in its own units (all its line work, or the chosen layers'). */
export function dxfExtent(
  segments: readonly DxfSegment[],
  layers?: readonly string[],
): { width: number; height: number } {
  const chosen = layers ? new Set(layers) : null;
  const pts = segments.filter((s) => !chosen || chosen.has(s.layer)).flatMap((s) => [s.a, s.b]);
  const fin = pts.filter((p) => Number.isFinite(p.x) && Number.isFinite(p.y));
  if (!fin.length) return { width: 0, height: 0 };
  const xs = fin.map((p) => p.x);
  const ys = fin.map((p) => p.y);
  return { width: Math.max(...xs) - Math.min(...xs), height: Math.max(...ys) - Math.min(...ys) };
}

/** The drawing's size if read in `unit` ($INSUNITS code), in the surveyor's words: '宽 52.5 米 × 深 30.0 米'. */
export function dxfSizeUnder(extent: { width: number; height: number }, unit: number): string {
  const m = (v: number) => {
    const metres = (v * (DXF_UNIT_MM[unit] ?? 1)) / 1000;
    return metres >= 10 ? metres.toFixed(1) : metres >= 0.1 ? metres.toFixed(2) : metres.toFixed(4);
  };
  return `宽 ${m(extent.width)} 米 × 深 ${m(extent.height)} 米`;
}

export function dxfLayers(segments: readonly DxfSegment[]): { name: string; count: number }[] {
  const m = new Map<string, number>();
  for (const s of segments) m.set(s.layer, (m.get(s.layer) ?? 0) + 1);
  return [...m.entries()].map(([name, count]) => ({ name, count })).sort((a, b) => a.name.localeCompare(b.name));
}

export function dxfPlan(
  segments: readonly DxfSegment[],
  layers: readonly string[],
  insunits: number | undefined,
): DxfPlan {
  if (!layers.length) return { ok: false, refusal: refusal(DXF_MESSAGES, 'chooseLayers') };
  const present = new Set(segments.map((s) => s.layer));
  const missing = layers.find((l) => !present.has(l));
  if (missing !== undefined)
    return { ok: false, refusal: refusal(DXF_MESSAGES, 'noLayer', DXF_MESSAGES.noLayer(missing)) };
  // Without a unit the drawing is never guessed at: a plan in metres read as millimetres is a 0.05 m building.
  const unit = DXF_UNIT_MM[insunits ?? 0];
  if (unit === undefined) return { ok: false, refusal: refusal(DXF_MESSAGES, 'chooseUnits') };
  const chosen = new Set(layers);
  const lines = segments.filter(
    (s) =>
      chosen.has(s.layer) &&
      [s.a.x, s.a.y, s.b.x, s.b.y].every(Number.isFinite) &&
      (s.a.x !== s.b.x || s.a.y !== s.b.y),
  );
  if (!lines.length) return { ok: false, refusal: refusal(DXF_MESSAGES, 'noWalls') };
  if (lines.length > PLAN_LIMITS.walls) return { ok: false, refusal: refusal(DXF_MESSAGES, 'tooMany') };
  const xs = lines.flatMap((s) => [s.a.x, s.b.x]).map((v) => v * unit);
  const ys = lines.flatMap((s) => [s.a.y, s.b.y]).map((v) => v * unit);
  const minX = Math.min(...xs);
  const maxY = Math.max(...ys);
  const spanX = Math.max(...xs) - minX;
  const spanY = maxY - Math.min(...ys);
  const mmPerPx = Math.max(spanX, spanY, 1) / (DXF_PLAN_SIDE_PX - 2 * MARGIN_PX);
  const width = Math.ceil(spanX / mmPerPx) + 2 * MARGIN_PX;
  const height = Math.ceil(spanY / mmPerPx) + 2 * MARGIN_PX;
  // Drawing y points up, image y points down.
  const toPx = (p: { x: number; y: number }) =>
    imagePoint(MARGIN_PX + (p.x * unit - minX) / mmPerPx, MARGIN_PX + (maxY - p.y * unit) / mmPerPx);
  const walls: Wall[] = lines.map((s, i) => ({
    id: `dxf${i + 1}`,
    a: toPx(s.a),
    b: toPx(s.b),
    thicknessMm: 240,
    material: 'brick',
    layer: s.layer,
  }));
  const plan: PlanDocument = {
    ...emptyPlan({ width, height }),
    calibration: { a: imagePoint(0, 0), b: imagePoint(width, 0), realMm: mm(width * mmPerPx) },
    walls,
    source: { kind: 'dxf', layers: [...layers], insunits: insunits ?? 0 },
  };
  return { ok: true, plan, width, height };
}
