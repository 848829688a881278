// The design-order module's public face: other modules, app.ts and the seed import from here only.
// Its use cases by the part of the tool they serve: the selected-product list (list.ts), the design orders
// (orders.ts), the customers and pricing groups (customers.ts), the survey points (points.ts).
export { permissionsOf } from './customers.ts';
export { ownerOf } from './own-products.ts';
export { designOrderRoutes } from './routes.ts';
export {
  countScenePoints,
  placePoint,
  removePoint,
  requireOwnPoint,
  requireSurveyOrder,
  scenePoints,
  surveyOrderLines,
  updatePoint,
  type PointDeploy,
  type PointRow,
} from './points.ts';
export { type DerivedLine, setDerivedLines, syncMountLines } from './derived-lines.ts';
// The list and generating an order, for the seed's demo survey project (seed/survey-demo.ts).
export { listLines } from './list.ts';
export { generateOrder } from './orders.ts';
// The quotation module's reading of an order, and its 已报价 mark when a quotation file is made.
export { markExported, orderDetail } from './orders.ts';
// The design tool's funnel on the provider's board (issue 60).
export { designFunnelOf, designOrdersOf } from './board-queries.ts';
