export * from './main-nav.ts';
export * from './toolbar.ts';
export * from './tool-nav.ts';
export * from './workbench.ts';
export * from './entry-qr.ts';
export * from './staff-nav.ts';
