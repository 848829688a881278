/**
 * /survey/planDesign/scene-map?id=: the order's scenes on their plans at a glance — each plan drawn read-only with
 * its walls, products and camera views, what it holds (calibrated or not, points), and where to work on it next:
 * the plan editor or placing products.
 */
import { Card, Empty, Space, Tag } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useOrder } from '../design-order/index.ts';
import { useSurveyScenes } from './queries.ts';
import { ReadOnlyPlan } from './ReadOnlyPlan.tsx';
import { SurveyNav, surveyGuard, surveyHref } from './SurveyNav.tsx';
import '../../styles/survey.css';

export default function SceneMapPage() {
  const [params] = useSearchParams();
  const orderId = Number(params.get('id')) || 0;
  const order = useOrder(orderId);
  const scenes = useSurveyScenes(orderId);
  const guard = surveyGuard(orderId, order, '场景地图');
  if (guard) return guard;
  return (
    <div className="survey-page">
      <div className="survey-head">
        <h3>{order.data!.name} · 场景地图</h3>
        <SurveyNav orderId={orderId} />
      </div>
      {!scenes.data?.length ? (
        <Empty description="暂无场景">
          <Link to={surveyHref('/survey', orderId)}>去新增场景</Link>
        </Empty>
      ) : (
        <div className="survey-scene-map">
          {scenes.data.map((s) => (
            <Card
              key={s.sceneId}
              size="small"
              data-testid="scene-card"
              title={s.sceneName}
              extra={
                <Space size={4}>
                  <Tag color={s.ruleScale ? 'green' : 'default'}>{s.ruleScale ? '已标定' : '未标定'}</Tag>
                  <Tag color="blue">{s.pointCount}个点位</Tag>
                </Space>
              }
              actions={[
                <Link key="design" to={surveyHref('/survey', orderId, { sceneId: s.sceneId })}>
                  平面设计
                </Link>,
                <Link
                  key="place"
                  to={surveyHref('/survey/planDesign/distributionProducts', orderId, { sceneId: s.sceneId })}
                >
                  布设产品
                </Link>,
              ]}
            >
              <ReadOnlyPlan orderId={orderId} sceneId={s.sceneId} width={420} height={280} />
            </Card>
          ))}
        </div>
      )}
    </div>
  );
}
