import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { SEARCH } from "../../../../contracts/limits.ts";
import type { SearchResponse } from "../../../../contracts/search.ts";
import { apiRequest } from "../../../lib/api-client.ts";
import type { Vertical } from "../../../lib/paths.ts";

/** The user's own date, so "minggu ini" and "last month" mean their week and month. */
function localToday(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The value once it has stopped changing for `delayMs`. */
function useSettled<Value>(value: Value, delayMs: number): Value {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * Results as the user types: asked for once typing pauses, the previous results kept on screen
 * until the new ones arrive so the list does not jump.
 */
export function useDocumentSearch(organizationId: string, vertical: Vertical, query: string) {
  const settled = useSettled(query.trim(), SEARCH.debounceMs);
  const parameters = new URLSearchParams({
    q: settled,
    organizationId,
    vertical,
    limit: String(SEARCH.defaultLimit),
    today: localToday(),
  });
  const search = useQuery({
    queryKey: ["search", organizationId, vertical, settled],
    queryFn: ({ signal }) =>
      apiRequest<SearchResponse>(`/api/search?${parameters.toString()}`, { signal }),
    enabled: settled.length > 0,
    placeholderData: keepPreviousData,
  });
  return { ...search, settledQuery: settled, typing: settled !== query.trim() };
}
