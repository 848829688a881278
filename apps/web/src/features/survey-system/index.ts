// The survey-system feature's door: what other features use of it (the lint rule portal/module-boundaries lets them
// import nothing else of it).
export { CableRunsLayer } from './CableRunsLayer.tsx';
export { SystemPreview } from './SystemPreview.tsx';
export { TopologyPreview } from './TopologyPreview.tsx';
export { WiringTool } from './WiringTool.tsx';
export { useSceneRuns } from './useSceneRuns.ts';
