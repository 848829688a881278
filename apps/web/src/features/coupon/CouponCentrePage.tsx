/**
 * /memberStore/coupon: the coupon centre, every coupon that can be claimed now or soon, with 领取 (one claim
 * per click; the server holds the per-user limit and the total), and a tab with the coupons held.
 */
import { COUPON_WORDS, type CouponCentreItem } from '@portal/domain';
import { Button, Empty, Pagination, Skeleton, Tabs } from 'antd';
import { useApp } from '../../components/feedback/useApp.ts';
import { useState } from 'react';
import { pager } from '../../components/pagination.ts';
import { useBuyGuard } from '../cart/index.ts';
import { CouponTicket } from './CouponTicket.tsx';
import { MyCoupons } from './MyCoupons.tsx';
import { useClaimCoupon, useCouponCentre } from './queries.ts';
import '../../styles/buying.css';
import '../../styles/buying-phone.css';

export default function CouponCentrePage() {
  const [tab, setTab] = useState('centre');
  return (
    <div className="settle-section" style={{ marginTop: 8 }}>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        destroyOnHidden
        items={[
          { key: 'centre', label: '领券中心', children: <Centre /> },
          { key: 'mine', label: '我的优惠券', children: <MyCoupons /> },
        ]}
      />
    </div>
  );
}

function Centre() {
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(20);
  const centre = useCouponCentre(page, size);
  const list = centre.data?.list ?? [];
  const p = pager(page, size, centre.data?.total ?? 0, (pg, sz) => {
    setPage(pg);
    setSize(sz);
  });
  if (centre.isLoading) return <Skeleton active />;
  if (list.length === 0) return <Empty description="暂无可领取的优惠券" />;
  return (
    <>
      <div className="coupon-grid">
        {list.map((c) => (
          <CouponTicket
            key={c.couponNo}
            face={c}
            off={!c.canClaim && c.claimedByMe === 0}
            action={<ClaimButton c={c} />}
          />
        ))}
      </div>
      <div style={{ display: 'flex', justifyContent: 'flex-end', marginTop: 16 }}>
        <Pagination {...p} />
      </div>
    </>
  );
}

function ClaimButton({ c }: { c: CouponCentreItem }) {
  const { message } = useApp();
  const guard = useBuyGuard();
  const claim = useClaimCoupon();
  return (
    <span>
      {c.claimedByMe > 0 ? <span style={{ marginRight: 8 }}>已领{c.claimedByMe}张</span> : null}
      <Button
        size="small"
        type="primary"
        disabled={!c.canClaim}
        loading={claim.isPending}
        title={c.reason ?? undefined}
        onClick={() =>
          guard(() => claim.mutate(c.couponNo, { onSuccess: () => void message.success(COUPON_WORDS.claimed) }))
        }
      >
        {c.canClaim ? '领取' : (c.reason ?? '不可领取')}
      </Button>
    </span>
  );
}
