// The imports module's public face: its PortalModule for the manifest.
export { importsModule } from './module.ts';
