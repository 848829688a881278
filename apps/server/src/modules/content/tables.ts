import type { Scoped } from '../../db/scoped.ts';

/** The tables the content module owns: only its queries read or write them (docs/architecture.md, "Modules and their tables"). */
export const TABLES = [
  'solution_industry',
  'content_category',
  'content',
  'content_attachment',
  'content_like',
  'content_favorite',
  'content_comment',
  'comment_like',
  'comment_report',
  'static_page',
  'solution_product',
] as const;

/** The database as this module's queries see it. */
export type Db = Scoped<(typeof TABLES)[number]>;
