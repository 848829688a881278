/**
 * The hand-off documents (part 2 §2 /survey/preview): the xlsx bill of materials with the cable schedule (exceljs,
 * what the quotation uses), and a DXF of the devices and cables in millimetres (text written here; AutoCAD R12
 * entities: a circle and a label per device, a polyline per cable run, on their own layers).
 */
import { type CableRunView, type PlanDocument, type SurveyPoint, toPlan, yuanText } from '@portal/domain';
import ExcelJS from 'exceljs';

export interface BomLine {
  model: string;
  sku_name: string;
  brand_name: string | null;
  quantity: number;
  rate_price_fen: number | string;
  amount_fen: number | string;
  origin: string | null;
}
export type ScheduleRow = CableRunView & { sceneName: string };

const ORIGIN_LABELS: Record<string, string> = { wiring: '布线', topology: '拓扑' };

export async function bomXlsx(orderName: string, lines: readonly BomLine[], runs: readonly ScheduleRow[]) {
  const wb = new ExcelJS.Workbook();
  const bom = wb.addWorksheet('材料清单');
  bom.addRow([`${orderName} 材料清单`]);
  bom.addRow(['序号', '型号', '名称', '品牌', '数量', '单价(元)', '金额(元)', '来源']);
  lines.forEach((l, i) =>
    bom.addRow([
      i + 1,
      l.model,
      l.sku_name,
      l.brand_name ?? '',
      l.quantity,
      yuanText(Number(l.rate_price_fen)),
      yuanText(Number(l.amount_fen)),
      l.origin ? (ORIGIN_LABELS[l.origin] ?? l.origin) : '清单',
    ]),
  );
  const cab = wb.addWorksheet('线缆清单');
  cab.addRow(['线缆编号', '场景', '起点', '终点', '水平(m)', '垂直(m)', '安装长度(m)', '采购长度(m)', '超90米']);
  for (const r of runs)
    cab.addRow([r.runId, r.sceneName, r.from, r.to, r.horizontalM, r.verticalM, r.installedM, r.purchasedM, r.over90m ? '是' : '']); // prettier-ignore
  return Buffer.from(await wb.xlsx.writeBuffer());
}

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
