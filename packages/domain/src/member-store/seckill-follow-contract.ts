/** The schemas of seckill-follow.ts (zod: kept apart so a page that uses only the constants loads no schema). */
import { z } from 'zod';

export const seckillFollowQuerySchema = z.object({ activityNo: z.string().trim().min(1).max(40) });

export const seckillFollowBodySchema = seckillFollowQuerySchema.extend({ follow: z.boolean() });

export const seckillFollowSchema = z.object({ followed: z.boolean() });
