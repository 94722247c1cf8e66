import { analyticsEndpoints } from '#shared/contracts/analytics';
import type { BodyOf } from '#shared/endpoint';
import { api } from './api-client';

/**
 * Counts a page view on our own server (POST /api/analytics/events): only the path, no
 * query or hash, no cookie, no identifier. Fire and forget: a failure costs one count.
 */
export function trackPageView(pathname: string): void {
  if (typeof fetch !== 'function') return;
  try {
    fetch(api.url(analyticsEndpoints.track), {
      method: analyticsEndpoints.track.method,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ type: 'page_view', path: pathname } satisfies BodyOf<
        typeof analyticsEndpoints.track
      >),
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // Counting must never break a page.
  }
}
