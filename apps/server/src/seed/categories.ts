/**
 * The two-level category tree and the attribute vocabulary of the demo catalogue.
 * First-level ids are 1..N; a second level's id is parent × 100 + k (101, 102, ..., 1601).
 */

export interface CategoryDef {
  id: number;
  parentId: number | null;
  name: string;
  /** Compare across the whole first category (part 1 §4 compare rule). */
  separate: boolean;
  /** Default picture shape of its products. */
  shape?: string;
  /** Attribute keys that are filterable here although not filterable by default. */
  extraFilters?: string[];
}

interface FirstDef {
  id: number;
  name: string;
  separate?: boolean;
  children: [name: string, shape: string, extraFilters?: string[]][];
}

const TREE: FirstDef[] = [
  {
    id: 1,
    name: '网络摄像机',
    separate: true,
    children: [
      ['枪型网络摄像机', 'camera-bullet'],
      ['半球网络摄像机', 'camera-dome'],
      ['球型网络摄像机', 'camera-ptz'],
      ['筒型网络摄像机', 'camera-tube'],
      ['全景摄像机', 'camera-panoramic'],
      ['鱼眼摄像机', 'camera-fisheye'],
      ['热成像摄像机', 'camera-thermal'],
      ['4G太阳能摄像机', 'camera-solar'],
      ['海螺型网络摄像机', 'camera-turret'],
      ['人脸抓拍摄像机', 'camera-face'],
    ],
  },
  {
    id: 2,
    name: '录像机',
    separate: true,
    children: [
      ['网络硬盘录像机(NVR)', 'recorder-nvr'],
      ['硬盘录像机(DVR)', 'recorder-dvr'],
      ['混合录像机', 'recorder-hybrid'],
    ],
  },
  {
    id: 3,
    name: '存储',
    children: [
      ['监控硬盘', 'disk'],
      ['磁盘阵列', 'disk-array'],
    ],
  },
  {
    id: 4,
    name: '交换机',
    separate: true,
    children: [
      ['PoE交换机', 'switch-poe'],
      ['核心交换机', 'switch-core'],
      ['工业交换机', 'switch-industrial'],
      ['接入交换机', 'switch-access'],
    ],
  },
  {
    id: 5,
    name: '门禁',
    children: [
      ['门禁一体机', 'access-terminal'],
      ['人脸识别终端', 'face-terminal'],
      ['读卡器', 'card-reader'],
      ['电锁', 'lock'],
      ['门禁控制器', 'access-controller'],
      ['通道闸机', 'turnstile'],
    ],
  },
  {
    id: 6,
    name: '可视对讲',
    children: [
      ['室内机', 'intercom-indoor'],
      ['门口机', 'intercom-outdoor'],
      ['管理机', 'intercom-master'],
    ],
  },
  {
    id: 7,
    name: '停车场',
    children: [
      ['道闸', 'barrier-gate'],
      ['车牌识别相机', 'camera-lpr'],
      ['出入口控制机', 'parking-controller'],
      ['车位引导', 'parking-guidance'],
    ],
  },
  {
    id: 8,
    name: 'LED显示屏',
    children: [
      ['室内小间距LED屏', 'led-indoor'],
      ['户外LED屏', 'led-outdoor'],
    ],
  },
  {
    id: 9,
    name: '广播',
    children: [
      ['IP广播主机', 'broadcast-host'],
      ['音柱', 'speaker-column', ['powerW']],
      ['吸顶喇叭', 'speaker-ceiling', ['powerW']],
      ['功放', 'amplifier', ['powerW']],
    ],
  },
  {
    id: 10,
    name: 'UPS电源',
    children: [
      ['UPS主机', 'ups'],
      ['UPS蓄电池', 'battery'],
    ],
  },
  {
    id: 11,
    name: '报警',
    children: [
      ['报警主机', 'alarm-host'],
      ['探测器', 'detector'],
    ],
  },
  {
    id: 12,
    name: '线缆配件',
    children: [
      ['网线', 'cable-reel'],
      ['电源线', 'power-cable'],
      ['支架', 'bracket'],
      ['光纤', 'fiber'],
      ['电源适配器', 'adapter'],
    ],
  },
  {
    id: 13,
    name: '软件与授权',
    children: [
      ['平台软件', 'software-box'],
      ['智能分析授权', 'software-license'],
      ['客户端软件', 'software-client'],
    ],
  },
  {
    id: 14,
    name: '无线网桥',
    children: [
      ['点对点网桥', 'bridge'],
      ['电梯网桥', 'bridge-elevator'],
    ],
  },
  {
    id: 15,
    name: '客流统计',
    children: [
      ['垂直双目客流相机', 'binocular-counter'],
      ['客流分析服务器', 'analytics-server'],
    ],
  },
  {
    id: 16,
    name: '显示与控制',
    children: [
      ['监视器', 'monitor'],
      ['解码器', 'decoder'],
      ['液晶拼接屏', 'video-wall'],
    ],
  },
  {
    id: 17,
    name: '机柜与布线',
    children: [
      ['网络机柜', 'cabinet'],
      ['配线架与模块', 'patch-panel'],
      ['光纤收发器', 'media-converter'],
      ['PDU电源插座', 'pdu'],
    ],
  },
  {
    id: 18,
    name: '安检与周界',
    children: [
      ['安检门', 'security-gate'],
      ['X光安检机', 'xray'],
      ['电子围栏', 'fence'],
      ['手持金属探测器', 'metal-detector'],
    ],
  },
  {
    id: 19,
    name: '智能家居',
    children: [
      ['家用摄像机', 'home-camera'],
      ['智能门锁', 'smart-lock'],
      ['可视门铃', 'doorbell'],
    ],
  },
];

