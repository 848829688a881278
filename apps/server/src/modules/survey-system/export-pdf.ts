/**
 * The PDF drawing of the hand-off pack (issue 17 §4, part 2 §2 /survey/preview): one A3 landscape page per scene —
 * the plan image with the walls, trunking and wells, each camera's view sector (the domain's cameraCoverage, cut by
 * the walls, per DORI band), the devices with their labels, the cable runs (over 90 m in red), a legend and the
 * device table (model, name, count) with the cable total. pdfkit; the Chinese font embedded as a subset.
 */
import {
  type CableRunView,
  cameraCoverage,
  imagePoint,
  isCameraAttrs,
  opticsFromAttrs,
  type PlanDocument,
  type SurveyPoint,
  wallSegments,
} from '@portal/domain';
import PDFDocument from 'pdfkit';

export interface PdfScene {
  sceneName: string;
  plan: PlanDocument;
  points: SurveyPoint[];
  runs: CableRunView[];
  /** The plan image's bytes (PNG or JPEG), or null when the scene has none. */
  image: Buffer | null;
}

const PAGE = { w: 1190.55, h: 841.89 };
const M = 28;
const PANEL_W = 300;
const COLOURS = {
  wall: '#262626',
  trunking: '#8c8c8c',
  well: '#722ed1',
  camera: '#1677ff',
  device: '#fa8c16',
  cable: '#52c41a',
  over90: '#f5222d',
};
/** DORI bands, farthest first (detection … identification), as the editor colours them. */
const BAND_FILL = ['#bae0ff', '#91caff', '#69b1ff', '#4096ff'];
const BAND_NAMES = ['探测', '观察', '识别', '辨认'];

export async function sceneDrawingsPdf(
  orderName: string,
  scenes: readonly PdfScene[],
  font: { file: string; face?: string },
  onPage?: (done: number) => Promise<void>,
): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A3', layout: 'landscape', margin: M, autoFirstPage: false });
  doc.info.Title = `${orderName} 勘测图纸`;
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise<void>((res) => doc.on('end', () => res()));
  doc.registerFont('cjk', font.file, font.face);
  for (const [i, s] of scenes.entries()) {
    doc.addPage();
    doc.font('cjk');
    drawScenePage(doc, orderName, s, `第 ${i + 1} / ${scenes.length} 页`);
    await onPage?.(i + 1);
  }
  if (!scenes.length) {
    doc.addPage();
    doc.font('cjk').fontSize(16).text(`${orderName}：尚无场景`, M, M);
  }
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

type Doc = PDFKit.PDFDocument;

/**
 * One scene's A3 landscape page drawn on the current page of `doc`, `place` in its top right corner (「第 n / N 页」
 * on its own; the quotation, which numbers its pages at their foot, says which plan it is).
 */
export function drawScenePage(doc: Doc, orderName: string, s: PdfScene, place: string) {
  doc.fillColor('#000').fontSize(16).text(`${orderName} · ${s.sceneName}`, M, M, { lineBreak: false });
  doc.fontSize(9).fillColor('#595959').text(place, PAGE.w - M - 120, M + 4, { width: 120, align: 'right' }); // prettier-ignore
  const area = { x: M, y: M + 30, w: PAGE.w - 3 * M - PANEL_W, h: PAGE.h - 2 * M - 30 };
  doc.lineWidth(0.5).strokeColor('#d9d9d9').rect(area.x, area.y, area.w, area.h).stroke();
  const img = s.plan.image;
  if (!img) {
    doc.fontSize(14).fillColor('#8c8c8c').text('未上传平面图', area.x, area.y + area.h / 2 - 7, { width: area.w, align: 'center' }); // prettier-ignore
  } else {
    const k = Math.min(area.w / img.width, area.h / img.height);
    const ox = area.x + (area.w - img.width * k) / 2;
    const oy = area.y + (area.h - img.height * k) / 2;
    const P = (p: { x: number; y: number }): [number, number] => [ox + p.x * k, oy + p.y * k];
    if (s.image) doc.image(s.image, ox, oy, { width: img.width * k, height: img.height * k });
    // Everything drawn over the plan stays on it (a camera's far band may reach past the image's edge).
    doc.save();
    doc.rect(ox, oy, img.width * k, img.height * k).clip();
    drawPlan(doc, s, P);
    doc.restore();
  }
  drawPanel(doc, s, { x: PAGE.w - M - PANEL_W, y: M + 30, w: PANEL_W });
}

function polyline(doc: Doc, pts: [number, number][]) {
  if (pts.length < 2) return;
  doc.moveTo(...pts[0]!);
  for (const p of pts.slice(1)) doc.lineTo(...p);
}

