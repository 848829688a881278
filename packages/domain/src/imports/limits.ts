/** The limits of an import (issue 42 §4): what a workbook or a push may be. */
export const IMPORT_LIMITS = {
  /** An uploaded workbook, in bytes (a 60 MB workbook is refused). */
  maxBytes: 20 * 1024 * 1024,
  /** What its zip entries may unpack to together, checked before any parser reads it (a zip bomb declares more). */
  maxUnpackedBytes: 400 * 1024 * 1024,
  maxEntries: 2000,
  /** Data rows of one sheet. */
  maxRows: 200_000,
  /** Rows an ERP pushes in one request (a JSON body). */
  maxPushRows: 50_000,
  /** Problems a report keeps in full (the count is always the true count). */
  maxProblemsListed: 20_000,
  /** An integration key's name. */
  keyNameMax: 40,
} as const;
