import { useEffect, useEffectEvent } from "react";
import { sendPageView } from "../api/analytics-api.ts";

/**
 * Spec §7: a page-view event on every route change, kept by our own server (nobody else's).
 * An effect because a route change is the outside world the page follows, not an event this
 * code handles; the organization is the one open when the path changes, so the organization
 * list arriving later does not count the view twice.
 */
export function usePageViews(pathname: string, organizationId: string | undefined) {
  const record = useEffectEvent((path: string) => {
    sendPageView(path, organizationId).catch(() => {
      // A view that did not reach the server only goes uncounted.
    });
  });
  useEffect(() => record(pathname), [pathname]);
}
