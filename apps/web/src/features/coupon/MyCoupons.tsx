/** The coupons held, by tab (未使用 / 已使用 / 已过期), paged. Used by /member/coupons and the coupon centre. */
import { COUPON_TAB_LABEL, COUPON_TABS, type CouponTab, type MyCoupon } from '@portal/domain';
import { Button, Empty, Pagination, Skeleton, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { pager } from '../../components/pagination.ts';
import { CouponTicket } from './CouponTicket.tsx';
import { useMyCoupons } from './queries.ts';

export function MyCoupons() {
  const [tab, setTab] = useState<CouponTab>('unused');
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(20);
  const mine = useMyCoupons(tab, page, size);
  const list = mine.data?.list ?? [];
  const p = pager(page, size, mine.data?.total ?? 0, (pg, sz) => {
    setPage(pg);
    setSize(sz);
  });
  return (
    <div>
      <Tabs
        activeKey={tab}
        onChange={(k) => {
          setTab(k as CouponTab);
          setPage(1);
        }}
        items={COUPON_TABS.map((t) => ({ key: t, label: COUPON_TAB_LABEL[t] }))}
      />
      {mine.isLoading ? (
        <Skeleton active />
      ) : list.length === 0 ? (
        <Empty description={`暂无${COUPON_TAB_LABEL[tab]}的优惠券`}>
          {tab === 'unused' ? (
            <Link to="/memberStore/coupon">
              <Button type="primary">去领券中心</Button>
            </Link>
          ) : null}
        </Empty>
      ) : (
        <div className="coupon-grid">
          {list.map((c) => (
            <CouponTicket key={c.userCouponNo} face={c} off={tab !== 'unused'} action={<MineAction c={c} />} />
          ))}
        </div>
      )}
      {list.length ? (
        <div style={{ display: 'flex', justifyContent: 'flex-end', marginTop: 16 }}>
          <Pagination {...p} />
        </div>
      ) : null}
    </div>
  );
}

function MineAction({ c }: { c: MyCoupon }) {
  if (c.state === 'used') {
    return c.usedOrderNo ? (
      <Link to={`/memberStore/purchaseOrders/detail?orderNo=${encodeURIComponent(c.usedOrderNo)}`}>查看订单</Link>
    ) : (
      <Tag>已使用</Tag>
    );
  }
  if (c.state === 'expired') return <Tag>已过期</Tag>;
  if (c.state === 'notStarted') return <Tag color="blue">未开始</Tag>;
  return (
    <Link to="/product">
      <Button size="small" type="primary" ghost>
        去使用
      </Button>
    </Link>
  );
}
