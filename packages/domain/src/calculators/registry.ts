/**
 * The ten calculators keyed by the route `type` of CALCULATOR_NAV (navigation/tool-nav.ts), each with its
 * defaults, validator and calculator, so a page can be driven generically.
 */
import { BANDWIDTH_DEFAULTS, calculateBandwidth, validateBandwidth } from './bandwidth.ts';
import {
  CAMERA_FOCAL_LENGTH_DEFAULTS,
  calculateCameraFocalLength,
  validateCameraFocalLength,
} from './camera-focal-length.ts';
import {
  CAMERA_POWER_SUPPLY_DEFAULTS,
  calculateCameraPowerSupply,
  validateCameraPowerSupply,
} from './camera-power-supply.ts';
import { GENERIC_CABLING_DEFAULTS, calculateGenericCabling, validateGenericCabling } from './generic-cabling.ts';
import {
  NVR_CHANNEL_ACCESS_DEFAULTS,
  calculateNvrChannelAccess,
  validateNvrChannelAccess,
} from './nvr-channel-access.ts';
import { SWITCH_ACCESS_DEFAULTS, calculateSwitchAccess, validateSwitchAccess } from './switch-access.ts';
import {
  TWISTED_PAIR_AMOUNT_DEFAULTS,
  calculateTwistedPairAmount,
  validateTwistedPairAmount,
} from './twisted-pair-amount.ts';
import {
  VERTICAL_BINOCULAR_DEFAULTS,
  calculateVerticalBinocular,
  validateVerticalBinocular,
} from './vertical-binocular.ts';
import { VIDEO_CAPACITY_DEFAULTS, calculateVideoCapacity, validateVideoCapacity } from './video-capacity.ts';
import { WIRELESS_BRIDGE_DEFAULTS, calculateWirelessBridge, validateWirelessBridge } from './wireless-bridge.ts';

export const CALCULATOR_MODULES = {
  aVideoCapacity: {
    title: '录像容量',
    defaults: VIDEO_CAPACITY_DEFAULTS,
    validate: validateVideoCapacity,
    calculate: calculateVideoCapacity,
  },
  bNVRChannelAccess: {
    title: 'NVR通道接入',
    defaults: NVR_CHANNEL_ACCESS_DEFAULTS,
    validate: validateNvrChannelAccess,
    calculate: calculateNvrChannelAccess,
  },
  cCameraFocalLength: {
    title: '摄像机焦距',
    defaults: CAMERA_FOCAL_LENGTH_DEFAULTS,
    validate: validateCameraFocalLength,
    calculate: calculateCameraFocalLength,
  },
  dBandWidth: {
    title: '带宽',
    defaults: BANDWIDTH_DEFAULTS,
    validate: validateBandwidth,
    calculate: calculateBandwidth,
  },
  eSwitchAccess: {
    title: '交换机接入',
    defaults: SWITCH_ACCESS_DEFAULTS,
    validate: validateSwitchAccess,
    calculate: calculateSwitchAccess,
  },
  fGenericCabling: {
    title: '综合布线',
    defaults: GENERIC_CABLING_DEFAULTS,
    validate: validateGenericCabling,
    calculate: calculateGenericCabling,
  },
  gCameraPowerSupply: {
    title: '摄像机供电',
    defaults: CAMERA_POWER_SUPPLY_DEFAULTS,
    validate: validateCameraPowerSupply,
    calculate: calculateCameraPowerSupply,
  },
  hTwistedPairAmount: {
    title: '双绞线用量',
    defaults: TWISTED_PAIR_AMOUNT_DEFAULTS,
    validate: validateTwistedPairAmount,
    calculate: calculateTwistedPairAmount,
  },
  iVerticalBinocular: {
    title: '垂直双目',
    defaults: VERTICAL_BINOCULAR_DEFAULTS,
    validate: validateVerticalBinocular,
    calculate: calculateVerticalBinocular,
  },
  jWirelessIntelligent: {
    title: '无线网桥',
    defaults: WIRELESS_BRIDGE_DEFAULTS,
    validate: validateWirelessBridge,
    calculate: calculateWirelessBridge,
  },
} as const;

export type CalculatorModuleType = keyof typeof CALCULATOR_MODULES;
