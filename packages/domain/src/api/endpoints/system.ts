/** Endpoints of the system module. */
import { SYSTEM_ROUTES } from '../routes/system.ts';
import { z } from 'zod';
import { endpoint } from '../../core/index.ts';

export const SYSTEM_ENDPOINTS = {
  healthz: endpoint({
    ...SYSTEM_ROUTES.healthz,
    data: z.object({
      status: z.string(),
      database: z.string(),
      driver: z.string(),
      latencyMs: z.number().optional(),
    }),
  }),
};
