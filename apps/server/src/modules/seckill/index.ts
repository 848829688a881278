// The seckill module's public face: other modules, app.ts and the seed import from here only.
// Flash sales (part 1 §1, §2, §4, §7), their use cases by file: the zone, the detail and the shops of an activity
// (read.ts), the settlement and the buy (buy.ts, writing through the order kernel with this module's companion
// writer, hold.ts), the management by provider sales accounts (manage.ts); what the buy path keeps a moment
// (activity-cache.ts); the start reminders (remind.ts).
export { batchesWritten, holdInTurn } from './hold.ts';
export { seckillModule } from './module.ts';
export { flashSalesOf } from './board-queries.ts';
