/** The order's limit and messages: what the order rules, the schemas and the pages share (no zod). */
import { messages } from '../core/index.ts';
import { BUY_QUANTITY_MAX } from './buying-api.ts';
import { stockShortMessage } from './cart.ts';

/**
 * The largest order total (goods plus freight, before any discount) one order may carry, in fen: ¥20,000,000. The
 * order columns hold integer fen (up to 2,147,483,647), so the quote, the order, the design order and the cart all
 * refuse above this one limit, with one message, before anything is written.
 */
export const ORDER_TOTAL_MAX_FEN = 2_000_000_000;

const ORDER_TOTAL_MAX_YUAN_TEXT = `${ORDER_TOTAL_MAX_FEN / 100 / 10_000}万元`;

export const ORDER_MESSAGES = messages('ORDER', {
  idempotencyKeyRequired: '缺少 Idempotency-Key 请求头，请刷新页面后重新提交订单',
  idempotencyKeyInvalid: 'Idempotency-Key 须为8到64位的字母、数字、下划线或短横线',
  idempotencyKeyReused: '该 Idempotency-Key 已用于另一笔内容不同的订单，请刷新页面后重新提交',
  amountChanged: '金额已变化，请刷新后重试',
  stockTaken: '库存不足，请调整数量后重试',
  soldOut: '已售罄，请调整订单后重试',
  stockShort: stockShortMessage,
  quantityMax: `下单数量不能大于${BUY_QUANTITY_MAX}`,
  totalMax: `单笔订单金额不能超过${ORDER_TOTAL_MAX_YUAN_TEXT}，请分开下单`,
  emptyBasket: '请选择要结算的商品',
  notFound: '订单不存在',
  cannotCancel: '只有待付款的订单可以取消',
  cannotShip: '只有已付款的订单可以发货',
  cannotConfirm: '只有已发货的订单可以确认收货',
  notShop: '只有接单的一级经销商可以查看和处理店铺订单',
  alreadyPaid: '订单已支付，请勿重复支付',
  closed: '订单已关闭，请重新下单',
  expiredUnpaid: '订单已超时未支付，请重新下单',
  expired: '超时未支付',
});

/** Words shown on success, as a status or as a prompt: not refusals (nothing refuses with them; `refusal()` takes a catalogue). */
export const ORDER_WORDS = {
  cancelledByBuyer: '买家取消',
  cancelled: '订单已取消',
  shipped: '发货成功',
  received: '已确认收货',
} as const;
