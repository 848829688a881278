/**
 * /survey?id=: reached after generating an order of type 11. Until the survey issue builds the planning tools,
 * it shows the order and its scene, with the way back to the order.
 */
import { formatFenGrouped } from '@portal/domain';
import { Button, Descriptions, Result, Spin } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useOrder } from './queries.ts';

export default function SurveyOrderPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const order = useOrder(id);
  if (!id)
    return (
      <Result
        status="info"
        title="勘测设计"
        subTitle="请从设计单进入勘测设计"
        extra={<Link to="/tool/designOrder">我的设计单</Link>}
      />
    );
  if (order.isLoading) return <Spin style={{ display: 'block', margin: '80px auto' }} />;
  if (!order.data) return <Result status="404" title="设计单不存在" />;
  const o = order.data;
  return (
    <div style={{ background: '#fff', padding: 24, borderRadius: 4, maxWidth: 960, margin: '24px auto' }}>
      <Result
        status="success"
        title="设计单已生成，进入勘测设计"
        subTitle="场景勘测、点位布设与拓扑设计即将开放，可先在设计单中完善产品清单。"
      />
      <Descriptions bordered size="small" column={2}>
        <Descriptions.Item label="设计单">{o.name}</Descriptions.Item>
        <Descriptions.Item label="编号">{o.orderNo}</Descriptions.Item>
        <Descriptions.Item label="安装场景">{o.sceneName || '-'}</Descriptions.Item>
        <Descriptions.Item label="产品">
          {o.lineCount} 件，合计 ¥{formatFenGrouped(o.amount)}
        </Descriptions.Item>
      </Descriptions>
      <div style={{ textAlign: 'center', marginTop: 20 }}>
        <Link to={`/tool/designOrder/detail?id=${o.id}`}>
          <Button type="primary">查看设计单</Button>
        </Link>
      </div>
    </div>
  );
}
