/**
 * /memberStore/creditsExchange: the credits mall. My balance (with what was earned and used, and how a paid order
 * earns), the items on the shelf (search, sort by credits or popularity, only what my balance covers), the ranking
 * beside them. A card opens the detail, where the exchange starts.
 */
import { CREDITS_ROUTES, CREDITS_SORTS, mayCall, type CreditSpu, type CreditsSort } from '@portal/domain';
import { Button, Checkbox, Empty, Input, Pagination, Segmented, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { pager } from '../../components/pagination.ts';
import { useSession } from '../../session/store.ts';
import { CreditsCost, CreditsPicture, RankPanel } from './components.tsx';
import { useCreditAccount, useCreditSpus } from './queries.ts';
import './credits.css';

const SORT_LABEL: Record<CreditsSort, string> = {
  default: '综合',
  creditsAsc: '积分从低到高',
  creditsDesc: '积分从高到低',
  hot: '兑换最多',
};

export default function CreditsMallPage() {
  const { user } = useSession();
  const account = useCreditAccount();
  const [keyword, setKeyword] = useState('');
  const [sort, setSort] = useState<CreditsSort>('default');
  const [affordable, setAffordable] = useState(false);
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(20);
  const spus = useCreditSpus({ page, size, keyword: keyword || undefined, sort, affordable });
  const a = account.data;
  const list = spus.data?.list ?? [];

  return (
    <div className="credits-page" data-testid="credits-mall">
      <div className="credits-main">
        <div className="credits-banner">
          <div>
            <div className="credits-banner-label">我的积分</div>
            <div className="credits-banner-balance" data-testid="credits-balance">
              {a ? a.balance.toLocaleString('en-US') : '--'}
            </div>
          </div>
          <div className="credits-banner-stats">
            <span>
              <span className="credits-banner-label">累计获得</span>
              <b>{a ? a.earnedTotal.toLocaleString('en-US') : '--'}</b>
            </span>
            <span>
              <span className="credits-banner-label">已使用</span>
              <b>{a ? a.spentTotal.toLocaleString('en-US') : '--'}</b>
            </span>
            <span className="credits-banner-label" style={{ alignSelf: 'flex-end' }}>
              {a && a.perYuan > 0 ? `采购订单每实付 1 元可得 ${a.perYuan} 积分` : ''}
            </span>
          </div>
          <div className="credits-banner-links">
            <Link to="/memberStore/creditsExchange/record">
              <Button>
                兑换记录{a && a.unpaidExchanges > 0 ? <Tag color="orange">{a.unpaidExchanges} 待付款</Tag> : null}
              </Button>
            </Link>
            <Link to="/memberStore/creditsExchange/record?tab=ledger">
              <Button>积分明细</Button>
            </Link>
            {mayCall(CREDITS_ROUTES.manageSpuPage, user) ? (
              <Link to="/memberStore/creditsExchange/manage">
                <Button>积分商品管理</Button>
              </Link>
            ) : null}
          </div>
        </div>

        <div className="credits-toolbar">
          <Segmented<CreditsSort>
            value={sort}
            onChange={(v) => {
              setSort(v);
              setPage(1);
            }}
            options={CREDITS_SORTS.map((s) => ({ value: s, label: SORT_LABEL[s] }))}
          />
          <Checkbox
            checked={affordable}
            onChange={(e) => {
              setAffordable(e.target.checked);
              setPage(1);
            }}
          >
            只看我能兑换的
          </Checkbox>
          <Input.Search
            allowClear
            maxLength={50}
            placeholder="搜索积分商品"
            aria-label="搜索积分商品"
            style={{ width: 240, marginLeft: 'auto' }}
            onSearch={(v) => {
              setKeyword(v.trim());
              setPage(1);
            }}
          />
        </div>

        {spus.isLoading ? (
          <Skeleton active paragraph={{ rows: 8 }} />
        ) : list.length === 0 ? (
          <Empty description={keyword || affordable ? '没有符合条件的积分商品' : '积分商品正在上新，请稍后再来'} />
        ) : (
          <div className="credits-grid">
            {list.map((s) => (
              <SpuCard key={s.spuNo} spu={s} balance={a?.balance ?? 0} />
            ))}
          </div>
        )}
        <div style={{ display: 'flex', justifyContent: 'flex-end', marginTop: 16 }}>
          <Pagination
            {...pager(page, size, spus.data?.total ?? 0, (p, s) => {
              setPage(p);
              setSize(s);
            })}
            hideOnSinglePage
          />
        </div>
      </div>
      <aside className="credits-aside">
        <RankPanel />
      </aside>
    </div>
  );
}

function SpuCard({ spu, balance }: { spu: CreditSpu; balance: number }) {
  const navigate = useNavigate();
  const to = `/memberStore/creditsExchange/detail?spuNo=${encodeURIComponent(spu.spuNo)}`;
  const soldOut = spu.stock <= 0;
  return (
    <div
      className="credits-card"
      data-testid="credits-card"
      role="link"
      tabIndex={0}
      onClick={() => navigate(to)}
      onKeyDown={(e) => e.key === 'Enter' && navigate(to)}
    >
      <div className="credits-card-pic">
        <CreditsPicture src={spu.picUrl} alt={spu.name} />
      </div>
      <div className="credits-card-body">
        <div className="credits-card-name" title={spu.name}>
          {spu.name}
        </div>
        <CreditsCost credits={spu.credits} cashFen={spu.cashFen} />
        <div className="credits-card-foot">
          <span className="credits-muted">
            {soldOut ? '已兑完' : `剩余 ${spu.stock} 件`} · 已兑 {spu.exchanged}
          </span>
          <Button size="small" type="primary" disabled={soldOut || balance < spu.credits}>
            {soldOut ? '已兑完' : balance < spu.credits ? '积分不足' : '立即兑换'}
          </Button>
        </div>
      </div>
    </div>
  );
}
