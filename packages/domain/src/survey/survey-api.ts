/** The constants, messages and rules of contract.ts (no zod: what the start imports, apart from the schemas). */
import { API_PREFIX } from '../core/index.ts';

/** The design-order type that leads to the survey (part 2 §4, §9), defined with the design order. */
export { SURVEY_ORDER_TYPE } from '../design-order/index.ts';

/** Plan images: PNG or JPG, at most 10 MB (the upload time-out of part 2 §9 is 60 s). */
export const PLAN_IMAGE_MAX_BYTES = 10 * 1024 * 1024;

export const SCENES_PER_ORDER_MAX = 50;

export const POINTS_PER_SCENE_MAX = 2000;

const base = `${API_PREFIX}/v1/survey`;

export const SURVEY_API = {
  scenes: `${base}/scene/list`,
  sceneSave: `${base}/scene/save`,
  sceneBatchAdd: `${base}/scene/batchAdd`,
  sceneRename: `${base}/scene/rename`,
  sceneRemove: `${base}/scene/remove`,
  sceneSort: `${base}/scene/sort`,
  sceneDetail: `${base}/scene/detail`,
  sceneUpdate: `${base}/scene/update`,
  planUpload: `${base}/scene/uploadPlan`,
  dxfImport: `${base}/scene/importDxf`,
  pointAdd: `${base}/point/add`,
  pointUpdate: `${base}/point/update`,
  pointRemove: `${base}/point/remove`,
  guideGet: `${base}/guide/get`,
  guideSave: `${base}/guide/save`,
  hiddenPage: `${base}/hideProduct/page`,
  hiddenSave: `${base}/hideProduct/save`,
} as const;

/** A camera's mount is one of its model's accessories in this catalogue category (the brackets). */
export const MOUNT_CATEGORY = '支架';

export const isMountCategory = (categoryName: string | null | undefined): boolean =>
  !!categoryName && categoryName.includes(MOUNT_CATEGORY);
