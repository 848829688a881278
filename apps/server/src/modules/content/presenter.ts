/** Rows of the content module to the API's types (@portal/domain content contract). */
import { fileTypeOf, type ContentAttachment, type ContentBrief, type FileType } from '@portal/domain';
import type { BriefRow } from './queries.ts';

const iso = (d: Date | string | null): string | null => (d ? new Date(d).toISOString() : null);

export function toBrief(r: BriefRow): ContentBrief {
  return {
    contentId: Number(r.id),
    type: r.type,
    title: r.title,
    summary: r.summary,
    coverUrl: r.cover_url ?? r.poster_url,
    categoryCode: r.category_code,
    categoryName: r.category_name,
    industryId: r.industry_id,
    industryName: r.industry_name,
    videoUrl: r.video_url,
    posterUrl: r.poster_url,
    durationSeconds: r.duration_seconds,
    viewCount: r.view_count,
    likeCount: r.like_count,
    favoriteCount: r.favorite_count,
    commentCount: r.comment_count,
    hot: r.hot,
    publishedAt: iso(r.published_at),
  };
}

export function toAttachment(a: {
  id: number | string;
  name: string;
  url: string;
  file_type: string;
  size_bytes: number;
}): ContentAttachment {
  return {
    id: Number(a.id),
    name: a.name,
    url: a.url,
    fileType: (a.file_type as FileType) ?? fileTypeOf(a.name),
    sizeBytes: a.size_bytes,
  };
}

export { iso };
