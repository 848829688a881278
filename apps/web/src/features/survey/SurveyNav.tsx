/**
 * The survey's views of one design order (part 2 §2 survey routes), linked from each: the plan editor, the scene
 * map, placing products, the device list and the preview; and the guard every view shares (an order of type 11).
 */
import { type OrderDetail, SURVEY_ORDER_TYPE } from '@portal/domain';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';

const VIEWS = [
  { path: '/survey', label: '平面设计' },
  { path: '/survey/planDesign/scene-map', label: '场景地图' },
  { path: '/survey/planDesign/distributionProducts', label: '点位布设' },
  { path: '/survey/product', label: '设备清单' },
  { path: '/survey/systemBuild', label: '系统搭建' },
  { path: '/survey/topo', label: '拓扑图' },
  { path: '/survey/preview', label: '方案预览' },
] as const;

export const surveyHref = (path: string, orderId: number, extra: Record<string, number | string> = {}) =>
  `${path}?${new URLSearchParams({ id: String(orderId), ...Object.fromEntries(Object.entries(extra).map(([k, v]) => [k, String(v)])) })}`;

export function SurveyNav({ orderId }: { orderId: number }) {
  const here = useLocation().pathname;
  return (
    <nav className="survey-nav" aria-label="勘测设计视图">
      {VIEWS.map((v) =>
        v.path === here ? (
          <strong key={v.path} aria-current="page">
            {v.label}
          </strong>
        ) : (
          <Link key={v.path} to={surveyHref(v.path, orderId)}>
            {v.label}
          </Link>
        ),
      )}
    </nav>
  );
}

/** A notice in place of a survey view (light: the editor's first screen loads no antd Result, issue 47 §5). */
export function SurveyNotice(props: { title: string; subTitle?: string; extra?: ReactNode }) {
  return (
    <div className="survey-notice" role="status">
      <h3>{props.title}</h3>
      {props.subTitle && <p>{props.subTitle}</p>}
      {props.extra}
    </div>
  );
}

/** What a survey view shows instead of itself: no order chosen, loading, missing, or not a survey order. */
export function surveyGuard(
  orderId: number,
  order: { isLoading: boolean; data?: OrderDetail | undefined },
  title: string,
): ReactNode | null {
  if (!orderId)
    return (
      <SurveyNotice
        title={title}
        subTitle="请从设计单进入勘测设计"
        extra={<Link to="/tool/designOrder">我的设计单</Link>}
      />
    );
  if (order.isLoading)
    return (
      <div className="survey-notice" role="status" aria-busy="true">
        加载中…
      </div>
    );
  if (!order.data) return <SurveyNotice title="设计单不存在" />;
  if (order.data.orderType !== SURVEY_ORDER_TYPE)
    return (
      <SurveyNotice
        title="该设计单不是勘测设计单"
        extra={<Link to={`/tool/designOrder/detail?id=${orderId}`}>查看设计单</Link>}
      />
    );
  return null;
}
