// The trail an error report carries: the last navigations and API calls of the page (method, path and status: never a
// body, never a query string, which may carry a token).
import { type Breadcrumb, type BreadcrumbType, CLIENT_REPORT_LIMITS, cutText } from '@etp/contracts';

const trail: Breadcrumb[] = [];

export function addBreadcrumb(type: BreadcrumbType, text: string, at = Date.now()): void {
  trail.push({ at, type, text: cutText(text, CLIENT_REPORT_LIMITS.breadcrumbText) });
  if (trail.length > CLIENT_REPORT_LIMITS.breadcrumbs) trail.shift();
}

/** The trail so far, oldest first. */
export const breadcrumbs = (): Breadcrumb[] => [...trail];

/** For tests: an empty trail. */
export function clearBreadcrumbs(): void {
  trail.length = 0;
}