export const CATEGORIES: CategoryDef[] = TREE.flatMap((f) => [
  { id: f.id, parentId: null, name: f.name, separate: f.separate ?? false },
  ...f.children.map(([name, shape, extraFilters], i) => ({
    id: f.id * 100 + i + 1,
    parentId: f.id,
    name,
    separate: f.separate ?? false,
    shape,
    ...(extraFilters ? { extraFilters } : {}),
  })),
]);

export const CAT = Object.fromEntries(CATEGORIES.map((c) => [c.name, c.id])) as Record<string, number>;

export function categoryById(id: number): CategoryDef {
  const c = CATEGORIES.find((x) => x.id === id);
  if (!c) throw new Error(`unknown category ${id}`);
  return c;
}

export type AttrValue = number | string;

export interface AttrDef {
  name: string;
  unit: string | null;
  type: 'number' | 'text';
  filterable: boolean;
  /** The text a filter shows; the attrs of the sku are passed for combined values. */
  fmt?: (v: AttrValue, attrs: Record<string, AttrValue>) => string;
}

const mp = (v: AttrValue) => `${Math.round(Number(v) * 100)}万像素`;

/** Attribute vocabulary, in display order. Keys are the keys of sku.attrs. */
export const ATTRS: Record<string, AttrDef> = {
  resolutionMP: { name: '分辨率', unit: 'MP', type: 'number', filterable: true, fmt: mp },
  thermalResolution: { name: '热成像分辨率', unit: null, type: 'text', filterable: true },
  sensor: { name: '传感器尺寸', unit: null, type: 'text', filterable: true },
  lensMm: {
    name: '镜头焦距',
    unit: 'mm',
    type: 'number',
    filterable: true,
    fmt: (v, a) => (a.lensMaxMm !== undefined ? `${v}-${a.lensMaxMm}mm` : `${v}mm`),
  },
  lensMaxMm: { name: '最长焦距', unit: 'mm', type: 'number', filterable: false },
  opticalZoom: { name: '光学变倍', unit: '倍', type: 'number', filterable: true, fmt: (v) => `${v}倍` },
  lightType: { name: '补光类型', unit: null, type: 'text', filterable: true },
  irRangeM: { name: '补光距离', unit: 'm', type: 'number', filterable: true, fmt: (v) => `${v}m` },
  fovHorizontalDeg: { name: '水平视场角', unit: '°', type: 'number', filterable: false, fmt: (v) => `${v}°` },
  fovVerticalDeg: { name: '垂直视场角', unit: '°', type: 'number', filterable: false, fmt: (v) => `${v}°` },
  mainStreamKbps: { name: '主码流', unit: 'Kbps', type: 'number', filterable: false },
  subStreamKbps: { name: '子码流', unit: 'Kbps', type: 'number', filterable: false },
  smartFeatures: { name: '智能功能', unit: null, type: 'text', filterable: false },
  audio: { name: '音频', unit: null, type: 'text', filterable: false },
  network: { name: '网络', unit: null, type: 'text', filterable: true },
  solarPanelW: { name: '太阳能板功率', unit: 'W', type: 'number', filterable: true, fmt: (v) => `${v}W` },
  batteryAh: { name: '电池容量', unit: 'Ah', type: 'number', filterable: true, fmt: (v) => `${v}Ah` },
  channels: { name: '接入路数', unit: '路', type: 'number', filterable: true, fmt: (v) => `${v}路` },
  incomingBandwidthMbps: { name: '接入带宽', unit: 'Mbps', type: 'number', filterable: false },
  hddBays: { name: '盘位', unit: '个', type: 'number', filterable: true, fmt: (v) => `${v}盘位` },
  maxHddTB: { name: '单盘最大容量', unit: 'TB', type: 'number', filterable: false, fmt: (v) => `${v}TB` },
  maxResolutionMP: { name: '最大接入分辨率', unit: 'MP', type: 'number', filterable: false, fmt: mp },
  ports: { name: '端口数', unit: '口', type: 'number', filterable: true, fmt: (v) => `${v}口` },
  poePorts: {
    name: 'PoE口数',
    unit: '口',
    type: 'number',
    filterable: true,
    fmt: (v) => (Number(v) > 0 ? `${v}口` : '无'),
  },
  portSpeed: { name: '端口速率', unit: null, type: 'text', filterable: true },
  poeBudgetW: { name: 'PoE总功率', unit: 'W', type: 'number', filterable: false, fmt: (v) => `${v}W` },
  uplinkGbps: { name: '上行速率', unit: 'Gbps', type: 'number', filterable: true, fmt: (v) => `${v}G` },
  poeStandard: { name: 'PoE标准', unit: null, type: 'text', filterable: true },
  poeClass: { name: 'PoE供电等级', unit: null, type: 'text', filterable: true },
  managed: { name: '网管类型', unit: null, type: 'text', filterable: true },
  capacityTB: { name: '容量', unit: 'TB', type: 'number', filterable: true, fmt: (v) => `${v}TB` },
  diskLine: { name: '硬盘类型', unit: null, type: 'text', filterable: true },
  rpm: { name: '转速', unit: 'rpm', type: 'number', filterable: false },
  screenInch: { name: '屏幕尺寸', unit: '英寸', type: 'number', filterable: true, fmt: (v) => `${v}英寸` },
  faceCapacity: { name: '人脸库容量', unit: '张', type: 'number', filterable: false },
  cardType: { name: '卡类型', unit: null, type: 'text', filterable: true },
  unlockModes: { name: '开门方式', unit: null, type: 'text', filterable: false },
  lockType: { name: '锁类型', unit: null, type: 'text', filterable: true },
  holdingForceKg: { name: '拉力', unit: 'kg', type: 'number', filterable: true, fmt: (v) => `${v}kg` },
  doors: { name: '门数', unit: '门', type: 'number', filterable: true, fmt: (v) => `${v}门` },
  intercomType: { name: '系统类型', unit: null, type: 'text', filterable: true },
  armType: { name: '闸杆类型', unit: null, type: 'text', filterable: true },
  armLengthM: { name: '杆长', unit: 'm', type: 'number', filterable: true, fmt: (v) => `${v}m` },
  liftTimeS: { name: '起落时间', unit: 's', type: 'number', filterable: false, fmt: (v) => `${v}s` },
  pixelPitchMm: { name: '点间距', unit: 'mm', type: 'number', filterable: true, fmt: (v) => `P${v}` },
  cabinetSizeMm: { name: '箱体尺寸', unit: 'mm', type: 'text', filterable: true },
  brightnessNits: { name: '亮度', unit: 'cd/㎡', type: 'number', filterable: false },
  bezelMm: { name: '拼缝', unit: 'mm', type: 'number', filterable: true, fmt: (v) => `${v}mm` },
  outputs: { name: '输出接口', unit: null, type: 'text', filterable: false },
  powerW: { name: '功率', unit: 'W', type: 'number', filterable: false, fmt: (v) => `${v}W` },
  capacityVA: {
    name: '容量',
    unit: 'VA',
    type: 'number',
    filterable: true,
    fmt: (v) => (Number(v) >= 1000 ? `${Number(v) / 1000}kVA` : `${v}VA`),
  },
  backupMinutes: { name: '后备时间', unit: '分钟', type: 'number', filterable: false, fmt: (v) => `${v}分钟` },
  upsType: { name: '机型', unit: null, type: 'text', filterable: true },
  zones: { name: '防区数', unit: '个', type: 'number', filterable: true, fmt: (v) => `${v}防区` },
  detectorType: { name: '探测类型', unit: null, type: 'text', filterable: true },
  connection: { name: '连接方式', unit: null, type: 'text', filterable: true },
  cableType: { name: '线缆类型', unit: null, type: 'text', filterable: true },
  conductor: { name: '导体', unit: null, type: 'text', filterable: false },
  lengthM: { name: '长度', unit: 'm', type: 'number', filterable: true, fmt: (v) => `${v}m` },
  fiberMode: { name: '光纤类型', unit: null, type: 'text', filterable: true },
  fiberCores: { name: '芯数', unit: '芯', type: 'number', filterable: true, fmt: (v) => `${v}芯` },
  mountType: { name: '安装方式', unit: null, type: 'text', filterable: true },
  outputVoltage: { name: '输出电压', unit: null, type: 'text', filterable: true },
  licenseChannels: { name: '授权路数', unit: '路', type: 'number', filterable: true, fmt: (v) => `${v}路` },
  licenseType: { name: '授权方式', unit: null, type: 'text', filterable: true },
  frequencyGHz: { name: '工作频段', unit: 'GHz', type: 'number', filterable: true, fmt: (v) => `${v}GHz` },
  txPowerDbm: { name: '发射功率', unit: 'dBm', type: 'number', filterable: false },
  antennaGainDbi: { name: '天线增益', unit: 'dBi', type: 'number', filterable: false },
  sensitivityDbm: { name: '接收灵敏度', unit: 'dBm', type: 'number', filterable: false },
  throughputMbps: { name: '吞吐量', unit: 'Mbps', type: 'number', filterable: true, fmt: (v) => `${v}Mbps` },
  rangeKm: { name: '传输距离', unit: 'km', type: 'number', filterable: true, fmt: (v) => `${v}km` },
  minMountHeightM: { name: '最小安装高度', unit: 'm', type: 'number', filterable: false, fmt: (v) => `${v}m` },
  maxMountHeightM: { name: '最大安装高度', unit: 'm', type: 'number', filterable: false, fmt: (v) => `${v}m` },
  countAccuracy: { name: '统计准确率', unit: null, type: 'text', filterable: false },
  heightU: { name: '高度', unit: 'U', type: 'number', filterable: true, fmt: (v) => `${v}U` },
  depthMm: { name: '深度', unit: 'mm', type: 'number', filterable: true, fmt: (v) => `${v}mm` },
  color: { name: '颜色', unit: null, type: 'text', filterable: true },
  outlets: { name: '插孔数', unit: '位', type: 'number', filterable: true, fmt: (v) => `${v}位` },
  tunnelSize: { name: '通道尺寸', unit: 'mm', type: 'text', filterable: true },
  lanes: { name: '通道数', unit: null, type: 'text', filterable: true },
  material: { name: '材质', unit: null, type: 'text', filterable: true },
  protection: { name: '防护等级', unit: null, type: 'text', filterable: true },
};

export function formatAttr(key: string, value: AttrValue, attrs: Record<string, AttrValue>): string {
  const def = ATTRS[key];
  return def?.fmt ? def.fmt(value, attrs) : String(value);
}
