// The private-product feature's door: what other features use of it (the lint rule portal/module-boundaries lets them
// import nothing else of it).
export { LazyPrivateToolbar } from './LazyPrivateToolbar.tsx';
export { PrivateToolbar } from './PrivateToolbar.tsx';
export { useDeletePrivate } from './keys.ts';
export { LazyPrivateDetailModal, LazyPrivateProductDialog } from './lazy-dialogs.tsx';
