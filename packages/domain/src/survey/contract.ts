/**
 * The survey's calls (part 2 §7 'survey/design endpoints'): scenes of a design order of type 11 with their plan,
 * product points, the guide record. Shapes shared by the server's routes and the web's editor.
 */
import { z } from 'zod';
import { messages } from '../core/index.ts';
import { SCENES_PER_ORDER_MAX, POINTS_PER_SCENE_MAX } from './survey-api.ts';

export const SURVEY_MESSAGES = messages('SURVEY', {
  orderNotFound: '勘测的设计单不存在',
  notSurveyOrder: '该设计单不是勘测设计单',
  sceneNotFound: '场景不存在',
  pointNotFound: '点位不存在',
  sceneName: '场景名称长度在 1 到 50 个字符',
  tooManyScenes: `每个设计单最多${SCENES_PER_ORDER_MAX}个场景`,
  tooManyPoints: `每个场景最多${POINTS_PER_SCENE_MAX}个点位`,
  sortMismatch: '场景排序与设计单的场景不一致，请刷新后重试',
  imageRequired: '请选择要上传的平面图文件',
  imageType: '平面图仅支持PNG、JPG格式，文件内容与格式不符',
  imageTooLarge: '平面图文件不能超过10MB',
  imageSize: '无法读取平面图的尺寸',
  staleRevision: '平面图已在别处修改，请刷新后重试',
  productNotFound: '产品不存在或不可选',
  hiddenNotInOrder: '只能隐藏设计单中的产品',
  productHidden: '该产品已隐藏，取消隐藏后才能布设到平面图',
  mountNotBracket: '所选支架不是该摄像机的支架配件，请从该型号的支架配件中选择',
});

const sceneName = z.string().trim().min(1, SURVEY_MESSAGES.sceneName).max(50, SURVEY_MESSAGES.sceneName);

const id = z.coerce.number().int().positive();

/** A scene and its session state (sceneId, planUrl, sceneName, ruleScale, horizontalAngle). */
export const surveySceneSchema = z.object({
  sceneId: z.number(),
  orderId: z.number(),
  sceneName: z.string(),
  sort: z.number(),
  planUrl: z.string().nullable(),
  planWidth: z.number().nullable(),
  planHeight: z.number().nullable(),
  /** Millimetres per plan pixel once calibrated. */
  ruleScale: z.number().nullable(),
  horizontalAngle: z.number(),
  revision: z.number(),
  pointCount: z.number(),
});

export type SurveyScene = z.infer<typeof surveySceneSchema>;

export const surveyPointSchema = z.object({
  id: z.number(),
  sceneId: z.number(),
  skuNo: z.string(),
  spuNo: z.string(),
  name: z.string(),
  model: z.string(),
  label: z.string(),
  x: z.number(),
  y: z.number(),
  azimuthDeg: z.number(),
  mountHeightMm: z.number(),
  tiltDeg: z.number(),
  lensMm: z.number().nullable(),
  /** The bracket the camera is mounted on (one of its model's bracket accessories), its line derived by the plan. */
  mountSkuNo: z.string().nullable(),
  /** The model's catalogue attributes the optics read (sensor, lensMm, lensMaxMm, resolutionMP). */
  attrs: z.record(z.string(), z.unknown()),
});

export type SurveyPoint = z.infer<typeof surveyPointSchema>;

export const sceneDetailSchema = surveySceneSchema.extend({
  /** The plan document (restored: always the current schema version). */
  plan: z.record(z.string(), z.unknown()),
  points: z.array(surveyPointSchema),
});

export type SceneDetail = z.infer<typeof sceneDetailSchema>;

export const orderIdQuerySchema = z.object({ orderId: id });

export const sceneIdQuerySchema = z.object({ sceneId: id });

export const sceneSaveSchema = z.object({ orderId: id, sceneName });

export const sceneBatchAddSchema = z.object({ orderId: id, sceneNames: z.array(sceneName).min(1).max(20) });

export const sceneRenameSchema = z.object({ sceneId: id, sceneName });

export const sceneRemoveSchema = z.object({ sceneId: id });

export const sceneSortSchema = z.object({ orderId: id, sceneIds: z.array(id).min(1).max(SCENES_PER_ORDER_MAX) });

export const sceneUpdateSchema = z.object({
  sceneId: id,
  /** The revision the editor loaded: a save over a newer one is refused (nothing lost silently). */
  revision: z.number().int().min(0),
  plan: z.unknown(),
});

const deploy = {
  azimuthDeg: z.number().finite().min(-360).max(720).optional(),
  mountHeightMm: z.number().int().min(0).max(100_000).optional(),
  tiltDeg: z.number().finite().min(-90).max(90).optional(),
  lensMm: z.number().positive().max(3000).nullable().optional(),
  label: z.string().trim().max(50).optional(),
  /** A bracket accessory of the point's model; null takes the mount off. */
  mountSkuNo: z.string().trim().min(1).max(64).nullable().optional(),
};

export const pointAddSchema = z.object({
  sceneId: id,
  skuNo: z.string().min(1).max(64),
  x: z.number().finite(),
  y: z.number().finite(),
  ...deploy,
});

export const pointUpdateSchema = z.object({
  id,
  x: z.number().finite().optional(),
  y: z.number().finite().optional(),
  ...deploy,
});

export const pointRemoveSchema = z.object({ id });

/** What a placement did to the design order: the line and the order's new total. */
export const pointResultSchema = z.object({
  point: surveyPointSchema,
  lineQuantity: z.number(),
  amount: z.number(),
});

export const pointRemovedSchema = z.object({ lineQuantity: z.number(), amount: z.number() });

export const guideQuerySchema = z.object({ guide: z.string().min(1).max(40).default('survey') });

export const guideSaveSchema = z.object({ guide: z.string().min(1).max(40).default('survey') });

/** A DXF import: its layers (for the layer picker) and, once layers were chosen, the scene with its new plan. */
export const dxfImportSchema = z.object({
  layers: z.array(z.object({ name: z.string(), count: z.number() })),
  insunits: z.number().nullable(),
  /** The drawing's extent in its own units: without $INSUNITS the surveyor sees its size under each unit and picks. */
  extent: z.object({ width: z.number(), height: z.number() }),
  scene: surveySceneSchema.nullable(),
});

export type DxfImport = z.infer<typeof dxfImportSchema>;

/**
 * Hide products (part 2 §7 'hide-product page and save'): a product of the order kept off the plan — its points
 * are not drawn and it cannot be placed — while its line, quantity and price stay in the design order.
 */
export const hiddenSaveSchema = z.object({ orderId: id, skuNos: z.array(z.string().min(1).max(64)).max(500) });

export const hiddenProductsSchema = z.object({
  /** The order's lines with whether each is hidden from the plan. */
  list: z.array(
    z.object({ skuNo: z.string(), name: z.string(), model: z.string(), quantity: z.number(), hidden: z.boolean() }),
  ),
});

export type HiddenProducts = z.infer<typeof hiddenProductsSchema>;
