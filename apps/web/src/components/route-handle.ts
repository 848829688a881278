/** What a route tells the shell about its page (read by the layouts, the breadcrumb and the document title). */
export interface RouteHandle {
  /** Breadcrumb and document title. */
  title?: string;
  /** Hide the breadcrumb on this page. */
  noCrumb?: boolean;
  /** White page background (product detail and the like). */
  white?: boolean;
  /** A title that depends on the route parameters (falls back to title). */
  paramTitle?: (params: Record<string, string | undefined>) => string | undefined;
}
