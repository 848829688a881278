import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import { FAVORITE_ROUTES as FAVORITE } from '@portal/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { useApp } from '../../components/feedback/useApp.ts';
import { api } from '../../api/client.ts';
import { useLoginPrompt } from '../../components/LoginPrompt.tsx';
import { useSession } from '../../session/store.ts';
import { favoriteKeys } from '../favorite/index.ts';

/** Favourite toggle: guests get the login prompt. */
export function FavoriteButton({ spuNo }: { spuNo: string }) {
  const { login } = useSession();
  const prompt = useLoginPrompt();
  const { message } = useApp();
  const qc = useQueryClient();
  const status = useQuery({
    queryKey: favoriteKeys.status(spuNo),
    queryFn: () => api.call(FAVORITE.status, { query: { spuNo }, silent: true }),
    enabled: login,
  });
  const on = login && status.data === true;
  return (
    <Button
      icon={on ? <HeartFilled style={{ color: '#d7000f' }} /> : <HeartOutlined />}
      onClick={async () => {
        if (!login) return prompt();
        await api.call(on ? FAVORITE.del : FAVORITE.add, { body: { spuNo } });
        message.success(on ? '已取消收藏' : '收藏成功');
        await qc.invalidateQueries({ queryKey: favoriteKeys.all });
      }}
    >
      {on ? '已收藏' : '收藏'}
    </Button>
  );
}
