// The compare feature's door: what other features use of it (the lint rule portal/module-boundaries lets them
// import nothing else of it).
export { CompareBar } from './CompareBar.tsx';
export { useCompare } from './useCompare.ts';
