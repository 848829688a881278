/** Endpoints of the design-order tool: the selected-product list, design orders, customers, smart design. */
import { z } from 'zod';
import {
  DESIGN_API,
  ORDER_MESSAGES,
  accessoryQuerySchema,
  accessorySchema,
  addToOrderSchema,
  commonProductsQuerySchema,
  designListSchema,
  favoriteClearSchema,
  favoriteRemoveSchema,
  favoriteUpdateSchema,
  generateOrderSchema,
  orderDetailSchema,
  orderIdResultSchema,
  orderIdSchema,
  orderPageQuerySchema,
  orderSummarySchema,
  quickAddResultSchema,
  remindSchema,
  removeOrderProductSchema,
  sceneSchema,
  updateOrderProductsSchema,
} from '../../design-order/contract.ts';
import { spuListItemSchema } from '../../catalogue/catalogue.ts';
import {
  CUSTOMER_API,
  customerMemberSchema,
  memberQuerySchema,
  pricingGroupSchema,
} from '../../design-order/customers.ts';
import { designPermissionsSchema } from '../../design-order/permissions.ts';
import {
  SMART_API,
  recommendInputSchema,
  recommendResultSchema,
  scenarioSchema,
} from '../../design-order/smart-design.ts';
import { STOCK_API, stockQuerySchema, stockTotalsSchema } from '../../design-order/stock.ts';
import { endpoint, noData } from '../../core/endpoint.ts';
import { reasonOf } from '../../core/refusals.ts';

const user = 'user' as const;

export const DESIGN_ORDER_ENDPOINTS = {
  list: endpoint({ method: 'GET', path: DESIGN_API.list, auth: user, data: designListSchema }),
  update: endpoint({
    method: 'POST',
    path: DESIGN_API.update,
    auth: user,
    body: favoriteUpdateSchema,
    data: z.object({ count: z.number() }),
  }),
  clear: endpoint({ method: 'POST', path: DESIGN_API.clear, auth: user, body: favoriteClearSchema, data: noData }),
  remove: endpoint({ method: 'POST', path: DESIGN_API.remove, auth: user, body: favoriteRemoveSchema, data: noData }),
  softwareFill: endpoint({
    method: 'POST',
    path: DESIGN_API.softwareFill,
    auth: user,
    data: z.object({ added: z.array(z.string()) }),
  }),
  stock: endpoint({ method: 'POST', path: STOCK_API, auth: user, body: stockQuerySchema, data: stockTotalsSchema }),
  quickAdd: endpoint({ method: 'POST', path: DESIGN_API.quickAdd, auth: user, data: quickAddResultSchema }),
  remind: endpoint({ method: 'GET', path: DESIGN_API.remind, auth: user, data: remindSchema }),
  accessories: endpoint({
    method: 'GET',
    path: DESIGN_API.accessories,
    auth: user,
    query: accessoryQuerySchema,
    data: z.array(accessorySchema),
  }),
  common: endpoint({
    method: 'GET',
    path: DESIGN_API.common,
    auth: user,
    query: commonProductsQuerySchema,
    data: z.array(spuListItemSchema),
    paged: true,
  }),
  scenes: endpoint({ method: 'GET', path: DESIGN_API.scenes, auth: 'none', data: z.array(sceneSchema) }),
  permissions: endpoint({ method: 'GET', path: DESIGN_API.permissions, auth: user, data: designPermissionsSchema }),
  groupAuth: endpoint({
    method: 'GET',
    path: DESIGN_API.groupAuth,
    auth: user,
    data: designPermissionsSchema.shape.groupPermission,
  }),
  groups: endpoint({ method: 'GET', path: CUSTOMER_API.groups, auth: user, data: z.array(pricingGroupSchema) }),
  members: endpoint({
    method: 'GET',
    path: CUSTOMER_API.members,
    auth: user,
    query: memberQuerySchema,
    data: z.array(customerMemberSchema),
    paged: true,
  }),
  generate: endpoint({
    method: 'POST',
    path: DESIGN_API.generate,
    auth: user,
    body: generateOrderSchema,
    data: orderIdResultSchema,
    refusals: [reasonOf(ORDER_MESSAGES, 'amountChanged')],
  }),
  addBatch: endpoint({
    method: 'POST',
    path: DESIGN_API.addBatch,
    auth: user,
    body: addToOrderSchema,
    data: orderIdResultSchema,
  }),
  addProducts: endpoint({
    method: 'POST',
    path: DESIGN_API.addProducts,
    auth: user,
    body: addToOrderSchema,
    data: orderIdResultSchema,
  }),
  orders: endpoint({
    method: 'GET',
    path: DESIGN_API.orders,
    auth: user,
    query: orderPageQuerySchema,
    data: z.array(orderSummarySchema),
    paged: true,
  }),
  detail: endpoint({
    method: 'GET',
    path: DESIGN_API.detail,
    auth: user,
    query: orderIdSchema,
    data: orderDetailSchema,
  }),
  updateProducts: endpoint({
    method: 'POST',
    path: DESIGN_API.updateProducts,
    auth: user,
    body: updateOrderProductsSchema,
    data: noData,
  }),
  removeProduct: endpoint({
    method: 'POST',
    path: DESIGN_API.removeProduct,
    auth: user,
    body: removeOrderProductSchema,
    data: noData,
  }),
  copy: endpoint({ method: 'POST', path: DESIGN_API.copy, auth: user, body: orderIdSchema, data: orderIdResultSchema }),
  del: endpoint({ method: 'POST', path: DESIGN_API.del, auth: user, body: orderIdSchema, data: noData }),
  smartScenarios: endpoint({ method: 'GET', path: SMART_API.scenarios, auth: 'none', data: z.array(scenarioSchema) }),
  smartRecommend: endpoint({
    method: 'POST',
    path: SMART_API.recommend,
    auth: user,
    body: recommendInputSchema,
    data: recommendResultSchema,
  }),
};

/** The quotation download (xlsx, not an envelope): registered by hand, listed here for its path and query. */
export const DESIGN_ORDER_DOWNLOADS = {
  exportXlsx: { method: 'GET', path: DESIGN_API.exportXlsx, auth: user, query: orderIdSchema },
} as const;
