/**
 * The provider's board over the credits mall and the flash sales (issue 60 §1): the exchanges of the period against
 * the last with the items most exchanged (credits), and the flash sales started in the period — sold against the
 * stock, buyers ÷ followers, time to sell out — each a chart with its numbers a click away.
 */
import { sellOutText, type BoardExchangeItem, type BoardFlashSaleRow, type BoardInsights } from '@portal/domain';
import { Empty } from 'antd';
import { BarChart, ChartCard, change, yuan } from './parts.tsx';

const none = (what: string) => <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={`本期没有${what}`} />;

export function ExchangesCard({ exchanges: e }: { exchanges: BoardInsights['exchanges'] }) {
  const t = e.totals;
  return (
    <ChartCard<BoardExchangeItem>
      title={
        <span style={{ whiteSpace: 'normal' }}>
          积分商城兑换 {t.exchanges} 单 · {t.credits} 积分（{change(t.credits, e.previousTotals.credits)}）
          {t.cashFen > 0 ? ` · 现金 ${yuan(t.cashFen)}` : ''}
        </span>
      }
      chart={
        e.items.length === 0 ? none('积分兑换') : <BarChart rows={e.items.map((i) => ({ key: i.spuNo, name: i.name, fen: i.credits }))} label="积分" unit="积分" /> // prettier-ignore
      }
      rows={e.items}
      rowKey="spuNo"
      columns={[
        { title: '兑换商品', dataIndex: 'name', key: 'name' },
        { title: '兑换单数', dataIndex: 'exchanges', key: 'exchanges', align: 'right' },
        { title: '件数', dataIndex: 'units', key: 'units', align: 'right' },
        { title: '积分', dataIndex: 'credits', key: 'credits', align: 'right' },
        { title: '现金', dataIndex: 'cashFen', key: 'cash', align: 'right', render: yuan },
      ]}
      style={{ marginTop: 12 }}
    />
  );
}

export function FlashSalesCard({ rows }: { rows: readonly BoardFlashSaleRow[] }) {
  return (
    <ChartCard<BoardFlashSaleRow>
      title="秒杀活动（本期开始，售出件数）"
      chart={
        rows.length === 0 ? none('秒杀活动') : <BarChart rows={rows.map((f) => ({ key: f.activityNo, name: f.title, fen: f.sold }))} label="售出" unit="件" /> // prettier-ignore
      }
      rows={rows}
      rowKey="activityNo"
      columns={[
        { title: '活动', dataIndex: 'title', key: 'title' },
        { title: '售出/库存', key: 'sold', align: 'right', render: (_, f) => `${f.sold}/${f.stock}` },
        { title: '购买/关注', key: 'buyers', align: 'right', render: (_, f) => `${f.buyers}/${f.followers}` },
        {
          title: '转化率',
          dataIndex: 'conversionPct',
          key: 'conversion',
          align: 'right',
          render: (v: number | null) => (v === null ? '—' : `${v}%`),
        },
        {
          title: '售罄用时',
          dataIndex: 'sellOutSeconds',
          key: 'sellOut',
          align: 'right',
          render: (v: number | null) => sellOutText(v),
        },
      ]}
      style={{ marginTop: 12 }}
    />
  );
}
