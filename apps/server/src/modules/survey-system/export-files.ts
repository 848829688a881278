/**
 * The hand-off DXF (part 2 §2 /survey/preview; the xlsx is export-bom.ts): the devices and cables in millimetres (text written here; AutoCAD R12
 * entities: a circle and a label per device, a polyline per cable run, on their own layers).
 */
import { type CableRunView, type PlanDocument, type SurveyPoint, toPlan } from '@portal/domain';

export interface DxfScene {
  sceneName: string;
  plan: PlanDocument;
  points: SurveyPoint[];
  runs: CableRunView[];
}

/** One DXF of every calibrated scene, side by side (each offset along x by the widths before it). */
export function devicesDxf(scenes: readonly DxfScene[]): string {
  const out: string[] = ['0', 'SECTION', '2', 'ENTITIES'];
  const f = (v: number) => (Math.round(v * 10) / 10).toString();
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
      out.push('0', 'LINE', '8', 'WALLS', '10', f(a.x), '20', f(a.y), '30', '0', '11', f(b.x), '21', f(b.y), '31', '0');
    }
    for (const p of s.points) {
      const at = P(p);
      out.push('0', 'CIRCLE', '8', 'DEVICES', '10', f(at.x), '20', f(at.y), '30', '0', '40', '200');
      out.push('0', 'TEXT', '8', 'DEVICES', '10', f(at.x + 250), '20', f(at.y), '30', '0', '40', '250', '1', p.label || p.model); // prettier-ignore
    }
    for (const r of s.runs) {
      out.push('0', 'POLYLINE', '8', 'CABLES', '66', '1', '10', '0', '20', '0', '30', '0', '1', r.runId);
      for (const v of r.path) {
        const q = P(v);
        out.push('0', 'VERTEX', '8', 'CABLES', '10', f(q.x), '20', f(q.y), '30', '0');
      }
      out.push('0', 'SEQEND', '8', 'CABLES');
    }
    offset += (s.plan.image?.width ?? 0) * (c.realMm / Math.hypot(c.b.x - c.a.x, c.b.y - c.a.y)) + 5000;
  }
  out.push('0', 'ENDSEC', '0', 'EOF');
  return out.join('\n') + '\n';
}
