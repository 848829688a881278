/**
 * The promotions running over a product page's models (issue 58 §7): for the chosen model its promoted price and
 * discount (a price discount) or the rule (满减, 买赠), when it ends and the per-buyer limit, with a link to the
 * activity; other models of the family that take part are named in one line. Nothing when none runs.
 */
import { PROMOTION_KIND, formatPriceFen } from '@portal/domain';
import { Tag } from 'antd';
import { Link } from 'react-router';
import { useForModels } from './queries.ts';
import './promotion.css';

/** The end, with its year when that is not this year's (a year-long promotion ends next year). */
const time = (iso: string) => {
  const at = new Date(iso);
  return at.toLocaleString('zh-CN', {
    hour12: false,
    ...(at.getFullYear() !== new Date().getFullYear() ? { year: 'numeric' } : {}),
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
};

export function ProductPromotions({ skuNos, skuNo }: { skuNos: readonly string[]; skuNo: string }) {
  const { data } = useForModels(skuNos);
  if (!data?.length) return null;
  const here = data.filter((a) => a.items.some((i) => i.skuNo === skuNo));
  const elsewhere = data.filter((a) => !here.includes(a));
  return (
    <div className="detail-promotions" data-testid="detail-promotions">
      {here.map((a) => {
        const item = a.items.find((i) => i.skuNo === skuNo)!;
        return (
          <div className="detail-promotion" key={a.activityNo}>
            <Tag color="red">{a.kindLabel}</Tag>
            {a.kind === PROMOTION_KIND.priceDiscount && item.promoFen !== null ? (
              <span className="detail-promotion-price" data-testid="detail-promotion-price">
                促销价 <b className="price">{formatPriceFen(item.promoFen)}</b>（{item.discountText}）
              </span>
            ) : (
              <span className="detail-promotion-price">{a.ruleText}</span>
            )}
            <span className="muted">
              {a.title} · 截至 {time(a.endAt)} · 每人限购 {a.perUserLimit} 件
            </span>
            <Link to={`/product/sale/detail?activityNo=${encodeURIComponent(a.activityNo)}`}>查看活动</Link>
          </div>
        );
      })}
      {elsewhere.length ? (
        <div className="muted detail-promotion-other">
          本商品其他型号参加促销：{elsewhere.map((a) => `「${a.title}」`).join('、')}
        </div>
      ) : null}
    </div>
  );
}
