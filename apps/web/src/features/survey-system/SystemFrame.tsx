/** The frame of the system pages: the order from ?id=, its name, links between the survey's pages. */
import type { OrderDetail } from '@portal/domain';
import { Result, Space, Spin } from 'antd';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useOrder } from '../design-order/index.ts';
import '../../styles/survey.css';
import './survey-system.css';

export function SystemFrame(props: { title: string; children: (order: OrderDetail) => ReactNode }) {
  const [params] = useSearchParams();
  const orderId = Number(params.get('id')) || 0;
  const order = useOrder(orderId);
  if (!orderId) return <Result status="info" title={props.title} subTitle="请从勘测设计进入" extra={<Link to="/tool/designOrder">我的设计单</Link>} />; // prettier-ignore
  if (order.isLoading) return <Spin style={{ display: 'block', margin: '80px auto' }} />;
  if (!order.data) return <Result status="404" title="设计单不存在" />;
  return (
    <div className="survey-page survey-system">
      <div className="survey-head">
        <h3>
          {order.data.name} · {props.title}
        </h3>
        <Space>
          <Link to={`/survey?id=${orderId}`}>返回勘测设计</Link>
          <Link to={`/survey/systemBuild?id=${orderId}`}>系统搭建</Link>
          <Link to={`/survey/topo?id=${orderId}`}>拓扑图</Link>
          <Link to={`/survey/preview?id=${orderId}`}>方案预览</Link>
        </Space>
      </div>
      {props.children(order.data)}
    </div>
  );
}
