/** The activity form's pure parts: its starting values, the body it saves, the checks before saving. */
import {
  SECKILL_KIND,
  seckillDefinitionProblems,
  type SeckillManageActivity,
  type SeckillPType,
  type SeckillSaveBody,
  type SpuListItem,
} from '@portal/domain';
import type { Dayjs } from 'dayjs';

export interface ActivityForm {
  pType: SeckillPType;
  kind: 1 | 2;
  goodsNo: string;
  title: string;
  seckillYuan: number;
  stock: number;
  perUserLimit: number;
  window: [Dayjs, Dayjs];
  shopMerchantNos: string[];
}

export interface Option {
  value: string;
  label: string;
}

/** An activity's values; a new one: a model, limit 1, stock 100, from the next hour to the same hour tomorrow. */
export function activityFormInitial(
  activity: SeckillManageActivity | null,
  now: Dayjs,
  toDayjs: (iso: string) => Dayjs,
): Partial<ActivityForm> {
  if (!activity) {
    return {
      pType: 1,
      kind: 1,
      perUserLimit: 1,
      stock: 100,
      window: [now.add(1, 'hour').startOf('hour'), now.add(1, 'day').startOf('hour')],
      shopMerchantNos: [],
    };
  }
  return {
    pType: activity.pType as SeckillPType,
    kind: activity.kind as 1 | 2,
    goodsNo: (activity.kind === SECKILL_KIND.SUIT ? activity.suitNo : activity.skuNo) ?? '',
    title: activity.title,
    seckillYuan: activity.seckillPriceFen / 100,
    stock: activity.stock,
    perUserLimit: activity.perUserLimit,
    window: [toDayjs(activity.startAt), toDayjs(activity.endAt)],
    shopMerchantNos: activity.shopMerchantNos,
  };
}

/** What the form saves: trimmed texts, the price in fen, the window as ISO times. */
export function activitySaveBody(v: ActivityForm, activity: SeckillManageActivity | null) {
  return {
    ...(activity ? { activityNo: activity.activityNo } : {}),
    pType: v.pType,
    kind: v.kind,
    goodsNo: v.goodsNo.trim(),
    title: (v.title ?? '').trim(),
    seckillPriceFen: Math.round((v.seckillYuan ?? 0) * 100),
    stock: v.stock,
    perUserLimit: v.perUserLimit,
    startAt: v.window[0].toISOString(),
    endAt: v.window[1].toISOString(),
    shopMerchantNos: v.shopMerchantNos ?? [],
  } satisfies SeckillSaveBody;
}

/** The domain's definition checks on a body (the server applies them again). */
export function activityProblems(
  body: ReturnType<typeof activitySaveBody>,
  sold: number,
  originPriceFen: number | undefined,
): string[] {
  return seckillDefinitionProblems({
    startAt: new Date(body.startAt),
    endAt: new Date(body.endAt),
    seckillPriceFen: body.seckillPriceFen,
    stock: body.stock,
    sold,
    perUserLimit: body.perUserLimit,
    ...(originPriceFen !== undefined ? { originPriceFen } : {}),
  }).map((p) => p.msg);
}

/** The on-shelf, priced models of a catalogue page as picker options. */
export function modelOptions(spus: readonly SpuListItem[]): Option[] {
  return spus.flatMap((spu) =>
    (spu.skus ?? [])
      .filter((k) => k.status === 0 && k.price !== null)
      .map((k) => ({ value: k.skuNo, label: `${spu.spuName} ${k.model}（${k.skuNo}）` })),
  );
}

/** The picker's options: an edited activity's own model first while the search has not found it. */
export function goodsOptions(activity: SeckillManageActivity | null, goodsNo: string, found: Option[]): Option[] {
  return activity && goodsNo && !found.some((o) => o.value === goodsNo)
    ? [{ value: goodsNo, label: activity.title }, ...found]
    : found;
}
