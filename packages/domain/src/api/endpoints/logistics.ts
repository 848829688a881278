/** Endpoints of the logistics module: freight. */
import { LOGISTICS_ROUTES } from '../routes/logistics.ts';
import { freightBodySchema, freightResultSchema } from '../../buying/index.ts';
import { endpoint } from '../../core/index.ts';

export const LOGISTICS_ENDPOINTS = {
  freight: endpoint({ ...LOGISTICS_ROUTES.freight, body: freightBodySchema, data: freightResultSchema }),
};
