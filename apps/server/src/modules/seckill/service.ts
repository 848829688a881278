/**
 * Flash sales (part 1 §1, §2, §4, §7), the use cases routes.ts calls, by file: the zone, the detail and the shops of
 * an activity (read.ts), the settlement and the buy (buy.ts, writing through the order kernel with this module's
 * companion writer, hold.ts), the management by provider sales accounts (manage.ts); what the buy path keeps a
 * moment (activity-cache.ts).
 */
export { forget } from './activity-cache.ts';
export { type BuyBody, type SeckillSettings, buy, releaseOrder, settle } from './buy.ts';
export { type SaveInput, abandonActivity, goods, managePage, sales, save } from './manage.ts';
export { detail, page, poolOf, promotionShop } from './read.ts';
