/**
 * Smart design order (part 1 §1, issue 7 scope 11): for six scenarios a short questionnaire produces a list of
 * catalogue models with computed quantities and the reason for each line, from the catalogue's structured
 * attributes. Pure functions: the server supplies the candidate models of the scenario's categories.
 * The questionnaires and the contract are here, the rules in smart-design-rules.ts.
 * Units are in the names: M (metres), Mm (millimetres), W (watts), VA, Min (minutes), M2 (square metres).
 */

export const SMART_API = {
  scenarios: '/api-cloud-merchant-service/v1/design/smart/scenarios',
  recommend: '/api-cloud-merchant-service/v1/design/smart/recommend',
} as const;

export type ScenarioKey = 'led' | 'parking' | 'accessGuard' | 'broadcast' | 'ups' | 'accessControl';

export interface Question {
  key: string;
  label: string;
  unit?: string;
  min?: number;
  max?: number;
  step?: number;
  /** Options for a choice; absent = a number. */
  options?: { value: string; label: string }[];
  default: number | string;
}

export interface Scenario {
  key: ScenarioKey;
  name: string;
  intro: string;
  /** Second-level categories whose models are candidates. */
  categories: string[];
  questions: Question[];
}

export const SCENARIOS: Scenario[] = [
  {
    key: 'led',
    name: 'LED显示屏',
    intro: '按屏幕尺寸与观看距离选择点间距与箱体，计算拼接面积',
    categories: ['室内小间距LED屏', '户外LED屏'],
    questions: [
      {
        key: 'place',
        label: '安装位置',
        default: 'indoor',
        options: [
          { value: 'indoor', label: '室内' },
          { value: 'outdoor', label: '户外' },
        ],
      },
      { key: 'widthM', label: '屏幕宽度', unit: '米', min: 0.5, max: 50, step: 0.1, default: 4 },
      { key: 'heightM', label: '屏幕高度', unit: '米', min: 0.3, max: 20, step: 0.1, default: 2.25 },
      { key: 'viewingM', label: '最近观看距离', unit: '米', min: 1, max: 100, step: 0.5, default: 4 },
    ],
  },
  {
    key: 'parking',
    name: '停车场出入口',
    intro: '按出入口车道数配置道闸、车牌识别与出入口控制机',
    categories: ['道闸', '车牌识别相机', '出入口控制机'],
    questions: [
      { key: 'entries', label: '入口车道', unit: '条', min: 0, max: 20, step: 1, default: 1 },
      { key: 'exits', label: '出口车道', unit: '条', min: 0, max: 20, step: 1, default: 1 },
      { key: 'laneWidthM', label: '车道宽度', unit: '米', min: 2, max: 8, step: 0.5, default: 3.5 },
      {
        key: 'heightLimited',
        label: '地下车库/限高',
        default: 'no',
        options: [
          { value: 'no', label: '否' },
          { value: 'yes', label: '是' },
        ],
      },
      {
        key: 'payMode',
        label: '通行方式',
        default: '扫码',
        options: ['刷卡', '扫码', '刷卡+扫码'].map((v) => ({ value: v, label: v })),
      },
    ],
  },
  {
    key: 'accessGuard',
    name: '人员通道',
    intro: '按通道数与高峰人流配置闸机与人脸识别终端',
    categories: ['通道闸机', '人脸识别终端'],
    questions: [
      { key: 'passages', label: '通道口数量', unit: '个', min: 1, max: 20, step: 1, default: 1 },
      { key: 'peakPerMin', label: '高峰人流', unit: '人/分钟', min: 1, max: 2000, step: 1, default: 60 },
      {
        key: 'bothWays',
        label: '进出均需识别',
        default: 'yes',
        options: [
          { value: 'yes', label: '是' },
          { value: 'no', label: '仅进门' },
        ],
      },
      {
        key: 'gate',
        label: '闸机类型',
        default: '翼闸',
        options: ['三辊闸', '摆闸', '翼闸', '速通门', '全高转闸'].map((v) => ({ value: v, label: v })),
      },
    ],
  },
  {
    key: 'broadcast',
    name: '公共广播',
    intro: '按分区、室内面积与室外长度配置广播主机、喇叭与功放',
    categories: ['IP广播主机', '吸顶喇叭', '音柱', '功放'],
    questions: [
      { key: 'zones', label: '广播分区', unit: '个', min: 1, max: 64, step: 1, default: 8 },
      { key: 'indoorM2', label: '室内覆盖面积', unit: '平方米', min: 0, max: 100000, step: 10, default: 1200 },
      { key: 'outdoorM', label: '室外覆盖长度', unit: '米', min: 0, max: 10000, step: 10, default: 200 },
      {
        key: 'network',
        label: '系统类型',
        default: 'IP',
        options: [
          { value: 'IP', label: 'IP网络广播' },
          { value: '定压', label: '定压广播' },
        ],
      },
    ],
  },
  {
    key: 'ups',
    name: 'UPS不间断电源',
    intro: '按负载功率与后备时间选择UPS主机',
    categories: ['UPS主机'],
    questions: [
      { key: 'loadW', label: '负载功率', unit: 'W', min: 50, max: 100000, step: 50, default: 2000 },
      { key: 'backupMin', label: '后备时间', unit: '分钟', min: 5, max: 480, step: 5, default: 30 },
    ],
  },
  {
    key: 'accessControl',
    name: '门禁系统',
    intro: '按门数与读头配置门禁控制器、读卡器与电锁',
    categories: ['门禁控制器', '读卡器', '电锁'],
    questions: [
      { key: 'doors', label: '门数量', unit: '扇', min: 1, max: 500, step: 1, default: 6 },
      {
        key: 'readersPerDoor',
        label: '每门读头',
        default: '1',
        options: [
          { value: '1', label: '单向(进门刷卡)' },
          { value: '2', label: '双向(进出刷卡)' },
        ],
      },
      {
        key: 'lockType',
        label: '电锁类型',
        default: '磁力锁',
        options: ['磁力锁', '电插锁', '阴极锁'].map((v) => ({ value: v, label: v })),
      },
      {
        key: 'network',
        label: '联网方式',
        default: 'TCP/IP',
        options: [
          { value: 'TCP/IP', label: '网络型' },
          { value: 'RS485', label: '485型' },
        ],
      },
    ],
  },
];

/** A candidate model from the catalogue. */
export interface SmartCandidate {
  spuNo: string;
  skuNo: string;
  name: string;
  model: string;
  priceFen: number | null;
  skuType: number;
  category: string;
  attrs: Record<string, unknown>;
}

export interface RecommendedLine {
  spuNo: string;
  skuNo: string;
  name: string;
  model: string;
  category: string;
  priceFen: number | null;
  skuType: number;
  quantity: number;
  reason: string;
}
