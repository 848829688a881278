/**
 * The tables of the content module (modules/content/tables.ts) as Kysely types, imported through ../schema.ts.
 * Generated from the migrations by `npm run db:schema` (src/db/schema-gen.ts, schema-files.ts); do not edit.
 */
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Id, UpdatedAt } from './columns.ts';

export interface SolutionIndustryTable {
  id: number;
  name: string;
  sort: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface ContentCategoryTable {
  id: Id;
  type: number;
  code: string;
  name: string;
  sort: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface ContentTable {
  id: Id;
  type: number;
  category_id: number | null;
  industry_id: number | null;
  title: string;
  summary: Generated<string>;
  cover_url: string | null;
  body_html: Generated<string>;
  video_url: string | null;
  poster_url: string | null;
  duration_seconds: number | null;
  status: Generated<number>;
  hot: Generated<boolean>;
  sort: Generated<number>;
  view_count: Generated<number>;
  like_count: Generated<number>;
  favorite_count: Generated<number>;
  comment_count: Generated<number>;
  author_account_id: number | null;
  published_at: Date | null;
  search_grams: ColumnType<string[] | null, never, never>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface ContentAttachmentTable {
  id: Id;
  content_id: number;
  name: string;
  url: string;
  file_type: string;
  size_bytes: Generated<number>;
  sort: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface ContentLikeTable {
  account_id: number;
  content_id: number;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface ContentFavoriteTable {
  account_id: number;
  content_id: number;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface ContentCommentTable {
  id: Id;
  content_id: number;
  account_id: number;
  body: string;
  status: Generated<number>;
  like_count: Generated<number>;
  report_count: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface CommentLikeTable {
  account_id: number;
  comment_id: number;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface CommentReportTable {
  id: Id;
  comment_id: number;
  account_id: number;
  reason: string;
  status: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface StaticPageTable {
  code: string;
  title: string;
  body_html: Generated<string>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface SolutionProductTable {
  content_id: number;
  sku_no: string;
  quantity: number;
  sort: Generated<number>;
  created_at: CreatedAt;
}
