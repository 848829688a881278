/** Endpoints of the region module: the administrative regions. */
import { z } from 'zod';
import { regionChildrenQuerySchema } from '../../dealer/index.ts';
import { API_PREFIX, endpoint } from '../../core/index.ts';

export const regionNodeSchema = z.object({
  code: z.string(),
  name: z.string(),
  hasNext: z.boolean(),
});

export const REGION_ENDPOINTS = {
  children: endpoint({
    method: 'GET',
    path: `${API_PREFIX}/open/v1/region/children`,
    auth: 'none',
    query: regionChildrenQuerySchema,
    data: z.array(regionNodeSchema),
  }),
};
