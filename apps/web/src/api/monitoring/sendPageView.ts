// POST /p/v1/page-views: one page view as a beacon (it outlives the page, costs the page nothing and answers nobody);
// `fetch` with keepalive where there is no beacon. Never throws.
import { MONITORING_API, type PageViewBeacon } from '@etp/contracts';
import { apiBaseFor } from '@/utils/env';

export function sendPageView(view: PageViewBeacon): void {
  const url = `${apiBaseFor(window.location.hostname)}${MONITORING_API.pageViews}`;
  const body = JSON.stringify(view);
  try {
    if (
      typeof navigator.sendBeacon === 'function' &&
      navigator.sendBeacon(url, new Blob([body], { type: 'application/json' }))
    )
      return;
    void fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body, keepalive: true }).catch(
      () => undefined,
    );
  } catch {
    // A page view that cannot be sent is not counted; the page goes on.
  }
}
