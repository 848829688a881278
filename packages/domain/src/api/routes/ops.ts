/** The operations page of the provider's staff: the job queue's jobs (state, attempts, last error).
 * Routes: the entries without their schemas (what the web calls); ../endpoints/ adds the schemas.
 */
import { API_PREFIX, route } from '../../core/index.ts';

export const JOB_STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;

/** How each job state reads on the page. */
export const JOB_STATE_LABELS: Record<(typeof JOB_STATES)[number], string> = {
  created: '排队中',
  retry: '等待重试',
  active: '运行中',
  completed: '已完成',
  cancelled: '已取消',
  failed: '失败',
};

export const OPS_ROUTES = {
  jobs: route({ id: 'OPS.jobs', method: 'GET', path: `${API_PREFIX}/v1/ops/jobs`, auth: 'user', policy: 'staff' }),
};
