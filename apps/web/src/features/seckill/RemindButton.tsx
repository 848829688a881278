import { BellOutlined } from '@ant-design/icons';
import { SECKILL_FOLLOW_ROUTES as F } from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { useApp } from '../../components/feedback/useApp.ts';
import { api, callEnvelope } from '../../api/client.ts';
import { useSession } from '../../session/store.ts';
import { useBuyGuard } from '../cart/index.ts';

/** 'Remind me' on a flash sale that has not started: the message centre tells the member when it starts. */
export function RemindButton({ activityNo }: { activityNo: string }) {
  const { login } = useSession();
  const { message } = useApp();
  const guard = useBuyGuard();
  const qc = useQueryClient();
  const key = ['seckill', 'follow', activityNo];
  const status = useQuery({
    queryKey: key,
    queryFn: () => api.call(F.status, { query: { activityNo }, silent: true }),
    enabled: login,
  });
  const followed = status.data?.followed ?? false;
  const set = useMutation({
    mutationFn: (follow: boolean) => callEnvelope(F.set, { body: { activityNo, follow } }),
    onSuccess: (env) => {
      qc.setQueryData(key, env.data);
      void message.success(env.msg);
    },
  });
  return (
    <Button
      size="large"
      icon={<BellOutlined />}
      loading={set.isPending}
      onClick={() => guard(() => set.mutate(!followed))}
      data-testid="seckill-remind"
    >
      {followed ? '取消提醒' : '开抢提醒'}
    </Button>
  );
}
