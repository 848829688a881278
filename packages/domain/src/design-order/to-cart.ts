/**
 * 「加入购物车」 on a design order (issue 60 §1, the design funnel's last stage): the order's public catalogue models go
 * into the buyer's cart at the order's quantities, each cart line remembering the design order's number, and the mall
 * order placed from those lines keeps it. A custom product (自定义) or a private one (私有产品, not in the public
 * catalogue) cannot be bought in the mall: it is left out and said so.
 */
import { z } from 'zod';
import { messages } from '../core/index.ts';
import { SkuType } from './pricing.ts';

export const DESIGN_TO_CART_API = '/api-cloud-merchant-service/v1/design/order/toCart';

export const TO_CART_MESSAGES = messages('DESIGN_TO_CART', {
  nothingToBuy: '本配单没有可在商城购买的型号（自定义、私有产品不能在商城购买）',
});

export const TO_CART_WORDS = {
  button: '加入购物车',
  notPublic: '自定义或私有产品，不能在商城购买',
  added: (n: number) => `已将 ${n} 个型号加入购物车`,
  skipped: (n: number) => `${n} 个型号不能在商城购买`,
} as const;

/** Only a catalogue line (not a custom product) may be a public model the mall sells; the catalogue decides the rest. */
export const mayBeInMall = (skuType: number): boolean => skuType !== SkuType.selfDefined;

const skippedLine = z.object({ skuNo: z.string(), model: z.string(), name: z.string(), reason: z.string() });
export const designToCartResultSchema = z.object({
  /** Lines in the cart now (the toolbar badge). */
  count: z.number().int(),
  /** Models put in the cart. */
  added: z.number().int(),
  /** Lines capped at min(stock, 9999): the quantity the cart now holds. */
  adjusted: z.array(z.object({ skuNo: z.string(), quantity: z.number().int(), maxQuantity: z.number().int() })),
  /** The order's lines that cannot be bought in the mall, and why. */
  skipped: z.array(skippedLine),
  msg: z.string(),
});
export type DesignToCartResult = z.infer<typeof designToCartResultSchema>;
export type DesignToCartSkipped = z.infer<typeof skippedLine>;
