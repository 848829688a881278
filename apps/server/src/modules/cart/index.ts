// The cart module's public face: other modules, app.ts and the seed import from here only.
export { cartRoutes } from './routes.ts';
export { type BuyingContext, buyingContext, checkedLines, removeOrdered } from './service.ts';
// 「加入购物车」 on a design order (the design-order module's entry, issue 60 §1).
export { addDesignOrder, type DesignLine } from './from-design.ts';
