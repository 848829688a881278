/**
 * A PDF page as a plan (part 2 §2 plans): the browser renders the chosen page to an image with pdfjs-dist and
 * uploads that image like a photo of the plan (the server checks it as any PNG/JPG). What is accepted and how
 * large the page is drawn are decided here, once.
 */
import { messages } from '../core/index.ts';
import { PLAN_IMAGE_MAX_BYTES } from './survey-api.ts';

/** A drawing set longer than this is not a plan: the user splits out the plan's pages first. */
export const PDF_PAGES_MAX = 100;
/** The PDF file itself (it never reaches the server; the rendered page is checked as an image, ≤ 10 MB). */
export const PDF_MAX_BYTES = 50 * 1024 * 1024;
/** The longer side of the rendered page, in pixels (an A3 page at about 250 dpi). */
export const PDF_RENDER_SIDE_PX = 4000;

export const PDF_MESSAGES = messages('PDF', {
  unreadable: '无法读取PDF文件，请确认文件为PDF格式且未损坏',
  encrypted: 'PDF文件已加密（设置了打开密码），请先解除密码保护后再导入',
  tooLarge: `PDF文件不能超过${PDF_MAX_BYTES / 1024 / 1024}MB`,
  tooManyPages: (pages: number) => `PDF共${pages}页，超过${PDF_PAGES_MAX}页，请先拆分出平面图所在的页再导入`,
  noPages: 'PDF中没有页面',
  pageOutOfRange: (pages: number) => `请选择第1到第${pages}页`,
  pageTooLarge: `渲染后的平面图超过${PLAN_IMAGE_MAX_BYTES / 1024 / 1024}MB，请选择内容较少的页面或先压缩PDF`,
});

/** Whether an opened PDF can be offered for a page choice: null when fine, else the message to show. */
export function pdfCheck(doc: { bytes: number; pages: number }): string | null {
  if (doc.bytes > PDF_MAX_BYTES) return PDF_MESSAGES.tooLarge;
  if (doc.pages < 1) return PDF_MESSAGES.noPages;
  if (doc.pages > PDF_PAGES_MAX) return PDF_MESSAGES.tooManyPages(doc.pages);
  return null;
}

/** Whether a chosen page number (1-based) is a page of the document: null when fine. */
export const pdfPageCheck = (page: number, pages: number): string | null =>
  Number.isInteger(page) && page >= 1 && page <= pages ? null : PDF_MESSAGES.pageOutOfRange(pages);

/**
 * The scale (pixels per PDF point) that draws a page of this size with its longer side at PDF_RENDER_SIDE_PX,
 * never below 1 (a small page is not shrunk) and the result in whole pixels.
 */
export function pdfRenderSize(widthPt: number, heightPt: number): { scale: number; width: number; height: number } {
  const longer = Math.max(widthPt, heightPt, 1);
  const scale = Math.max(1, PDF_RENDER_SIDE_PX / longer);
  return { scale, width: Math.round(widthPt * scale), height: Math.round(heightPt * scale) };
}
