/**
 * 'Remind me' on a flash sale (issue 19): a member follows an activity that has not started; when it starts, the
 * server writes each follower one 'seckillStarting' message (message/kinds.ts), once, however many servers run.
 */
import { API_PREFIX, messages } from '../core/index.ts';

export const SECKILL_FOLLOW_MESSAGES = messages('SECKILL_FOLLOW', {
  started: '活动已开始，无需设置提醒',
  over: '活动已结束或已作废',
});

/** Words shown on success, as a status or as a prompt: not refusals (nothing refuses with them; `refusal()` takes a catalogue). */
export const SECKILL_FOLLOW_WORDS = {
  followed: '已设置开抢提醒，活动开始时将通过消息中心通知您',
  unfollowed: '已取消开抢提醒',
} as const;

export const SECKILL_FOLLOW_API = {
  status: `${API_PREFIX}/v1/seckill/follow/status`,
  set: `${API_PREFIX}/v1/seckill/follow`,
} as const;
