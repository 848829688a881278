/** /memberStore/creditsExchange/rank: the credit ranking (top 50 by balance, phones masked) and my place. */
import { Button, Card, Skeleton } from 'antd';
import { Link } from 'react-router';
import { RankList } from './components.tsx';
import { useCreditsRank } from './queries.ts';
import './credits.css';

export default function CreditsRankPage() {
  const rank = useCreditsRank(50);
  return (
    <Card
      title="积分排行榜"
      extra={
        <Link to="/memberStore/creditsExchange">
          <Button type="link">返回积分商城</Button>
        </Link>
      }
      style={{ maxWidth: 720, margin: '8px auto' }}
    >
      {rank.isLoading || !rank.data ? (
        <Skeleton active />
      ) : (
        <>
          <p className="credits-muted">
            {rank.data.mine
              ? `我的排名：第 ${rank.data.mine.rank} 名，积分 ${rank.data.mine.credits.toLocaleString('en-US')}`
              : '您暂无积分，采购订单付款后即可获得积分'}
          </p>
          <RankList rank={rank.data} />
        </>
      )}
    </Card>
  );
}
