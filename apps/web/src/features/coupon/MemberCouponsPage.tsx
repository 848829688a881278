/** /member/coupons: the coupons held, by tab. */
import { MyCoupons } from './MyCoupons.tsx';

export default function MemberCouponsPage() {
  return (
    <div className="member-card">
      <h3 className="member-title">我的优惠券</h3>
      <MyCoupons />
    </div>
  );
}
