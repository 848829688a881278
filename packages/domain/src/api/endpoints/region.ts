/** Endpoints of the region module: the administrative regions. */
import { REGION_ROUTES } from '../routes/region.ts';
import { z } from 'zod';
import { regionChildrenQuerySchema } from '../../dealer/index.ts';
import { endpoint } from '../../core/index.ts';

export const regionNodeSchema = z.object({
  code: z.string(),
  name: z.string(),
  hasNext: z.boolean(),
});

export const REGION_ENDPOINTS = {
  children: endpoint({ ...REGION_ROUTES.children, query: regionChildrenQuerySchema, data: z.array(regionNodeSchema) }),
};
