/** Rows of the design-order tables → the API types of @portal/domain. */
import { type DesignLine, lineOrigin, type OrderDetail, type OrderSummary } from '@portal/domain';
import type { Selectable } from 'kysely';
import type { DesignListItemTable, DesignOrderLineTable, DesignOrderTable } from '../../db/schema.ts';
import type { DesignSku } from '../catalogue/index.ts';

const num = (v: number | string | null): number | null => (v === null ? null : Number(v));

export function toListLine(r: Selectable<DesignListItemTable>, k: DesignSku): DesignLine {
  return {
    id: Number(r.id),
    sort: r.sort,
    spuNo: r.spu_no,
    skuNo: r.sku_no,
    spuName: k.spuName,
    productName: k.skuName,
    productModel: k.model,
    productCategory: k.categoryName,
    productImage: k.picUrl,
    brandName: k.brandName,
    skuType: k.skuType,
    skuSaleType: k.skuSaleType,
    skuStatus: k.status,
    categoryId: k.secondCategoryId,
    price: num(r.price_fen),
    rate: r.rate_bp,
    ratePrice: Number(r.rate_price_fen),
    quantity: r.quantity,
    amount: Number(r.amount_fen),
    isUserDefined: k.isUserDefined,
    privateTenant: k.privateTenant,
    attachments: k.attachments,
    hasAccessory: k.skuType === 0 && k.hasAccessory,
    maxNum: null,
  };
}

export function toOrderLine(r: Selectable<DesignOrderLineTable>, live: DesignSku | undefined): DesignLine {
  return {
    id: Number(r.id),
    sort: r.sort,
    spuNo: r.spu_no,
    skuNo: r.sku_no,
    spuName: r.spu_name,
    productName: r.sku_name,
    productModel: r.model,
    productCategory: r.category_name,
    productImage: r.pic_url,
    brandName: r.brand_name,
    skuType: r.sku_type,
    skuSaleType: live?.skuSaleType ?? null,
    skuStatus: live?.status ?? 1,
    categoryId: live?.secondCategoryId ?? null,
    price: num(r.price_fen),
    rate: r.rate_bp,
    ratePrice: Number(r.rate_price_fen),
    quantity: r.quantity,
    amount: Number(r.amount_fen),
    isUserDefined: live?.isUserDefined ?? false,
    privateTenant: live?.privateTenant ?? null,
    attachments: live?.attachments ?? [],
    hasAccessory: false,
    maxNum: null,
    origin: lineOrigin(r.quantity, r.plan_quantity, r.origin),
  };
}

export function toOrderSummary(r: Selectable<DesignOrderTable> & { line_count: number }): OrderSummary {
  return {
    id: Number(r.id),
    orderNo: r.order_no,
    name: r.name,
    remark: r.remark,
    sceneId: r.scene_id,
    sceneName: r.scene_name,
    orderType: r.order_type,
    status: r.status,
    lineCount: Number(r.line_count),
    amount: Number(r.amount_fen),
    originalAmount: Number(r.original_fen),
    preferential: Number(r.preferential_fen),
    memberAccountName: r.member_account_name,
    exportedAt: r.exported_at ? new Date(r.exported_at).toISOString() : null,
    createdAt: new Date(r.created_at).toISOString(),
    updatedAt: new Date(r.updated_at).toISOString(),
  };
}

export function toOrderDetail(
  r: Selectable<DesignOrderTable> & { line_count: number },
  lines: DesignLine[],
): OrderDetail {
  return {
    ...toOrderSummary(r),
    groupId: r.group_id,
    groupName: r.group_name,
    memberAccountNo: r.member_account_no,
    memberAccountPhone: r.member_account_phone,
    memberAccountRemark: r.member_account_remark,
    lines,
  };
}
