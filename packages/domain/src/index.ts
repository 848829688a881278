/**
 * The domain's barrel: every area through its door (its index.ts), from the floor up in the layer order that
 * eslint-rules/module-boundaries.js declares (an area imports only areas below it, and only through their door).
 */
export * from './core/index.ts';
export * from './ui/index.ts';
export * from './dealer/index.ts';
export * from './account/index.ts';
export * from './navigation/index.ts';
export * from './catalogue/index.ts';
export * from './content/index.ts';
export * from './aigc/index.ts';
export * from './message/index.ts';
export * from './service-order/index.ts';
export * from './promotion/index.ts';
export * from './payment/index.ts';
export * from './compare/index.ts';
export * from './calculators/index.ts';
export * from './imports/index.ts';
export * from './buying/index.ts';
export * from './invoice/index.ts';
export * from './design-order/index.ts';
export * from './member-store/index.ts';
export * from './survey/index.ts';
export * from './board/index.ts';
export * from './api/index.ts';
