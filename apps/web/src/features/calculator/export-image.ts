/**
 * Export of a calculator result as a PNG drawn on a canvas: title, the key figures, notes and warnings, and every
 * formula step with the substituted numbers. Everything is drawn locally (no network, no external fonts), so it
 * works offline. The layout is a pure function of the document and a text-measuring function.
 */
import type { FormulaStep } from '@portal/domain';

export interface ExportFigure {
  label: string;
  value: string;
  unit?: string;
}

export interface ExportDoc {
  title: string;
  subtitle: string;
  figures: ExportFigure[];
  notes: string[];
  warnings: string[];
  steps: FormulaStep[];
}

export type DrawOp =
  | { kind: 'text'; x: number; y: number; text: string; font: string; color: string }
  | { kind: 'rect'; x: number; y: number; w: number; h: number; color: string };

export type Measure = (text: string, font: string) => number;

export const EXPORT_WIDTH = 960;
const PAD = 32;
const FONT_FAMILY = `'PingFang SC','Microsoft YaHei','Noto Sans CJK SC','WenQuanYi Micro Hei',sans-serif`;
const font = (px: number, bold = false) => `${bold ? '600 ' : ''}${px}px ${FONT_FAMILY}`;

/** Splits text into lines no wider than `width` (character-wise, which suits Chinese and formulas alike). */
export function wrap(text: string, width: number, f: string, measure: Measure): string[] {
  const lines: string[] = [];
  let line = '';
  for (const ch of Array.from(text)) {
    if (line !== '' && measure(line + ch, f) > width) {
      lines.push(line);
      line = ch.trim() === '' ? '' : ch;
    } else line += ch;
  }
  if (line !== '' || lines.length === 0) lines.push(line);
  return lines;
}

const fmtValue = (v: number) => (Number.isInteger(v) ? String(v) : v.toFixed(2));

export function layoutExport(doc: ExportDoc, measure: Measure): { ops: DrawOp[]; height: number } {
  const ops: DrawOp[] = [];
  const inner = EXPORT_WIDTH - PAD * 2;
  let y = PAD;
  const text = (t: string, x: number, px: number, color = '#333', bold = false) =>
    ops.push({ kind: 'text', x, y, text: t, font: font(px, bold), color });

  ops.push({ kind: 'rect', x: 0, y: 0, w: EXPORT_WIDTH, h: 6, color: '#d7000f' });
  y += 8;
  text(doc.title, PAD, 24, '#1f2329', true);
  y += 34;
  text(doc.subtitle, PAD, 13, '#8a8f99');
  y += 30;

  // Key figures: four per row.
  const cols = 4;
  const cellW = inner / cols;
  doc.figures.forEach((f, i) => {
    const col = i % cols;
    if (col === 0 && i > 0) y += 74;
    const x = PAD + col * cellW;
    ops.push({ kind: 'rect', x: x + 2, y, w: cellW - 8, h: 64, color: '#fff5f5' });
    ops.push({ kind: 'text', x: x + 14, y: y + 10, text: f.label, font: font(13), color: '#666' });
    ops.push({
      kind: 'text',
      x: x + 14,
      y: y + 32,
      text: `${f.value}${f.unit ? ` ${f.unit}` : ''}`,
      font: font(20, true),
      color: '#d7000f',
    });
  });
  if (doc.figures.length > 0) y += 84;

  for (const [list, color, prefix] of [
    [doc.notes, '#1f2329', '· '],
    [doc.warnings, '#ad6800', '⚠ '],
  ] as const) {
    for (const note of list) {
      for (const line of wrap(prefix + note, inner, font(14), measure)) {
        text(line, PAD, 14, color);
        y += 22;
      }
    }
  }
  y += 12;

  if (doc.steps.length > 0) {
    text('计算过程(代入数值)', PAD, 16, '#1f2329', true);
    y += 30;
    doc.steps.forEach((s, i) => {
      const head = `${i + 1}. ${s.label}:${s.formula}`;
      for (const line of wrap(head, inner, font(14, true), measure)) {
        text(line, PAD, 14, '#1f2329', true);
        y += 21;
      }
      const body = `= ${s.substituted} = ${fmtValue(s.value)} ${s.unit}`;
      for (const line of wrap(body, inner - 20, font(14), measure)) {
        text(line, PAD + 20, 14, '#555');
        y += 21;
      }
      y += 8;
    });
  }
  y += PAD - 8;
  return { ops, height: Math.ceil(y) };
}

/** Draws the document on a canvas and answers a PNG blob. */
export async function renderExportPng(doc: ExportDoc): Promise<Blob> {
  const scale = 2;
  const probe = document.createElement('canvas').getContext('2d');
  if (!probe) throw new Error('canvas unavailable');
  const measure: Measure = (t, f) => {
    probe.font = f;
    return probe.measureText(t).width;
  };
  const { ops, height } = layoutExport(doc, measure);
  const canvas = document.createElement('canvas');
  canvas.width = EXPORT_WIDTH * scale;
  canvas.height = height * scale;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('canvas unavailable');
  ctx.scale(scale, scale);
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, EXPORT_WIDTH, height);
  ctx.textBaseline = 'top';
  for (const op of ops) {
    ctx.fillStyle = op.color;
    if (op.kind === 'rect') ctx.fillRect(op.x, op.y, op.w, op.h);
    else {
      ctx.font = op.font;
      ctx.fillText(op.text, op.x, op.y);
    }
  }
  return new Promise((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('toBlob failed'))), 'image/png'),
  );
}

export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
