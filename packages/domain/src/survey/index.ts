export * from './units.ts';
export * from './calibration.ts';
export * from './camera.ts';
export * from './visibility.ts';
export * from './document.ts';
export * from './actions.ts';
export * from './coverage.ts';
export * from './contract.ts';