function drawPlan(doc: Doc, s: PdfScene, P: (p: { x: number; y: number }) => [number, number]) {
  const cal = s.plan.calibration;
  const walls = wallSegments(s.plan);
  // Camera sectors under everything else.
  if (cal)
    for (const p of s.points.filter((q) => isCameraAttrs(q.attrs))) {
      const bands = cameraCoverage(cal, opticsFromAttrs(p.attrs, p.lensMm), { at: imagePoint(p.x, p.y), azimuthDeg: p.azimuthDeg, mountHeightMm: p.mountHeightMm }, walls); // prettier-ignore
      bands.forEach((b, i) => {
        if (b.polygon.length < 3) return;
        polyline(doc, b.polygon.map(P));
        doc
          .closePath()
          .fillOpacity(0.35)
          .fill(BAND_FILL[i] ?? BAND_FILL[0]!);
      });
      doc.fillOpacity(1);
    }
  doc.lineWidth(1.6).strokeColor(COLOURS.wall);
  for (const w of s.plan.walls)
    doc
      .moveTo(...P(w.a))
      .lineTo(...P(w.b))
      .stroke();
  doc.lineWidth(2).strokeColor(COLOURS.trunking).dash(4, { space: 2 });
  for (const t of s.plan.trunking) {
    polyline(doc, t.points.map(P));
    doc.stroke();
  }
  doc.undash();
  for (const w of s.plan.wells) {
    const [x, y] = P(w.at);
    doc.rect(x - 5, y - 5, 10, 10).fill(COLOURS.well);
  }
  for (const r of s.runs) {
    doc.lineWidth(0.9).strokeColor(r.over90m ? COLOURS.over90 : COLOURS.cable);
    polyline(doc, r.path.map(P));
    doc.stroke();
  }
  doc.fontSize(6);
  for (const p of s.points) {
    const [x, y] = P(p);
    doc.circle(x, y, 3.5).fill(isCameraAttrs(p.attrs) ? COLOURS.camera : COLOURS.device);
    doc.fillColor('#000').text(p.label || p.model, x + 5, y - 3, { lineBreak: false });
  }
}

function drawPanel(doc: Doc, s: PdfScene, at: { x: number; y: number; w: number }) {
  let y = at.y;
  doc.fillColor('#000').fontSize(12).text('图例', at.x, y);
  y += 20;
  const item = (label: string, draw: (x: number, y: number) => void) => {
    draw(at.x, y + 5);
    doc
      .fillColor('#000')
      .fontSize(9)
      .text(label, at.x + 28, y, { lineBreak: false });
    y += 15;
  };
  const line =
    (colour: string, width: number, dash = false) =>
    (x: number, yy: number) => {
      doc.lineWidth(width).strokeColor(colour);
      if (dash) doc.dash(4, { space: 2 });
      doc
        .moveTo(x, yy)
        .lineTo(x + 20, yy)
        .stroke();
      doc.undash();
    };
  item('墙体', line(COLOURS.wall, 1.6));
  item('线槽', line(COLOURS.trunking, 2, true));
  item('弱电井', (x, yy) => doc.rect(x + 5, yy - 5, 10, 10).fill(COLOURS.well));
  item('摄像机', (x, yy) => doc.circle(x + 10, yy, 3.5).fill(COLOURS.camera));
  item('其他设备', (x, yy) => doc.circle(x + 10, yy, 3.5).fill(COLOURS.device));
  item('线缆', line(COLOURS.cable, 0.9));
  item('超过90米的线缆', line(COLOURS.over90, 0.9));
  BAND_NAMES.forEach((n, i) =>
    item(`监控范围（${n}）`, (x, yy) => {
      doc
        .rect(x, yy - 5, 20, 10)
        .fillOpacity(0.35)
        .fill(BAND_FILL[i]!);
      doc.fillOpacity(1);
    }),
  );
  y += 10;
  doc.fillColor('#000').fontSize(12).text('设备清单', at.x, y);
  y += 20;
  const groups = new Map<string, { model: string; name: string; count: number }>();
  for (const p of s.points) {
    const g = groups.get(p.skuNo) ?? { model: p.model, name: p.name, count: 0 };
    g.count++;
    groups.set(p.skuNo, g);
  }
  const cols = [28, 110, 130, 32];
  const row = (cells: string[], bold = false) => {
    let x = at.x;
    doc.fontSize(8).fillColor(bold ? '#000' : '#262626');
    cells.forEach((c, i) => {
      doc.text(c, x + 2, y + 3, { width: cols[i]! - 4, height: 11, lineBreak: false, ellipsis: true });
      x += cols[i]!;
    });
    doc.lineWidth(0.4).strokeColor('#bfbfbf').rect(at.x, y, at.w, 15).stroke();
    y += 15;
  };
  row(['序号', '型号', '名称', '数量'], true);
  const list = [...groups.values()];
  const room = Math.floor((PAGE.h - M - 40 - y) / 15) - 1;
  list.slice(0, room).forEach((g, i) => row([String(i + 1), g.model, g.name, String(g.count)]));
  if (list.length > room) row(['…', `另有 ${list.length - room} 种型号`, '', '']);
  const total = s.runs.reduce((a, r) => a + r.purchasedM, 0);
  const over = s.runs.filter((r) => r.over90m).length;
  y += 8;
  doc.fontSize(9).fillColor('#000').text(`设备共 ${s.points.length} 台；线缆 ${s.runs.length} 条，采购长度合计 ${Math.round(total * 10) / 10} 米${over ? `，其中 ${over} 条超过90米` : ''}`, at.x, y, { width: at.w }); // prettier-ignore
}
