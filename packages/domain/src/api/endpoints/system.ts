/** Endpoints of the system module. */
import { z } from 'zod';
import { endpoint } from '../../core/index.ts';

export const SYSTEM_ENDPOINTS = {
  /** 200 with the database up; 503 (the same data, `database: 'down'`) when it does not answer. */
  healthz: endpoint({
    method: 'GET',
    path: '/healthz',
    auth: 'none',
    data: z.object({
      status: z.string(),
      database: z.string(),
      driver: z.string(),
      latencyMs: z.number().optional(),
    }),
  }),
};
