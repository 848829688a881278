/** Small pieces the credits pages share: the cost, the picture, the status tag, the rank list. */
import { PictureOutlined, TrophyOutlined } from '@ant-design/icons';
import {
  CREDIT_EXCHANGE_STATUS_LABEL,
  formatCreditsCost,
  type CreditExchangeStatus,
  type CreditsRank,
} from '@portal/domain';
import { Card, Empty, Skeleton, Tag } from 'antd';
import { Link } from 'react-router';
import { useCreditsRank } from './queries.ts';
import './credits.css';

export function CreditsCost({ credits, cashFen, large }: { credits: number; cashFen: number; large?: boolean }) {
  return (
    <span className={`credits-cost${large ? ' large' : ''}`} data-testid="credits-cost">
      {formatCreditsCost(credits, cashFen)}
    </span>
  );
}

export function CreditsPicture({ src, alt, size }: { src: string | null | undefined; alt: string; size?: number }) {
  const style = size ? { width: size, height: size } : undefined;
  return src ? (
    <img src={src} alt={alt} style={style} loading="lazy" />
  ) : (
    <span style={style}>
      <PictureOutlined style={{ fontSize: 32, color: '#ccc' }} />
    </span>
  );
}

const STATUS_COLOR: Record<CreditExchangeStatus, string> = { 1: 'orange', 2: 'blue', 3: 'green', 5: 'default' };

export function ExchangeStatusTag({ status }: { status: number }) {
  const s = status as CreditExchangeStatus;
  return <Tag color={STATUS_COLOR[s] ?? 'default'}>{CREDIT_EXCHANGE_STATUS_LABEL[s] ?? '未知'}</Tag>;
}

export function RankList({ rank }: { rank: CreditsRank }) {
  if (rank.list.length === 0) return <Empty description="暂无排行" image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <ol className="credits-rank" data-testid="credits-rank">
      {rank.list.map((r) => (
        <li key={r.rank} className={r.mine ? 'mine' : undefined}>
          <span className={`credits-rank-no${r.rank <= 3 ? ' top' : ''}`}>{r.rank}</span>
          <span className="credits-rank-name">
            {r.nickname ? `${r.nickname} ` : ''}
            <span className="credits-muted">{r.phone}</span>
            {r.mine ? (
              <Tag color="orange" style={{ marginLeft: 6 }}>
                我
              </Tag>
            ) : null}
          </span>
          <b>{r.credits.toLocaleString('en-US')}</b>
        </li>
      ))}
    </ol>
  );
}

/** The ranking panel beside the mall: top 10 and my place. */
export function RankPanel() {
  const rank = useCreditsRank(10);
  return (
    <Card
      size="small"
      title={
        <span>
          <TrophyOutlined style={{ color: '#e4572e', marginRight: 6 }} />
          积分排行
        </span>
      }
      extra={<Link to="/memberStore/creditsExchange/rank">完整榜单</Link>}
    >
      {rank.isLoading || !rank.data ? (
        <Skeleton active />
      ) : (
        <>
          <RankList rank={rank.data} />
          <div className="credits-muted" style={{ marginTop: 10 }}>
            {rank.data.mine ? `我的排名：第 ${rank.data.mine.rank} 名` : '您暂无积分，下单付款即可获得积分'}
          </div>
        </>
      )}
    </Card>
  );
}
