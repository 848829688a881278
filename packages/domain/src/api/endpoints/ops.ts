/** The operations page of the provider's staff: the job queue's jobs (state, attempts, last error). */
import { OPS_ROUTES, JOB_STATES } from '../routes/ops.ts';
import { z } from 'zod';
import { endpoint } from '../../core/index.ts';

export const opsJobSchema = z.object({
  id: z.string(),
  name: z.string(),
  title: z.string(),
  state: z.enum(JOB_STATES),
  attempts: z.number(),
  createdOn: z.string(),
  startedOn: z.string().nullable(),
  completedOn: z.string().nullable(),
  lastError: z.string().nullable(),
});

export type OpsJob = z.infer<typeof opsJobSchema>;

export const opsQueueSchema = z.object({
  name: z.string(),
  title: z.string(),
  /** Jobs by state (only the states present). */
  counts: z.record(z.string(), z.number()),
  lastError: z.string().nullable(),
});

export const opsJobsSchema = z.object({
  /** 'pg-boss' (PostgreSQL, shared by every instance) or 'in-process' (the embedded database). */
  kind: z.string(),
  queues: z.array(opsQueueSchema),
  recent: z.array(opsJobSchema),
  /** Alert lines for the staff (e.g. the SMS budget of this hour spent: account/sms.ts smsBudgetAlert). */
  alerts: z.array(z.object({ key: z.string(), text: z.string() })),
});

export type OpsJobs = z.infer<typeof opsJobsSchema>;

export const OPS_ENDPOINTS = {
  jobs: endpoint({ ...OPS_ROUTES.jobs, query: z.object({ name: z.string().max(64).optional() }), data: opsJobsSchema }),
};
