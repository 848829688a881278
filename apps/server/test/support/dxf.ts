/** A small real DXF (R12, ASCII) made by the tests: LINE and closed LWPOLYLINE entities on named layers. */
export function makeDxf(opts: {
  /** $INSUNITS; none: a drawing without a header (its unit unknown). */
  insunits?: number;
  lines: { layer: string; x1: number; y1: number; x2: number; y2: number }[];
  polylines?: { layer: string; points: [number, number][]; closed: boolean }[];
}): Buffer {
  const out: (string | number)[] =
    opts.insunits === undefined ? [] : [0, 'SECTION', 2, 'HEADER', 9, '$INSUNITS', 70, opts.insunits, 0, 'ENDSEC'];
  out.push(0, 'SECTION', 2, 'ENTITIES');
  for (const l of opts.lines) out.push(0, 'LINE', 8, l.layer, 10, l.x1, 20, l.y1, 30, 0, 11, l.x2, 21, l.y2, 31, 0);
  for (const p of opts.polylines ?? []) {
    out.push(0, 'LWPOLYLINE', 8, p.layer, 90, p.points.length, 70, p.closed ? 1 : 0);
    for (const [x, y] of p.points) out.push(10, x, 20, y);
  }
  out.push(0, 'ENDSEC', 0, 'EOF');
  return Buffer.from(out.join('\n') + '\n', 'utf8');
}
