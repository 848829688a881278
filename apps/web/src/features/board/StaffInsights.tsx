/**
 * The provider's further charts: sales by category, models running out at the last 30 days' pace, the design funnel,
 * the models asked back most (after-sale rate), the credits mall's exchanges and the flash sales (ActivityCards.tsx).
 */
import type { BoardAfterSaleRow, BoardQuery, BoardRunOutRow } from '@portal/domain';
import { Card, Col, Row, Table } from 'antd';
import { ExchangesCard, FlashSalesCard } from './ActivityCards.tsx';
import { FunnelCard } from './DesignCards.tsx';
import { BarChart, ChartCard, yuan } from './parts.tsx';
import { useStaffInsights } from './queries.ts';

export function StaffInsights({ query }: { query: BoardQuery }) {
  const { data } = useStaffInsights(query, true);
  if (!data) return null;
  return (
    <Row gutter={[12, 12]} style={{ marginTop: 12 }}>
      <Col xs={24} lg={12}>
        <ChartCard
          title="按一级分类"
          chart={
            <BarChart rows={data.byCategory.map((c) => ({ key: c.key, name: c.name, fen: c.netFen }))} label="分类" />
          }
          rows={data.byCategory}
          rowKey="key"
          columns={[
            { title: '分类', dataIndex: 'name', key: 'name' },
            { title: '净销量', dataIndex: 'units', key: 'units', align: 'right' },
            { title: '净额', dataIndex: 'netFen', key: 'net', align: 'right', render: yuan },
          ]}
        />
        <FunnelCard funnel={data.funnel} title="设计工具漏斗（本期新建的设计单）" />
        <ExchangesCard exchanges={data.exchanges} />
      </Col>
      <Col xs={24} lg={12}>
        <Card size="small" title="缺货预警（按近30天销售速度，30天内售罄）">
          <Table<BoardRunOutRow>
            size="small"
            rowKey="model"
            pagination={false}
            dataSource={data.runOut}
            locale={{ emptyText: '近30天的销售速度下，没有型号会在30天内售罄' }}
            columns={[
              { title: '型号', dataIndex: 'model', key: 'model' },
              { title: '库存', dataIndex: 'stock', key: 'stock', align: 'right' },
              { title: '近30天净销量', dataIndex: 'units30', key: 'u', align: 'right' },
              { title: '预计可售天数', dataIndex: 'daysLeft', key: 'd', align: 'right' },
            ]}
          />
        </Card>
        <Card size="small" title="售后率（本期售后件数 ÷ 本期售出件数）" style={{ marginTop: 12 }}>
          <Table<BoardAfterSaleRow>
            size="small"
            rowKey="model"
            pagination={false}
            dataSource={data.afterSale}
            data-testid="board-after-sale"
            locale={{ emptyText: '本期没有售后申请' }}
            columns={[
              { title: '型号', dataIndex: 'model', key: 'model' },
              { title: '售出', dataIndex: 'soldUnits', key: 'sold', align: 'right' },
              { title: '售后', dataIndex: 'afterSaleUnits', key: 'as', align: 'right' },
              {
                title: '售后率',
                dataIndex: 'ratePct',
                key: 'rate',
                align: 'right',
                render: (v: number | null) => (v === null ? '—' : `${v}%`),
              },
            ]}
          />
        </Card>
        <FlashSalesCard rows={data.flashSales} />
      </Col>
    </Row>
  );
}
