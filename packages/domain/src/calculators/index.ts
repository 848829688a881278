// Public surface of the calculators. Internal helpers of common.ts (step, fail, finalize, fmt) and the field
// contracts' builders (fields.ts) stay private; the refusal catalogues and each calculator's input contract
// (e.g. `bandwidthInputSchema`) are public.
export type { CalcFailure, CalcResult, CalcSuccess, FieldError, FormulaStep } from './common.ts';
export { CALC_FIELD_MESSAGES, CALC_SHARED_MESSAGES, ceil2, ceilCount, floorCapacity, round2 } from './common.ts';
export * from './registry.ts';
export * from './carry.ts';
export * from './video-capacity.ts';
export * from './nvr-channel-access.ts';
export * from './camera-focal-length.ts';
export * from './bandwidth.ts';
export * from './switch-access.ts';
export * from './generic-cabling.ts';
export * from './camera-power-supply.ts';
export * from './twisted-pair-amount.ts';
export * from './vertical-binocular.ts';
export * from './wireless-bridge.ts';
export * from './usage.ts';
export * from './recommend.ts';
export * from './usage-contract.ts';
