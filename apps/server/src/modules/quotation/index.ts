// The quotation module's public face (报价单, issue 44 §5): the manifest imports from here only.
export { quotationRoutes } from './routes.ts';
