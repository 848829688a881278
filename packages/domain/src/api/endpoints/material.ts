/** Endpoints of the material module: downloadable materials. */
import { z } from 'zod';
import {
  CONTENT_API as P,
  materialCategorySchema,
  materialFileSchema,
  materialPageQuerySchema,
} from '../../content/index.ts';
import { endpoint } from '../../core/index.ts';

const get = 'GET' as const;

export const MATERIAL_ENDPOINTS = {
  tree: endpoint({
    method: get,
    path: P.materialTree,
    auth: 'user',
    data: z.array(materialCategorySchema),
    refusals: ['MATERIAL.certifiedOnly'],
  }),
  page: endpoint({
    method: get,
    path: P.materialPage,
    auth: 'user',
    query: materialPageQuerySchema,
    data: z.array(materialFileSchema),
    paged: true,
    refusals: ['MATERIAL.certifiedOnly'],
  }),
};
