/** A real one-page PDF with a line of text, made by pdfkit: the tests' brochures. */
import PDFDocument from 'pdfkit';

export async function textPdf(text: string): Promise<Buffer> {
  const doc = new PDFDocument();
  const parts: Buffer[] = [];
  doc.on('data', (c: Buffer) => parts.push(c));
  const done = new Promise((r) => doc.on('end', r));
  doc.text(text);
  doc.end();
  await done;
  return Buffer.concat(parts);
}
