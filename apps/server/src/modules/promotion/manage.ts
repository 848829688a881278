/** Management by the provider's staff (sales accounts: the entries' policy): the activities, save (create or edit), abandon. */
import { randomInt } from 'node:crypto';
import {
  PROMOTION_MESSAGES,
  PROMOTION_ROUTES as E,
  listedBy,
  promotionDefinitionProblems,
  promotionEditRefusal,
  promotionStatus,
  refusal,
  type PromotionSaveBody,
} from '@portal/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { businessError, notFound } from '../../http/errors.ts';
import { purchaseSkus } from '../catalogue/index.ts';
import * as q from './queries.ts';
import { present } from './read.ts';

/** What saving and abandoning may refuse: only what their entries list (the compiler checks). */
const saveNo = listedBy(E.save);
const abandonNo = listedBy(E.abandon);

export async function managePage(
  db: Kysely<DB>,
  accountId: number,
  query: { page: number; size: number },
  now = new Date(),
) {
  const { rows, total } = await q.pageActivities(db, {}, query.page, query.size);
  return { list: await present(db, accountId, rows, now), total };
}

/** A new number: 'PM' + the date + six random digits. */
const newActivityNo = (now: Date) =>
  `PM${now.toISOString().slice(0, 10).replaceAll('-', '')}${String(randomInt(1_000_000)).padStart(6, '0')}`;

/** Create or edit: the domain's checks over the models' prices now (retail, as staff see them), then one transaction. */
export async function save(db: Kysely<DB>, accountId: number, body: PromotionSaveBody, now = new Date()) {
  const existing = body.activityNo ? await q.findActivity(db, body.activityNo) : undefined;
  if (body.activityNo && !existing) throw notFound(saveNo(refusal(PROMOTION_MESSAGES, 'notFound')));
  if (existing) {
    const why = promotionEditRefusal(
      promotionStatus(
        { ...existing, startAt: existing.start_at, endAt: existing.end_at, totalLimit: existing.total_limit },
        now,
      ),
    );
    if (why) throw businessError(saveNo(why));
  }
  const skus = await purchaseSkus(db, { accountId }, [
    ...body.items.map((i) => i.skuNo),
    ...(body.gift ? [body.gift.skuNo] : []),
  ]);
  const giftSku = body.gift ? skus.get(body.gift.skuNo) : undefined;
  const problems = promotionDefinitionProblems({
    title: body.title,
    kind: body.kind,
    startAt: body.startAt,
    endAt: body.endAt,
    perUserLimit: body.perUserLimit,
    totalLimit: body.totalLimit,
    used: existing?.used ?? 0,
    items: body.items.map((i) => ({
      skuNo: i.skuNo,
      originFen: skus.get(i.skuNo)?.priceFen ?? null,
      promoFen: body.kind === 1 ? i.promoFen : null,
    })),
    thresholdFen: body.thresholdFen,
    offFen: body.offFen,
    gift: body.gift && giftSku ? body.gift : null,
  });
  if (problems.length) throw businessError(saveNo(problems[0]!));
  const write: q.ActivityWrite = {
    ...body,
    gift:
      body.kind === 3 && body.gift && giftSku
        ? { ...body.gift, name: `${giftSku.spuName} ${giftSku.model}`.trim(), priceFen: giftSku.priceFen ?? 0 }
        : null,
  };
  const items = body.items.map((i) => ({ skuNo: i.skuNo, promoFen: body.kind === 1 ? i.promoFen : null }));
  const activityNo = existing?.activity_no ?? newActivityNo(now);
  await db.transaction().execute(async (tx) => {
    let id: number;
    if (existing) {
      id = Number(existing.id);
      if (!(await q.updateActivity(tx, id, write, now)))
        throw businessError(saveNo(refusal(PROMOTION_MESSAGES, 'editFinished')));
    } else id = await q.insertActivity(tx, activityNo, write, accountId, now);
    await q.replaceItems(tx, id, items, body.shops);
  });
  const row = (await q.findActivity(db, activityNo))!;
  return (await present(db, accountId, [row], now))[0]!;
}

export async function abandon(db: Kysely<DB>, accountId: number, activityNo: string, now = new Date()) {
  const row = await q.findActivity(db, activityNo);
  if (!row) throw notFound(abandonNo(refusal(PROMOTION_MESSAGES, 'notFound')));
  if (!(await q.abandon(db, activityNo, now)))
    throw businessError(abandonNo(refusal(PROMOTION_MESSAGES, 'alreadyAbandoned')));
  return (await present(db, accountId, [{ ...row, abandoned: true }], now))[0]!;
}
