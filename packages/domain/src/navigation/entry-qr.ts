/**
 * The shell's QR codes (footer, bottom bar, floating toolbar, tool layout, app-download page): each carries a full
 * address of one of this portal's own pages, so a phone that scans it opens the portal. The server draws the code
 * (an SVG image at ENTRY_QR.src) from the page's path and the site's own origin; the web only names the path, so no
 * QR encoder is sent to the browser (issue 22). Only paths of this site are drawn: the image is not a QR service for
 * any text.
 */
import { messages } from '../core/index.ts';

/** The pages the shell's codes open. */
export const ENTRY_PATHS = {
  /** The app-download page (its mobile entry and how to keep it on the phone). */
  appDownload: '/appDownload',
  /** The portal's mobile-friendly entry: the home page. */
  mobileEntry: '/home',
  /** Scan to consult: the scheme-consult and suggestion page. */
  consult: '/aboutUs/contactUs',
  /** The solutions, for a scheme on the phone. */
  solutions: '/solution',
} as const;

export const ENTRY_QR = {
  /** Where the server answers a code's SVG (`?path=/home`). */
  src: '/qr.svg',
  /** The longest path drawn (a code stays readable at the sizes the shell shows). */
  maxPathLength: 200,
  /** How long a browser may keep a code (s): the origin and the paths change only with a deploy. */
  maxAgeSeconds: 86_400,
} as const;

export const ENTRY_QR_MESSAGES = messages('ENTRY_QR', {
  badPath: `二维码只能指向本站页面（以 / 开头，不超过${ENTRY_QR.maxPathLength}个字符）`,
});

/** A path of this site: starts with one "/", printable ASCII without spaces, within the length. */
const SITE_PATH = /^\/(?!\/)[\x21-\x7e]*$/;

/** Null when `path` may be drawn, else the refusal's words. */
export function entryQrPathError(path: string): string | null {
  return path.length <= ENTRY_QR.maxPathLength && SITE_PATH.test(path) ? null : ENTRY_QR_MESSAGES.badPath;
}

/** The image address of `path`'s code. */
export function entryQrSrc(path: string): string {
  return `${ENTRY_QR.src}?path=${encodeURIComponent(path)}`;
}
