// The requirement feature's door: what other features use of it (the lint rule portal/module-boundaries lets them
// import nothing else of it).
export { RequirementDialog } from './RequirementDialog.tsx';
