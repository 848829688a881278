/**
 * The addresses the shell's QR codes carry (footer, floating toolbar, tool layout): the portal's own pages, as
 * full addresses of the site the user is on, so a phone that scans one opens this portal.
 */
const origin = () => (typeof window === 'undefined' ? '' : window.location.origin);

export const ENTRY_LINKS = {
  /** The app-download page (its mobile entry and how to keep it on the phone). */
  appDownload: () => `${origin()}/appDownload`,
  /** The portal's mobile-friendly entry: the home page. */
  mobileEntry: () => `${origin()}/home`,
  /** Scan to consult: the scheme-consult and suggestion page. */
  consult: () => `${origin()}/aboutUs/contactUs`,
  /** The solutions, for a scheme on the phone. */
  solutions: () => `${origin()}/solution`,
};
