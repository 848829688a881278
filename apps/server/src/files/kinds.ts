/**
 * Every kind of stored file and its class, in one table. Public files (catalogue pictures, content media,
 * placements, posters, avatars) are served to anyone, cached a day. Private files are served only through a signed
 * link (links.ts: ≤ 15 minutes, given out by the API answers of those allowed to see the row the file belongs to) or
 * a route that checks (the marketing materials' download), never cached; they are kept apart from the public ones
 * (the local store's DATA_DIR/private, the bucket's `private/` prefix), so no static route can reach them.
 * A key's class is its folder's: keys of folders not named here are public (the seed's product pictures,
 * placements, content media).
 */
export type FileClass = 'public' | 'private';

export const FILE_KINDS = {
  // Private: customers' and companies' documents.
  licence: { folder: 'uploads/licence', class: 'private', who: 'the applicant; staff reviewing certification' },
  feedback: { folder: 'uploads/feedback', class: 'private', who: 'the author; staff answering feedback' },
  service: {
    folder: 'uploads/service',
    class: 'private',
    who: "the order's owner (also its phone share link); the desk",
  },
  afterSale: { folder: 'uploads/aftersale', class: 'private', who: "the after-sale's buyer and its selling dealer" },
  surveyPlan: { folder: 'uploads/survey', class: 'private', who: "the scene's owner" },
  surveyExport: { folder: 'exports/survey', class: 'private', who: 'who started the export' },
  aigcVideo: { folder: 'aigc/videos', class: 'private', who: "the video's owner" },
  import: { folder: 'imports', class: 'private', who: 'nobody outside the server (the import job reads it)' },
  material: { folder: 'materials', class: 'private', who: 'certified accounts, through the material download route' },
  quotationLogo: { folder: 'uploads/quotation', class: 'private', who: 'the account whose quotation letterhead it is' },
  invoice: { folder: 'invoices', class: 'private', who: "the invoice's buyer and its seller" },
  // Public: what the catalogue and the content show to everyone.
  catalogue: { folder: 'uploads/catalogue', class: 'public', who: 'everyone (catalogue pictures)' },
  customProduct: { folder: 'custom', class: 'public', who: "everyone (a dealer's own catalogue pictures)" },
  content: { folder: 'uploads/content', class: 'public', who: 'everyone (articles, videos, posters, attachments)' },
  avatar: { folder: 'uploads/avatar', class: 'public', who: 'everyone (next to comments)' },
} as const satisfies Record<string, { folder: string; class: FileClass; who: string }>;

export type FileKind = keyof typeof FILE_KINDS;

const PRIVATE_FOLDERS: readonly string[] = Object.values(FILE_KINDS)
  .filter((k) => k.class === 'private')
  .map((k) => k.folder);

/** The folders whose files are private. */
export function privateFolders(): readonly string[] {
  return PRIVATE_FOLDERS;
}

/** Whether a key (`uploads/licence/3f…9a.pdf`) is of a private kind. */
export function isPrivateKey(key: string): boolean {
  return PRIVATE_FOLDERS.some((f) => key.startsWith(`${f}/`));
}
