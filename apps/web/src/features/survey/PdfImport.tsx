/**
 * A PDF page as the scene's plan: pdfjs-dist opens the file in the browser, the user picks the page (a preview
 * of it is drawn), the page is rendered to a PNG at PDF_RENDER_SIDE_PX and uploaded like a photo of the plan.
 *
 * Why no server job and no "import result polling" for PDFs: the PDF never leaves the browser — only the
 * rendered page does, through the same upload the server checks by its bytes (≤ 10 MB, PNG/JPG). Rendering a
 * page takes a second or two on the user's own machine, with its progress shown here step by step; a server
 * job would only add a round trip of the whole file and a renderer (canvas) on every instance. DXF drawings
 * go to the server (their walls are re-checked there) and are parsed within the request (docs/benchmarks.md:
 * a 5 MB DXF in well under the spec's 3 s), so neither needs a queue job to poll.
 */
import { PLAN_IMAGE_MAX_BYTES, PDF_MESSAGES, pdfCheck, pdfPageCheck, pdfRenderSize } from '@portal/domain';
import { InputNumber, Modal, Progress } from 'antd';
import { useApp } from '../../components/feedback/useApp.ts';
import { useEffect, useRef, useState } from 'react';
import type * as PdfjsLib from 'pdfjs-dist';
import type { PDFDocumentProxy } from 'pdfjs-dist';

type Pdfjs = typeof PdfjsLib;
let pdfjsLoad: Promise<Pdfjs> | null = null;
/** pdf.js (legacy build: Debian's Chromium) and its worker, served by the portal itself, loaded on first use. */
function loadPdfjs(): Promise<Pdfjs> {
  pdfjsLoad ??= Promise.all([
    import('pdfjs-dist/legacy/build/pdf.mjs') as Promise<Pdfjs>,
    import('pdfjs-dist/legacy/build/pdf.worker.min.mjs?url'),
  ]).then(([lib, worker]) => {
    lib.GlobalWorkerOptions.workerSrc = (worker as { default: string }).default;
    return lib;
  });
  return pdfjsLoad;
}

/** Opens a PDF, or answers the message to show (encrypted, unreadable, too many pages). */
async function openPdf(file: File): Promise<{ doc: PDFDocumentProxy } | { error: string }> {
  const early = pdfCheck({ bytes: file.size, pages: 1 });
  if (early) return { error: early };
  const lib = await loadPdfjs();
  let doc: PDFDocumentProxy;
  try {
    doc = await lib.getDocument({ data: new Uint8Array(await file.arrayBuffer()), isEvalSupported: false }).promise;
  } catch (e) {
    return { error: (e as Error).name === 'PasswordException' ? PDF_MESSAGES.encrypted : PDF_MESSAGES.unreadable };
  }
  const refused = pdfCheck({ bytes: file.size, pages: doc.numPages });
  if (refused) {
    void doc.destroy();
    return { error: refused };
  }
  return { doc };
}

async function renderPage(doc: PDFDocumentProxy, n: number, canvas: HTMLCanvasElement, side?: number) {
  const page = await doc.getPage(n);
  const base = page.getViewport({ scale: 1 });
  const size = side
    ? { scale: side / Math.max(base.width, base.height) }
    : { scale: pdfRenderSize(base.width, base.height).scale };
  const viewport = page.getViewport({ scale: size.scale });
  canvas.width = Math.round(viewport.width);
  canvas.height = Math.round(viewport.height);
  const g = canvas.getContext('2d')!;
  g.fillStyle = '#fff';
  g.fillRect(0, 0, canvas.width, canvas.height);
  await page.render({ canvas, canvasContext: g, viewport }).promise;
}

const toBlob = (c: HTMLCanvasElement, type: string, quality?: number) =>
  new Promise<Blob | null>((resolve) => c.toBlob(resolve, type, quality));

/**
 * The PDF's dialog, its own chunk (tools.tsx): `request` is the file the toolbar's button picked (a new object for
 * every pick, so the same file can be opened again).
 */
export function PdfImport(props: { upload: (file: File) => Promise<unknown>; request: { file: File } | null }) {
  const { message } = useApp();
  const [doc, setDoc] = useState<PDFDocumentProxy | null>(null);
  const [name, setName] = useState('');
  const [page, setPage] = useState(1);
  const [step, setStep] = useState<{ percent: number; text: string } | null>(null);
  const preview = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    if (!doc || !preview.current || pdfPageCheck(page, doc.numPages)) return;
    void renderPage(doc, page, preview.current, 360).catch(() => undefined);
  }, [doc, page]);

  const open = async (file: File) => {
    setStep({ percent: 10, text: '正在读取PDF…' });
    const r = await openPdf(file).catch(() => ({ error: PDF_MESSAGES.unreadable }));
    setStep(null);
    if ('error' in r) return void message.error(r.error);
    setName(file.name.replace(/\.pdf$/i, ''));
    setPage(1);
    setDoc(r.doc);
  };

  useEffect(() => {
    if (props.request) void open(props.request.file);
  }, [props.request]); // eslint-disable-line react-hooks/exhaustive-deps

  const close = () => {
    void doc?.destroy();
    setDoc(null);
    setStep(null);
  };

  const confirm = async () => {
    if (!doc) return;
    const bad = pdfPageCheck(page, doc.numPages);
    if (bad) return void message.error(bad);
    try {
      setStep({ percent: 30, text: `正在渲染第${page}页…` });
      const canvas = document.createElement('canvas');
      await renderPage(doc, page, canvas);
      setStep({ percent: 60, text: '正在生成平面图…' });
      let blob = await toBlob(canvas, 'image/png');
      let ext = 'png';
      if (blob && blob.size > PLAN_IMAGE_MAX_BYTES) {
        blob = await toBlob(canvas, 'image/jpeg', 0.85);
        ext = 'jpg';
      }
      if (!blob || blob.size > PLAN_IMAGE_MAX_BYTES) throw new Error(PDF_MESSAGES.pageTooLarge);
      setStep({ percent: 80, text: '正在上传…' });
      await props.upload(new File([blob], `${name || 'plan'}-p${page}.${ext}`, { type: blob.type }));
      setStep({ percent: 100, text: '已导入' });
      void message.success(`已导入PDF第${page}页为平面图`);
      close();
    } catch (e) {
      setStep(null);
      void message.error((e as Error).message);
    }
  };

  return (
    <>
      {step && !doc && (
        <span role="status" data-testid="pdf-import-busy">
          {step.text}
        </span>
      )}
      <Modal
        title="选择PDF页面"
        open={!!doc}
        okText="导入此页"
        confirmLoading={!!step}
        onOk={() => void confirm()}
        onCancel={close}
        destroyOnHidden
      >
        {doc && (
          <>
            <p>
              共 {doc.numPages} 页，导入第{' '}
              <InputNumber
                aria-label="页码"
                size="small"
                min={1}
                max={doc.numPages}
                precision={0}
                value={page}
                onChange={(v) => v && setPage(v)}
              />{' '}
              页作为平面图
            </p>
            <canvas ref={preview} className="survey-pdf-preview" data-testid="pdf-preview" />
          </>
        )}
        {step && (
          <div data-testid="pdf-progress">
            <Progress percent={step.percent} size="small" />
            {step.text}
          </div>
        )}
      </Modal>
    </>
  );
}
