/**
 * The DXF hand-off (part 2 §2 /survey/preview; issue 44 §4): every calibrated scene side by side in millimetres.
 * Header: $ACADVER AC1021 (DXF R2007: text is UTF-8, so Chinese labels survive in any CAD reader), $DWGCODEPAGE
 * ANSI_936 (what a GBK-era reader expects to see named) and $INSUNITS 4 (millimetres) with $MEASUREMENT metric.
 * A layer table with one layer per kind, each with its colour: walls, trays (线槽) and closets, devices (a circle and
 * a label each), cables (a polyline per run) and coverage (each camera's farthest view polygon, cut by the walls).
 */
import {
  cameraCoverage,
  type CableRunView,
  imagePoint,
  isCameraAttrs,
  opticsFromAttrs,
  type PlanDocument,
  planWallIndex,
  type SurveyPoint,
  toPlan,
} from '@portal/domain';

export interface DxfScene {
  sceneName: string;
  plan: PlanDocument;
  points: SurveyPoint[];
  runs: CableRunView[];
}

/** The layers written, with their AutoCAD colour index. */
const DXF_LAYERS = {
  WALLS: 7,
  TRAYS: 8,
  DEVICES: 1,
  CABLES: 5,
  COVERAGE: 3,
} as const;
type Layer = keyof typeof DXF_LAYERS;

/** One DXF of every calibrated scene, side by side (each offset along x by the widths before it, 5 m apart). */
export function devicesDxf(scenes: readonly DxfScene[]): string {
  let handle = 0x100;
  const h = () => (handle++).toString(16).toUpperCase();
  const f = (v: number) => (Math.round(v * 10) / 10).toString();
  // Group values are one line each: a label's line breaks become spaces.
  const text = (s: string) => s.replace(/[\r\n]+/g, ' ');
  const entities: string[] = [];
  const polyline = (layer: Layer, pts: readonly { x: number; y: number }[], closed: boolean, name?: string) => {
    entities.push('0', 'POLYLINE', '5', h(), '8', layer, '66', '1', '10', '0', '20', '0', '30', '0', '70', closed ? '1' : '0'); // prettier-ignore
    if (name) entities.push('1', text(name));
    for (const q of pts) entities.push('0', 'VERTEX', '5', h(), '8', layer, '10', f(q.x), '20', f(q.y), '30', '0');
    entities.push('0', 'SEQEND', '5', h(), '8', layer);
  };
  let offset = 0;
  for (const s of scenes) {
    const c = s.plan.calibration;
    if (!c) continue;
    const P = (p: { x: number; y: number }) => {
      const q = toPlan(c, p as never);
      return { x: q.x + offset, y: -q.y };
    };
    for (const w of s.plan.walls) {
      const a = P(w.a);
      const b = P(w.b);
      entities.push('0', 'LINE', '5', h(), '8', 'WALLS', '10', f(a.x), '20', f(a.y), '30', '0', '11', f(b.x), '21', f(b.y), '31', '0'); // prettier-ignore
    }
    for (const t of s.plan.trunking) polyline('TRAYS', t.points.map(P), false);
    for (const w of s.plan.wells) {
      const at = P(w.at);
      entities.push('0', 'TEXT', '5', h(), '8', 'TRAYS', '10', f(at.x), '20', f(at.y), '30', '0', '40', '250', '1', text(w.label)); // prettier-ignore
    }
    const walls = planWallIndex(s.plan);
    for (const p of s.points) {
      const at = P(p);
      entities.push('0', 'CIRCLE', '5', h(), '8', 'DEVICES', '10', f(at.x), '20', f(at.y), '30', '0', '40', '200');
      entities.push('0', 'TEXT', '5', h(), '8', 'DEVICES', '10', f(at.x + 250), '20', f(at.y), '30', '0', '40', '250', '1', text(p.label || p.name || p.model)); // prettier-ignore
      if (!isCameraAttrs(p.attrs)) continue;
      const optics = opticsFromAttrs(p.attrs, p.lensMm);
      const place = { at: imagePoint(p.x, p.y), azimuthDeg: p.azimuthDeg, mountHeightMm: p.mountHeightMm };
      const outer = cameraCoverage(c, optics, place, walls)[0];
      if (outer && outer.polygon.length > 2) polyline('COVERAGE', outer.polygon.map(P), true);
    }
    for (const r of s.runs) polyline('CABLES', r.path.map(P), false, r.runId);
    offset += (s.plan.image?.width ?? 0) * (c.realMm / Math.hypot(c.b.x - c.a.x, c.b.y - c.a.y)) + 5000;
  }

  const header = [
    '0', 'SECTION', '2', 'HEADER',
    '9', '$ACADVER', '1', 'AC1021',
    '9', '$DWGCODEPAGE', '3', 'ANSI_936',
    '9', '$INSUNITS', '70', '4',
    '9', '$MEASUREMENT', '70', '1',
    '9', '$HANDSEED', '5', (handle + 0x100).toString(16).toUpperCase(),
    '0', 'ENDSEC',
  ]; // prettier-ignore
  const layers = Object.entries(DXF_LAYERS).flatMap(([name, colour]) => [
    '0', 'LAYER', '5', h(), '2', name, '70', '0', '62', String(colour), '6', 'CONTINUOUS',
  ]); // prettier-ignore
  const tables = [
    '0', 'SECTION', '2', 'TABLES',
    '0', 'TABLE', '2', 'LAYER', '5', h(), '70', String(Object.keys(DXF_LAYERS).length),
    ...layers,
    '0', 'ENDTAB',
    '0', 'ENDSEC',
  ]; // prettier-ignore
  const out = [...header, ...tables, '0', 'SECTION', '2', 'ENTITIES', ...entities, '0', 'ENDSEC', '0', 'EOF'];
  return out.join('\r\n') + '\r\n';
}
