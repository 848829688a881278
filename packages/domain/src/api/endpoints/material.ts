/** Endpoints of the material module: downloadable materials. */
import { z } from 'zod';
import {
  CONTENT_API as P,
  MATERIAL_MESSAGES,
  materialCategorySchema,
  materialFileSchema,
  materialPageQuerySchema,
} from '../../content/index.ts';
import { endpoint, reasonOf } from '../../core/index.ts';

const get = 'GET' as const;

export const MATERIAL_ENDPOINTS = {
  tree: endpoint({
    method: get,
    path: P.materialTree,
    auth: 'user',
    data: z.array(materialCategorySchema),
    refusals: [reasonOf(MATERIAL_MESSAGES, 'certifiedOnly')],
  }),
  page: endpoint({
    method: get,
    path: P.materialPage,
    auth: 'user',
    query: materialPageQuerySchema,
    data: z.array(materialFileSchema),
    paged: true,
    refusals: [reasonOf(MATERIAL_MESSAGES, 'certifiedOnly')],
  }),
};
