/** Endpoints of the design-order tool: the selected-product list, design orders, customers, smart design. */
import { DESIGN_ORDER_ROUTES } from '../routes/design-order.ts';
import { z } from 'zod';
import {
  accessoryQuerySchema,
  accessorySchema,
  addToOrderSchema,
  commonProductsQuerySchema,
  customerMemberSchema,
  DESIGN_API,
  designListSchema,
  designPermissionsSchema,
  favoriteClearSchema,
  favoriteRemoveSchema,
  favoriteUpdateSchema,
  generateOrderSchema,
  memberQuerySchema,
  orderDetailSchema,
  orderIdResultSchema,
  orderIdSchema,
  orderPageQuerySchema,
  orderSummarySchema,
  pricingGroupSchema,
  quickAddResultSchema,
  recommendInputSchema,
  recommendResultSchema,
  remindSchema,
  removeOrderProductSchema,
  scenarioSchema,
  sceneSchema,
  stockQuerySchema,
  stockTotalsSchema,
  updateOrderProductsSchema,
} from '../../design-order/index.ts';
import { spuListItemSchema } from '../../catalogue/index.ts';
import { endpoint, noData } from '../../core/index.ts';

const user = 'user' as const;

/** The quotation download (xlsx, not an envelope): registered by hand, listed here for its path and query. */
export const DESIGN_ORDER_DOWNLOADS = {
  exportXlsx: { method: 'GET', path: DESIGN_API.exportXlsx, auth: user, query: orderIdSchema },
} as const;

export const DESIGN_ORDER_ENDPOINTS = {
  list: endpoint({ ...DESIGN_ORDER_ROUTES.list, data: designListSchema }),
  update: endpoint({
    ...DESIGN_ORDER_ROUTES.update,
    body: favoriteUpdateSchema,
    data: z.object({ count: z.number() }),
  }),
  clear: endpoint({ ...DESIGN_ORDER_ROUTES.clear, body: favoriteClearSchema, data: noData }),
  remove: endpoint({ ...DESIGN_ORDER_ROUTES.remove, body: favoriteRemoveSchema, data: noData }),
  softwareFill: endpoint({ ...DESIGN_ORDER_ROUTES.softwareFill, data: z.object({ added: z.array(z.string()) }) }),
  stock: endpoint({ ...DESIGN_ORDER_ROUTES.stock, body: stockQuerySchema, data: stockTotalsSchema }),
  quickAdd: endpoint({ ...DESIGN_ORDER_ROUTES.quickAdd, data: quickAddResultSchema }),
  remind: endpoint({ ...DESIGN_ORDER_ROUTES.remind, data: remindSchema }),
  accessories: endpoint({
    ...DESIGN_ORDER_ROUTES.accessories,
    query: accessoryQuerySchema,
    data: z.array(accessorySchema),
  }),
  common: endpoint({
    ...DESIGN_ORDER_ROUTES.common,
    query: commonProductsQuerySchema,
    data: z.array(spuListItemSchema),
  }),
  scenes: endpoint({ ...DESIGN_ORDER_ROUTES.scenes, data: z.array(sceneSchema) }),
  permissions: endpoint({ ...DESIGN_ORDER_ROUTES.permissions, data: designPermissionsSchema }),
  groupAuth: endpoint({ ...DESIGN_ORDER_ROUTES.groupAuth, data: designPermissionsSchema.shape.groupPermission }),
  groups: endpoint({ ...DESIGN_ORDER_ROUTES.groups, data: z.array(pricingGroupSchema) }),
  members: endpoint({ ...DESIGN_ORDER_ROUTES.members, query: memberQuerySchema, data: z.array(customerMemberSchema) }),
  generate: endpoint({ ...DESIGN_ORDER_ROUTES.generate, body: generateOrderSchema, data: orderIdResultSchema }),
  addBatch: endpoint({ ...DESIGN_ORDER_ROUTES.addBatch, body: addToOrderSchema, data: orderIdResultSchema }),
  addProducts: endpoint({ ...DESIGN_ORDER_ROUTES.addProducts, body: addToOrderSchema, data: orderIdResultSchema }),
  orders: endpoint({ ...DESIGN_ORDER_ROUTES.orders, query: orderPageQuerySchema, data: z.array(orderSummarySchema) }),
  detail: endpoint({ ...DESIGN_ORDER_ROUTES.detail, query: orderIdSchema, data: orderDetailSchema }),
  updateProducts: endpoint({ ...DESIGN_ORDER_ROUTES.updateProducts, body: updateOrderProductsSchema, data: noData }),
  removeProduct: endpoint({ ...DESIGN_ORDER_ROUTES.removeProduct, body: removeOrderProductSchema, data: noData }),
  copy: endpoint({ ...DESIGN_ORDER_ROUTES.copy, body: orderIdSchema, data: orderIdResultSchema }),
  del: endpoint({ ...DESIGN_ORDER_ROUTES.del, body: orderIdSchema, data: noData }),
  smartScenarios: endpoint({ ...DESIGN_ORDER_ROUTES.smartScenarios, data: z.array(scenarioSchema) }),
  smartRecommend: endpoint({
    ...DESIGN_ORDER_ROUTES.smartRecommend,
    body: recommendInputSchema,
    data: recommendResultSchema,
  }),
};
