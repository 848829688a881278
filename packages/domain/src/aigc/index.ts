export * from './aigc.ts';
export * from './stream.ts';
export * from './contract.ts';
export * from './aigc-api.ts';
export * from './facts.ts';
export * from './storyboard.ts';
