/**
 * Reading a DXF drawing (dxf-parser): its line work as segments per layer (LINE, LWPOLYLINE and POLYLINE, closed
 * ones closed) and its unit ($INSUNITS). The conversion to a plan is the domain's (survey/dxf.ts).
 */
import { DXF_MESSAGES, type DxfSegment, refusal } from '@portal/domain';
import DxfParser from 'dxf-parser';
import { badRequest } from '../../http/errors.ts';
import { noEntry } from '../../http/no-entry.ts';

interface Vertex {
  x: number;
  y: number;
}
interface Entity {
  type: string;
  layer?: string;
  vertices?: Vertex[];
  shape?: boolean;
}

export function readDxf(data: Buffer): { segments: DxfSegment[]; insunits: number | undefined } {
  const text = data.toString('utf8');
  // A DXF is text that starts with a group code 0 and SECTION (after optional comments).
  if (!/^\s*(?:999\s*\r?\n[^\n]*\r?\n\s*)*0\s*\r?\n\s*SECTION/.test(text))
    throw badRequest(noEntry(refusal(DXF_MESSAGES, 'unreadable')));
  let parsed: { header?: Record<string, unknown>; entities?: Entity[] } | null;
  try {
    parsed = new DxfParser().parseSync(text) as typeof parsed;
  } catch {
    throw badRequest(noEntry(refusal(DXF_MESSAGES, 'unreadable')));
  }
  if (!parsed) throw badRequest(noEntry(refusal(DXF_MESSAGES, 'unreadable')));
  const segments: DxfSegment[] = [];
  for (const e of parsed.entities ?? []) {
    const v = e.vertices ?? [];
    const layer = e.layer ?? '0';
    if (e.type === 'LINE' && v.length >= 2) segments.push({ layer, a: v[0]!, b: v[1]! });
    else if ((e.type === 'LWPOLYLINE' || e.type === 'POLYLINE') && v.length >= 2) {
      for (let i = 0; i + 1 < v.length; i++) segments.push({ layer, a: v[i]!, b: v[i + 1]! });
      if (e.shape && v.length > 2) segments.push({ layer, a: v[v.length - 1]!, b: v[0]! });
    }
  }
  const units = parsed.header?.$INSUNITS;
  return { segments, insunits: typeof units === 'number' ? units : undefined };
}
