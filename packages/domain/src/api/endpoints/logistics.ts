/** Endpoints of the logistics module: freight. */
import { BUYING_API, freightBodySchema, freightResultSchema } from '../../buying/index.ts';
import { endpoint } from '../../core/index.ts';

const user = 'user' as const;

export const LOGISTICS_ENDPOINTS = {
  freight: endpoint({
    method: 'POST',
    path: BUYING_API.freight,
    auth: user,
    body: freightBodySchema,
    data: freightResultSchema,
  }),
};
