/** Flash-sale rows -> API shapes (only the listed fields leave the module). */
import {
  maskPhone,
  seckillStatus,
  type SeckillActivity,
  type SeckillItem,
  type SeckillManageActivity,
  type SeckillSale,
  type SeckillStatus,
} from '@portal/domain';
import type { OrderSummary } from '../order/index.ts';
import type { ActivityRow } from './queries.ts';

export function itemsOf(r: Pick<ActivityRow, 'items'>): SeckillItem[] {
  const raw = (typeof r.items === 'string' ? JSON.parse(r.items) : r.items) as SeckillItem[];
  return raw.map((i) => ({
    skuNo: i.skuNo,
    spuNo: i.spuNo,
    skuName: i.skuName,
    spuName: i.spuName,
    model: i.model,
    picUrl: i.picUrl ?? null,
    quantity: Number(i.quantity),
    priceFen: Number(i.priceFen),
  }));
}

/** The window and pool of a row, as the domain's status rule reads them. */
export function windowOf(r: ActivityRow) {
  return {
    startAt: new Date(r.start_at),
    endAt: new Date(r.end_at),
    abandoned: r.abandoned_at !== null,
    remaining: Number(r.remaining),
    perUserLimit: Number(r.per_user_limit),
  };
}

function statusOf(r: ActivityRow, now: Date): SeckillStatus {
  return seckillStatus(windowOf(r), now);
}

export function toActivity(r: ActivityRow, shops: readonly string[], now: Date): SeckillActivity {
  const stock = Number(r.stock);
  const remaining = Number(r.remaining);
  return {
    activityNo: r.activity_no,
    pType: Number(r.p_type),
    kind: Number(r.kind),
    title: r.title,
    picUrl: r.pic_url,
    spuNo: r.spu_no,
    skuNo: r.sku_no,
    suitNo: r.suit_no,
    items: itemsOf(r),
    originPriceFen: Number(r.origin_price_fen),
    seckillPriceFen: Number(r.seckill_price_fen),
    stock,
    remaining,
    sold: stock - remaining,
    perUserLimit: Number(r.per_user_limit),
    startAt: new Date(r.start_at).toISOString(),
    endAt: new Date(r.end_at).toISOString(),
    status: statusOf(r, now),
    shopMerchantNos: [...shops],
  };
}

export interface SalesFigures {
  orders: number;
  paidOrders: number;
  paidFen: number;
  buyers: number;
}

export function toManageActivity(
  r: ActivityRow,
  shops: readonly string[],
  figures: SalesFigures,
  now: Date,
): SeckillManageActivity {
  return {
    ...toActivity(r, shops, now),
    ...figures,
    abandonedAt: r.abandoned_at ? new Date(r.abandoned_at).toISOString() : null,
    createdAt: new Date(r.created_at).toISOString(),
    updatedAt: new Date(r.updated_at).toISOString(),
  };
}

export function toSale(
  r: { order_no: string; quantity: number; released_at: Date | null; created_at: Date },
  o: OrderSummary | undefined,
): SeckillSale {
  return {
    orderNo: r.order_no,
    buyerPhone: o ? maskPhone(o.buyerPhone) : '',
    buyerName: o?.buyerName ?? null,
    quantity: Number(r.quantity),
    payFen: o?.payFen ?? 0,
    orderStatus: o?.status ?? 0,
    createdAt: new Date(r.created_at).toISOString(),
    paidAt: o?.paidAt ? o.paidAt.toISOString() : null,
    releasedAt: r.released_at ? new Date(r.released_at).toISOString() : null,
  };
}
