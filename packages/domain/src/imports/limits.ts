/** The limits of an import (issue 42 §4): what a workbook or a push may be. */
export const IMPORT_LIMITS = {
  /**
   * An uploaded workbook, in bytes (a 60 MB workbook is refused). 50,000 models × 12 attributes × 4 price lists is
   * about 20 MB (issue 56 §3); the room above is for longer names and descriptions. The server holds the file, never
   * its rows (the catalogue kinds are read as they are checked and written).
   */
  maxBytes: 40 * 1024 * 1024,
  /** What its zip entries may unpack to together, checked before any parser reads it (a zip bomb declares more). */
  maxUnpackedBytes: 400 * 1024 * 1024,
  maxEntries: 2000,
  /**
   * Data rows of one sheet: 50,000 models × 12 attributes are 600,000 rows (issue 56 §3). What it protects is the
   * time one import holds its transaction and the apply lock (about a minute for a million rows), not memory.
   */
  maxRows: 1_000_000,
  /** Rows an ERP pushes in one request (a JSON body). */
  maxPushRows: 50_000,
  /** Problems a report keeps in full (the count is always the true count). */
  maxProblemsListed: 20_000,
  /** An integration key's name. */
  keyNameMax: 40,
} as const;
