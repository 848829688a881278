/**
 * Small real PDFs made by the tests (nothing committed): pages of line work drawn by a content stream, with a
 * correct cross-reference table. `encrypted` adds a standard security handler whose user password is not empty,
 * so a reader asks for a password (what an encrypted plan from a design institute does).
 */
export interface PdfOptions {
  pages: number;
  /** Page size in points (A4 landscape by default). */
  width?: number;
  height?: number;
  /** Lines drawn on every page, in points from the top-left (as an image is read). */
  lines?: [number, number, number, number][];
  encrypted?: boolean;
}

export function makePdf(o: PdfOptions): Buffer {
  const w = o.width ?? 842;
  const h = o.height ?? 595;
  const draw = (o.lines ?? []).map(([x1, y1, x2, y2]) => `${x1} ${h - y1} m ${x2} ${h - y2} l S`).join('\n');
  const content = `0 0 0 RG 4 w 1 J\n${draw}\n`;
  const objects: string[] = [];
  const pageIds = Array.from({ length: o.pages }, (_, i) => 4 + i);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${o.pages} >>`;
  objects[3] = `<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}endstream`;
  for (const id of pageIds)
    objects[id] = `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${w} ${h}] /Contents 3 0 R /Resources << >> >>`;
  let encryptId = 0;
  if (o.encrypted) {
    encryptId = 4 + o.pages;
    const hex = (seed: number) =>
      Array.from({ length: 32 }, (_, i) => ((i * 37 + seed) & 0xff).toString(16).padStart(2, '0')).join('');
    objects[encryptId] = `<< /Filter /Standard /V 1 /R 2 /O <${hex(11)}> /U <${hex(91)}> /P -44 >>`;
  }
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(out);
    out += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) out += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  const id = '<0123456789abcdef0123456789abcdef>';
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R /ID [${id} ${id}]${encryptId ? ` /Encrypt ${encryptId} 0 R` : ''} >>\n`;
  out += `startxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
