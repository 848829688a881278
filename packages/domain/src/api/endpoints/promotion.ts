/** Endpoints of promotions (the sale pages, staff management) and the four promotion placements. */
import { PROMOTION_ROUTES, PLACEMENT_ROUTES } from '../routes/promotion.ts';
import { z } from 'zod';
import {
  placementQuerySchema,
  placementRemoveBodySchema,
  placementSaveBodySchema,
  placementSchema,
  promotionAbandonBodySchema,
  promotionActivitySchema,
  promotionDetailQuerySchema,
  promotionForModelsQuerySchema,
  promotionManagePageQuerySchema,
  promotionPageQuerySchema,
  promotionSaveBodySchema,
} from '../../promotion/index.ts';
import { endpoint, noData } from '../../core/index.ts';

export const PROMOTION_ENDPOINTS = {
  page: endpoint({ ...PROMOTION_ROUTES.page, query: promotionPageQuerySchema, data: z.array(promotionActivitySchema) }),
  detail: endpoint({ ...PROMOTION_ROUTES.detail, query: promotionDetailQuerySchema, data: promotionActivitySchema }),
  forModels: endpoint({
    ...PROMOTION_ROUTES.forModels,
    query: promotionForModelsQuerySchema,
    data: z.array(promotionActivitySchema),
  }),
  managePage: endpoint({
    ...PROMOTION_ROUTES.managePage,
    query: promotionManagePageQuerySchema,
    data: z.array(promotionActivitySchema),
  }),
  save: endpoint({ ...PROMOTION_ROUTES.save, body: promotionSaveBodySchema, data: promotionActivitySchema }),
  abandon: endpoint({ ...PROMOTION_ROUTES.abandon, body: promotionAbandonBodySchema, data: promotionActivitySchema }),
};

export const PLACEMENT_ENDPOINTS = {
  list: endpoint({ ...PLACEMENT_ROUTES.list, query: placementQuerySchema, data: z.array(placementSchema) }),
  manageList: endpoint({ ...PLACEMENT_ROUTES.manageList, data: z.array(placementSchema) }),
  save: endpoint({ ...PLACEMENT_ROUTES.save, body: placementSaveBodySchema, data: placementSchema }),
  remove: endpoint({ ...PLACEMENT_ROUTES.remove, body: placementRemoveBodySchema, data: noData }),
};
