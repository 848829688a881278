/** Endpoints of the material module: downloadable materials. */
import { MATERIAL_ROUTES } from '../routes/material.ts';
import { z } from 'zod';
import { materialCategorySchema, materialFileSchema, materialPageQuerySchema } from '../../content/index.ts';
import { endpoint } from '../../core/index.ts';

export const MATERIAL_ENDPOINTS = {
  tree: endpoint({ ...MATERIAL_ROUTES.tree, data: z.array(materialCategorySchema) }),
  page: endpoint({ ...MATERIAL_ROUTES.page, query: materialPageQuerySchema, data: z.array(materialFileSchema) }),
};
