/** Survey rows → API shapes (the scene's session state, points with their model's attributes). */
import { emptyPlan, mmPerPx, type PlanDocument, restorePlan, type SurveyPoint, type SurveyScene } from '@portal/domain';
import type { PointRow } from '../design-order/index.ts';
import type { SceneRow } from './queries.ts';

/**
 * Restored plans by scene, revision and write time. Every write of a scene's plan moves its revision (queries.ts), so an entry
 * is never stale: a newer revision is another key. Restoring a 1,000-wall plan costs ~15 ms of CPU, and the scene
 * list and detail read every plan on each request; this keeps the last few per server process (plans are pure data,
 * never changed in place: the editor's actions make new ones).
 */
const restored = new Map<string, PlanDocument>();
const RESTORED_KEPT = 64;

/** The scene's plan as the domain restores it (an empty plan of its image when none was saved). */
export function planOf(row: SceneRow): PlanDocument {
  // The write time too: two databases in one process (the tests' drivers) may both have scene 1 at revision 1.
  const key = `${row.id}:${row.revision}:${new Date(row.updated_at).getTime()}`;
  const hit = restored.get(key);
  if (hit && row.plan) {
    // Most recently used last.
    restored.delete(key);
    restored.set(key, hit);
    return hit;
  }
  const image = row.plan_width && row.plan_height ? { width: row.plan_width, height: row.plan_height } : null;
  const r = row.plan ? restorePlan(row.plan) : null;
  if (!r?.ok) return emptyPlan(image);
  restored.set(key, r.plan);
  if (restored.size > RESTORED_KEPT) restored.delete(restored.keys().next().value!);
  return r.plan;
}

export function toScene(row: SceneRow, pointCount: number, plan: PlanDocument = planOf(row)): SurveyScene {
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
