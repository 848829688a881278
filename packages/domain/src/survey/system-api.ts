/** The constants, messages and rules of system-contract.ts (no zod: what the start imports, apart from the schemas). */
import { API_PREFIX, messages } from '../core/index.ts';

const base = `${API_PREFIX}/v1/survey`;

export const SURVEY_SYSTEM_API = {
  wiringStart: `${base}/wiring/drawStart`,
  wiringSave: `${base}/wiring/save`,
  wiringList: `${base}/wiring/list`,
  topologyRecommend: `${base}/topology/recommend`,
  topologySave: `${base}/topology/snapshot/save`,
  topologySnapshots: `${base}/topology/snapshot/list`,
  topologySnapshot: `${base}/topology/snapshot/get`,
  exportStart: `${base}/export/start`,
  jobStatus: `${base}/job/status`,
  wallsAsk: `${base}/walls/ask`,
  wallsSave: `${base}/walls/saveBatch`,
  wallsEnd: `${base}/walls/endTask`,
  wallsScore: `${base}/walls/score`,
  servicerGet: `${base}/servicer/get`,
  servicerSave: `${base}/servicer/save`,
  billState: `${base}/bill/state`,
} as const;

export const SURVEY_SYSTEM_MESSAGES = messages('SURVEY_SYSTEM', {
  jobNotFound: '任务不存在',
  jobNotDone: '识别尚未完成，请稍候',
  jobEnded: '该识别任务已结束',
  snapshotNotFound: '拓扑快照不存在',
  noCablingProducts: '可采购的目录中没有网线、水晶头或信息模块',
  noPlanImage: '请先上传平面图图片再识别墙体',
  planUnreadable: '平面图图片无法读取，请重新上传',
  noWallsFound: '未在平面图上识别到墙体',
  jobNotWalls: '该任务不是墙体识别任务',
  noCjkFont: '服务器缺少中文字体，无法生成PDF图纸（请安装 fonts-noto-cjk）',
  billStale: '清单中有待处理的步骤（布线或拓扑），请先处理后再导出',
});

/** Why the topology cannot follow while a scene's wiring waits for the surveyor. */
export const TOPOLOGY_WAITS_FOR_WIRING = '布线待处理，拓扑暂未更新';

/** A derived step's state: settled (null) or stale with the reason the surveyor must settle. */
export interface BillState {
  wiring: { sceneId: number; sceneName: string; stale: string | null }[];
  topology: { recordingDays: number; stale: string | null } | null;
  /** Whether any step is stale: the bill shows so and exports refuse. */
  stale: boolean;
}

/** Network devices (they take a cable and a port): models whose attributes give a main stream. */
export const isNetworkDevice = (attrs: Record<string, unknown>): boolean => typeof attrs.mainStreamKbps === 'number';

/** Cameras (drawn with their view sector): models whose attributes give optics. */
export const isCameraAttrs = (attrs: Record<string, unknown>): boolean =>
  attrs.resolutionMP !== undefined || attrs.lensMm !== undefined || attrs.sensor !== undefined;

export const EXPORT_KINDS = ['pdf', 'xlsx', 'dxf'] as const;

/** Who surveys or installs the project (part 2 §7 servicer info get/save), one record per design order. */
export const SERVICER_ROLES = ['survey', 'install', 'both'] as const;

export const SERVICER_ROLE_LABELS: Record<(typeof SERVICER_ROLES)[number], string> = {
  survey: '勘测',
  install: '安装',
  both: '勘测及安装',
};
