// The catalogue maintenance feature's door: its page is loaded by the route table (app/routes.tsx).
export { useCategories } from './queries.ts';
