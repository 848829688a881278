// The content feature's door: what other features use of it (the lint rule portal/module-boundaries lets them
// import nothing else of it).
export { detailPath } from './ContentCard.tsx';
export { ContentSearchResults } from './ContentSearchResults.tsx';
export { PageBody } from './StaticContentPage.tsx';
export { useContentPage } from './queries.ts';
export { ClueMarquee, openCustomerService } from './ClueMarquee.tsx';
