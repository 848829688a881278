// The requirement feature's door: what other features use of it (the lint rule portal/module-boundaries lets them
// import nothing else of it).
/**
 * The dialog as its own chunk, for a `lazy()` that loads it when first opened (no static re-export: the shell's
 * toolbar imports this door, so a static one would put the dialog and its form in the first screen's files).
 */
export const loadRequirementDialog = () => import('./RequirementDialog.tsx');
