/**
 * AI scripts (part 1 §7 "AI"): the form's models (skuList), a generation session, its feedback, the script library.
 * Every read and write is the calling account's own (account_id in every statement); the models are read through
 * the catalogue's door at this account's visibility and prices.
 */
import {
  AIGC_MESSAGES as M,
  AIGC_SCRIPT_QUOTA,
  refusal,
  type AigcSessionBody,
  listedBy,
  AIGC_ROUTES,
} from '@portal/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { businessError, notFound } from '../../http/errors.ts';
import { findSkus, searchSkus, skuParams } from '../catalogue/index.ts';
import * as q from './queries.ts';
import { toScript } from './presenter.ts';
import type { ProductFacts } from './writer.ts';

/** What each use case may answer: only the reasons the entries that reach it list (the compiler checks). */
const sessionNo = listedBy(AIGC_ROUTES.session);
const requireSessionNo = listedBy(AIGC_ROUTES.feedback, AIGC_ROUTES.scriptSave);
const scriptDetailNo = listedBy(AIGC_ROUTES.scriptDetail);
const scriptRemoveNo = listedBy(AIGC_ROUTES.scriptRemove);
const scriptSaveNo = listedBy(AIGC_ROUTES.scriptSave);

export const skuList = (db: Kysely<DB>, accountId: number, query: { keyword: string; page: number; size: number }) =>
  searchSkus(db, accountId, query.keyword, query.page, query.size);

/**
 * The picked models this account may see, in the order picked, with their labelled attributes, and — when asked —
 * the price its customers pay: the suggested retail price as a visitor sees it, never the account's own purchase
 * price (a dealer's cost announced as 到手价 would sell below cost; issue 58 §4).
 */
export async function productFacts(
  db: Kysely<DB>,
  accountId: number,
  skuNos: string[],
  showPrice: boolean,
): Promise<ProductFacts[]> {
  const rows = await findSkus(db, [...new Set(skuNos)], { accountId });
  const bySku = new Map(rows.map((r) => [r.sku_no, r]));
  const ordered = [...new Set(skuNos)].map((n) => bySku.get(n)).filter((r) => r !== undefined);
  const retail = showPrice
    ? new Map(
        (
          await findSkus(
            db,
            ordered.map((r) => r.sku_no),
            { accountId: null },
          )
        ).map((r) => [r.sku_no, r.price_fen === null ? null : Number(r.price_fen)]),
      )
    : new Map<string, number | null>();
  const params = await skuParams(
    db,
    ordered.map((r) => ({
      sku_id: Number(r.sku_id),
      second_category_id: r.second_category_id,
      attrs: (r.attrs ?? {}) as Record<string, unknown>,
    })),
  );
  return ordered.map((r, i) => ({
    skuNo: r.sku_no,
    name: r.sku_name,
    model: r.model,
    category: r.second_category_name,
    picUrl: r.sku_pic_url ?? r.pic_url,
    priceFen: retail.get(r.sku_no) ?? null,
    attrs: (r.attrs ?? {}) as Record<string, unknown>,
    params: params[i]!.map((p) => ({ key: p.attrKey, name: p.attrName, value: String(p.value) })),
  }));
}

export async function createSession(
  db: Kysely<DB>,
  accountId: number,
  body: AigcSessionBody & { showPrice: boolean; note: string },
) {
  const facts = await productFacts(db, accountId, body.skuNos, false);
  if (facts.length !== new Set(body.skuNos).size) throw businessError(sessionNo(refusal(M, 'skuNotFound')));
  const r = await q.insertSession(db, {
    account_id: accountId,
    sku_nos: facts.map((f) => f.skuNo),
    scene: body.scene,
    style: body.style,
    length_seconds: body.lengthSeconds,
    show_price: body.showPrice,
    note: body.note.trim(),
  });
  return { sessionId: Number(r.id) };
}

export async function requireSession(db: Kysely<DB>, accountId: number, id: number) {
  const s = await q.findSession(db, accountId, id);
  if (!s) throw notFound(requireSessionNo(refusal(M, 'sessionNotFound')));
  return s;
}

export async function feedback(
  db: Kysely<DB>,
  accountId: number,
  body: { sessionId: number; rating: 1 | 2; text: string },
) {
  await requireSession(db, accountId, body.sessionId);
  await q.upsertFeedback(db, {
    session_id: body.sessionId,
    account_id: accountId,
    rating: body.rating,
    text: body.text,
  });
}

export async function scriptPage(db: Kysely<DB>, accountId: number, query: { page: number; size: number }) {
  const [rows, total] = await q.pageScripts(db, accountId, query.page, query.size);
  return { list: rows.map(toScript), total: Number(total.n) };
}

export async function scriptDetail(db: Kysely<DB>, accountId: number, id: number) {
  const r = await q.findScript(db, accountId, id);
  if (!r) throw notFound(scriptDetailNo(refusal(M, 'scriptNotFound')));
  return toScript(r);
}

export async function removeScript(db: Kysely<DB>, accountId: number, id: number) {
  if (!(await q.deleteScript(db, accountId, id))) throw notFound(scriptRemoveNo(refusal(M, 'scriptNotFound')));
}

/** Saves a new script (from a session of this account) or replaces the words of one of its own. */
export async function saveScript(
  db: Kysely<DB>,
  accountId: number,
  body: { id?: number | undefined; sessionId?: number | undefined; title: string; content: string },
) {
  if (body.id !== undefined) {
    const r = await q.updateScript(db, accountId, body.id, body.title, body.content);
    if (!r) throw notFound(scriptSaveNo(refusal(M, 'scriptNotFound')));
    return toScript(r);
  }
  const s = body.sessionId === undefined ? null : await requireSession(db, accountId, body.sessionId);
  const r = await q.insertScriptWithin(db, AIGC_SCRIPT_QUOTA, {
    account_id: accountId,
    session_id: s ? Number(s.id) : null,
    title: body.title,
    content: body.content,
    sku_nos: s?.sku_nos ?? [],
    scene: s?.scene ?? '',
    style: s?.style ?? '',
    length_seconds: s?.length_seconds ?? 30,
    provider: s?.provider ?? 'local',
  });
  if (!r) throw businessError(scriptSaveNo(refusal(M, 'scriptQuota')));
  return toScript(r);
}
