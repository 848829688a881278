/**
 * Tool navigation bar and calculator sidebar (part 2 §2).
 */
export interface ToolTab {
  key: 'home' | 'designOrder' | 'smartTool' | 'calculator';
  label: string;
  path: string;
}

export const TOOL_PATHS = {
  home: '/tool',
  designOrder: '/tool/designOrder',
  calculator: '/tool/calculator/aVideoCapacity',
} as const;

export const BADGE_MAX = 99;

/** With survey permission: my design orders first; otherwise the tool home first. */
export function toolTabs(surveyPermission: boolean | undefined): ToolTab[] {
  const calculator: ToolTab = { key: 'calculator', label: '安防计算器', path: TOOL_PATHS.calculator };
  if (surveyPermission) {
    return [
      { key: 'designOrder', label: '我的设计单', path: TOOL_PATHS.designOrder },
      { key: 'smartTool', label: '智能配单工具', path: TOOL_PATHS.home },
      calculator,
    ];
  }
  return [
    { key: 'home', label: '安防工具首页', path: TOOL_PATHS.home },
    { key: 'designOrder', label: '我的设计单', path: TOOL_PATHS.designOrder },
    calculator,
  ];
}

/** The tab that is active for a pathname. */
export function activeToolTab(pathname: string, surveyPermission: boolean | undefined): ToolTab['key'] {
  if (pathname.startsWith('/tool/calculator')) return 'calculator';
  if (pathname.startsWith('/tool/designOrder')) return 'designOrder';
  return surveyPermission ? 'smartTool' : 'home';
}

/** Badge text: counts over 99 show '99+'; nothing for zero or less. */
export function badgeText(count: number | null | undefined, max: number = BADGE_MAX): string {
  if (!count || count <= 0) return '';
  return count > max ? `${max}+` : String(Math.floor(count));
}

export const CALCULATOR_NAV_TITLE = '安防计算器类型';

export const CALCULATOR_NAV = [
  { type: 'aVideoCapacity', label: '录像容量' },
  { type: 'bNVRChannelAccess', label: 'NVR通道接入' },
  { type: 'cCameraFocalLength', label: '摄像机焦距' },
  { type: 'dBandWidth', label: '带宽' },
  { type: 'eSwitchAccess', label: '交换机接入' },
  { type: 'fGenericCabling', label: '综合布线' },
  { type: 'gCameraPowerSupply', label: '摄像机供电' },
  { type: 'hTwistedPairAmount', label: '双绞线用量' },
  { type: 'iVerticalBinocular', label: '垂直双目' },
  { type: 'jWirelessIntelligent', label: '无线网桥' },
] as const;

export type CalculatorNavType = (typeof CALCULATOR_NAV)[number]['type'];

export function calculatorLabel(type: string): string | undefined {
  return CALCULATOR_NAV.find((c) => c.type === type)?.label;
}
