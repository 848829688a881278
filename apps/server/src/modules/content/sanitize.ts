/**
 * Rich text is stored sanitised (issue 18 "Bad input"): sanitize-html on every save keeps formatting, links and
 * this portal's own pictures and videos; scripts, styles, event handlers (onerror=…), javascript: links and any
 * picture or media from an outside address are dropped, so what the detail page renders is safe as it is.
 */
import sanitizeHtml from 'sanitize-html';

/** A picture or video of this portal's file store (never an outside address, part 1 "no outside address"). */
const isOwnMediaUrl = (src: string | undefined): boolean => !!src && /^\/(static|files)\/[A-Za-z0-9/_.-]+$/.test(src);

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags.filter((t) => t !== 'style'),
    'img',
    'video',
    'source',
    'span',
    'u',
    's',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    video: ['src', 'poster', 'controls', 'width', 'height', 'preload'],
    source: ['src', 'type'],
    '*': ['class'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: [], video: [], source: [] },
  allowProtocolRelative: false,
  // Outside pictures and media go entirely, not only their src.
  exclusiveFilter: (frame) =>
    (frame.tag === 'img' || frame.tag === 'source') && !isOwnMediaUrl(frame.attribs.src)
      ? true
      : frame.tag === 'video' &&
        ((frame.attribs.src !== undefined && !isOwnMediaUrl(frame.attribs.src)) ||
          (frame.attribs.poster !== undefined && !isOwnMediaUrl(frame.attribs.poster))),
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
