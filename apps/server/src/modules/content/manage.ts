/** The staff's management of content: list every status, create and edit (sanitised), publish, unpublish, delete. */
import {
  CONTENT_MESSAGES,
  CONTENT_TYPE,
  type contentSaveSchema,
  fileTypeOf,
  type ManageContent,
  refusal,
  type SolutionProductLine,
  listedBy,
  INFORMATION_ROUTES,
} from '@portal/domain';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema.ts';
import { bus } from '../../events/index.ts';
import { badRequest, businessError, notFound } from '../../http/errors.ts';
import { purchaseSkus } from '../catalogue/index.ts';
import * as m from './manage-queries.ts';
import { toAttachment, toBrief } from './presenter.ts';
import * as q from './queries.ts';
import { sanitizeRichText } from './sanitize.ts';
import { solutionLines } from './solution-queries.ts';

/** What each use case may answer: only the reasons the entries that reach it list (the compiler checks). */
const manageSaveNo = listedBy(INFORMATION_ROUTES.manageSave);
const manageStatusNo = listedBy(INFORMATION_ROUTES.manageStatus);
const manageDeleteNo = listedBy(INFORMATION_ROUTES.manageDelete);

async function manageRow(db: Kysely<DB>, id: number): Promise<ManageContent> {
  const row = await q.contentById(db, id);
  if (!row) throw notFound(manageSaveNo(refusal(CONTENT_MESSAGES, 'notFound')));
  const [attachments, lines] = await Promise.all([
    q.attachmentsOf(db, [id]),
    row.type === CONTENT_TYPE.solution ? solutionLines(db, id) : [],
  ]);
  return {
    ...toBrief(row),
    status: row.status,
    sort: row.sort,
    bodyHtml: row.body_html,
    categoryId: row.category_id,
    attachments: attachments.map(toAttachment),
    products: lines.map((l) => ({ skuNo: l.sku_no, quantity: l.quantity })),
  };
}

export async function managePage(
  db: Kysely<DB>,
  query: q.ListFilter & { page: number; size: number; status?: number | undefined },
): Promise<{ list: ManageContent[]; total: number }> {
  const { page, size, status, ...filter } = query;
  const { rows, total } = await q.pageContent(db, { ...filter, status: status ?? 'any' }, page, size);
  const attachments = await q.attachmentsOf(
    db,
    rows.map((r) => Number(r.id)),
  );
  return {
    total,
    list: rows.map((r) => ({
      ...toBrief(r),
      status: r.status,
      sort: r.sort,
      bodyHtml: '',
      categoryId: r.category_id,
      attachments: attachments.filter((a) => Number(a.content_id) === Number(r.id)).map(toAttachment),
      products: [],
    })),
  };
}

export async function manageDetail(db: Kysely<DB>, id: number): Promise<ManageContent> {
  return manageRow(db, id);
}

/** Create (no contentId) or edit content of any type; the body is sanitised, every reference checked, in one transaction. */
export async function saveContent(
  db: Kysely<DB>,
  accountId: number,
  input: z.output<typeof contentSaveSchema>,
): Promise<ManageContent> {
  if (input.type === CONTENT_TYPE.video && !input.videoUrl)
    throw badRequest(manageSaveNo(refusal(CONTENT_MESSAGES, 'videoRequired')));
  if (input.categoryId) {
    const cat = await q.categoryById(db, input.categoryId);
    if (!cat || cat.type !== input.type) throw badRequest(manageSaveNo(refusal(CONTENT_MESSAGES, 'categoryInvalid')));
  }
  if (input.industryId !== undefined && input.industryId !== null && !(await q.industryExists(db, input.industryId)))
    throw badRequest(manageSaveNo(refusal(CONTENT_MESSAGES, 'industryInvalid')));
  const products = await checkedProducts(db, input.type, input.products);
  const row: m.ContentRow = {
    type: input.type,
    category_id: input.categoryId ?? null,
    industry_id: input.industryId ?? null,
    title: input.title,
    summary: input.summary,
    cover_url: input.coverUrl ?? null,
    body_html: sanitizeRichText(input.bodyHtml),
    video_url: input.type === CONTENT_TYPE.video ? (input.videoUrl ?? null) : null,
    poster_url: input.posterUrl ?? null,
    hot: input.hot,
    sort: input.sort,
  };
  const attachments = input.attachments.map((a) => ({
    name: a.name,
    url: a.url,
    file_type: fileTypeOf(a.name),
    size_bytes: a.sizeBytes,
  }));
  const id = await db.transaction().execute(async (trx) => {
    let contentId = input.contentId;
    if (contentId === undefined) contentId = await m.insertContent(trx, row, accountId, input.publish);
    else if (!(await m.updateContent(trx, contentId, row, input.publish)))
      throw notFound(manageSaveNo(refusal(CONTENT_MESSAGES, 'notFound')));
    await m.replaceAttachments(trx, contentId, attachments);
    // The content row's update above holds its lock, so two saves of one solution replace its list one after the other.
    if (products) await m.replaceSolutionProducts(trx, contentId, products);
    return contentId;
  });
  bus.emit(db, { type: 'content.changed', contentId: id, what: 'edit' });
  return manageRow(db, id);
}

/**
 * A solution's product list re-checked on the server: only a solution has one (another type's list is emptied),
 * every model must be a public catalogue model (the catalogue's own lookup; the missing ones are named).
 * Undefined = keep the saved list.
 */
async function checkedProducts(
  db: Kysely<DB>,
  type: number,
  products: SolutionProductLine[] | undefined,
): Promise<SolutionProductLine[] | undefined> {
  if (type !== CONTENT_TYPE.solution) {
    if (products?.length) throw badRequest(manageSaveNo(refusal(CONTENT_MESSAGES, 'productsOnlySolution')));
    return [];
  }
  if (!products?.length) return products;
  const known = await purchaseSkus(
    db,
    { accountId: null },
    products.map((p) => p.skuNo),
  );
  const missing = products.filter((p) => !known.has(p.skuNo)).map((p) => p.skuNo);
  if (missing.length) {
    const { reason, msg } = refusal(CONTENT_MESSAGES, 'productUnknown');
    throw businessError(manageSaveNo({ reason, msg: `${msg}：${missing.join('、')}` }), 400, 400);
  }
  return products;
}

export async function setContentStatus(db: Kysely<DB>, id: number, status: number): Promise<void> {
  if (!(await m.setStatus(db, id, status))) throw notFound(manageStatusNo(refusal(CONTENT_MESSAGES, 'notFound')));
  bus.emit(db, { type: 'content.changed', contentId: id, what: 'edit' });
}

export async function deleteContent(db: Kysely<DB>, id: number): Promise<void> {
  if (!(await m.deleteContent(db, id))) throw notFound(manageDeleteNo(refusal(CONTENT_MESSAGES, 'notFound')));
  bus.emit(db, { type: 'content.changed', contentId: id, what: 'edit' });
}
