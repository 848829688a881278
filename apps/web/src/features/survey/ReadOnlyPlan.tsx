/**
 * One scene's plan drawn read-only (the editor's PlanCanvas with no tool): walls, doors, the products at their
 * points and each camera's view; hidden products are left off. Used by the preview's scene tab and the scene map.
 */
import { restorePlan } from '@portal/domain';
import { Empty, Spin } from 'antd';
import { useMemo } from 'react';
import { cameraViews } from './coverage.ts';
import { PlanCanvas } from './PlanCanvas.tsx';
import { useHiddenSkus, useSceneDetail } from './queries.ts';

const noop = () => undefined;

export function ReadOnlyPlan(props: {
  orderId: number;
  sceneId: number | null;
  width: number;
  height: number;
  /** The point drawn as selected (a link from the device list). */
  selectedId?: string | null;
}) {
  const detail = useSceneDetail(props.sceneId);
  const plan = useMemo(() => {
    const r = detail.data ? restorePlan(detail.data.plan) : null;
    return r?.ok ? r.plan : null;
  }, [detail.data]);
  const hidden = useHiddenSkus(props.orderId);
  // Hidden products stay in the order's lines but not on the plan.
  const points = useMemo(() => (detail.data?.points ?? []).filter((p) => !hidden.has(p.skuNo)), [detail.data, hidden]);
  const views = useMemo(() => (plan ? cameraViews(plan, points) : []), [plan, points]);
  if (detail.isLoading) return <Spin style={{ display: 'block', margin: '40px auto' }} />;
  if (!plan?.image || !detail.data) return <Empty description="该场景尚未上传平面图" />;
  return (
    <PlanCanvas
      planUrl={detail.data.planUrl}
      plan={plan}
      points={points}
      views={views}
      tool="select"
      selectedId={props.selectedId ?? null}
      width={props.width}
      height={props.height}
      readOnly
      onSelect={noop}
      onAction={noop}
      onCalibrate={noop}
      onPlace={noop}
      onMovePoint={noop}
      onDropSku={noop}
    />
  );
}
