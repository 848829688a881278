/** Survey rows → API shapes (the scene's session state, points with their model's attributes). */
import { emptyPlan, mmPerPx, type PlanDocument, restorePlan, type SurveyPoint, type SurveyScene } from '@portal/domain';
import type { PointRow } from '../design-order/index.ts';
import type { SceneRow } from './queries.ts';

/** The scene's plan as the domain restores it (an empty plan of its image when none was saved). */
export function planOf(row: SceneRow): PlanDocument {
  const image = row.plan_width && row.plan_height ? { width: row.plan_width, height: row.plan_height } : null;
  const r = row.plan ? restorePlan(row.plan) : null;
  if (r?.ok) return r.plan;
  return emptyPlan(image);
}

export function toScene(row: SceneRow, pointCount: number): SurveyScene {
  const plan = planOf(row);
  return {
    sceneId: Number(row.id),
    orderId: Number(row.order_id),
    sceneName: row.name,
    sort: row.sort,
    planUrl: row.plan_url,
    planWidth: row.plan_width,
    planHeight: row.plan_height,
    ruleScale: plan.calibration ? Math.round(mmPerPx(plan.calibration) * 1e6) / 1e6 : null,
    horizontalAngle: plan.horizontalAngle,
    revision: row.revision,
    pointCount,
  };
}

export function toPoint(p: PointRow, attrs: Record<string, unknown>): SurveyPoint {
  return {
    id: Number(p.id),
    sceneId: Number(p.survey_scene_id),
    skuNo: p.sku_no,
    spuNo: p.spu_no,
    name: p.spu_name,
    model: p.model,
    label: p.label,
    x: Number(p.x_px),
    y: Number(p.y_px),
    azimuthDeg: Number(p.azimuth_deg),
    mountHeightMm: Number(p.mount_height_mm),
    tiltDeg: Number(p.tilt_deg),
    lensMm: p.lens_mm === null ? null : Number(p.lens_mm),
    mountSkuNo: p.mount_sku_no,
    attrs,
  };
}
