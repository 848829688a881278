/** Endpoints of promotions (the sale pages, staff management) and the four promotion placements. */
import { z } from 'zod';
import {
  placementQuerySchema,
  placementRemoveBodySchema,
  placementSaveBodySchema,
  placementSchema,
  PROMOTION_API,
  PROMOTION_MESSAGES,
  promotionAbandonBodySchema,
  promotionActivitySchema,
  promotionDetailQuerySchema,
  promotionManagePageQuerySchema,
  promotionPageQuerySchema,
  promotionSaveBodySchema,
} from '../../promotion/index.ts';
import { endpoint, noData, reasonOf } from '../../core/index.ts';

export const PROMOTION_ENDPOINTS = {
  page: endpoint({
    method: 'GET',
    path: PROMOTION_API.page,
    auth: 'optional',
    query: promotionPageQuerySchema,
    data: z.array(promotionActivitySchema),
    paged: true,
  }),
  detail: endpoint({
    method: 'GET',
    path: PROMOTION_API.detail,
    auth: 'optional',
    query: promotionDetailQuerySchema,
    data: promotionActivitySchema,
  }),
  managePage: endpoint({
    method: 'GET',
    path: PROMOTION_API.managePage,
    auth: 'user',
    policy: 'staff',
    query: promotionManagePageQuerySchema,
    data: z.array(promotionActivitySchema),
    paged: true,
  }),
  save: endpoint({
    method: 'POST',
    path: PROMOTION_API.save,
    auth: 'user',
    policy: 'staff',
    body: promotionSaveBodySchema,
    data: promotionActivitySchema,
    refusals: [
      reasonOf(PROMOTION_MESSAGES, 'modelTwice'),
      reasonOf(PROMOTION_MESSAGES, 'offOverThreshold'),
      reasonOf(PROMOTION_MESSAGES, 'priceBelowZero'),
    ],
  }),
  abandon: endpoint({
    method: 'POST',
    path: PROMOTION_API.abandon,
    auth: 'user',
    policy: 'staff',
    body: promotionAbandonBodySchema,
    data: promotionActivitySchema,
  }),
};

export const PLACEMENT_ENDPOINTS = {
  list: endpoint({
    method: 'GET',
    path: PROMOTION_API.placements,
    auth: 'none',
    query: placementQuerySchema,
    data: z.array(placementSchema),
  }),
  manageList: endpoint({
    method: 'GET',
    path: PROMOTION_API.placementManage,
    auth: 'user',
    policy: 'staff',
    data: z.array(placementSchema),
  }),
  save: endpoint({
    method: 'POST',
    path: PROMOTION_API.placementSave,
    auth: 'user',
    policy: 'staff',
    body: placementSaveBodySchema,
    data: placementSchema,
  }),
  remove: endpoint({
    method: 'POST',
    path: PROMOTION_API.placementRemove,
    auth: 'user',
    policy: 'staff',
    body: placementRemoveBodySchema,
    data: noData,
  }),
};
