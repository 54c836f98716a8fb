import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { SEARCH } from "../../../../contracts/limits.ts";
import type { SearchResponse } from "../../../../contracts/search.ts";
import { apiRequest } from "../../../lib/api-client.ts";
import { localDate } from "../../../lib/local-date.ts";
import type { Vertical } from "../../../../contracts/organizations.ts";
import { useSettledValue } from "../../../lib/use-settled-value.ts";

/**
 * Results as the user types: asked for once typing pauses, the previous results kept on screen
 * until the new ones arrive so the list does not jump.
 */
export function useDocumentSearch(
  organizationId: string,
  vertical: Vertical,
  query: string,
  /** The filters whose chips the user kept: they hold as conditions (`strict`). */
  kept: readonly string[] = [],
) {
  const settled = useSettledValue(query.trim(), SEARCH.debounceMs);
  const strict = [...kept].sort().join(",");
  const parameters = new URLSearchParams({
    q: settled,
    organizationId,
    vertical,
    limit: String(SEARCH.defaultLimit),
    today: localDate(),
    ...(strict ? { strict } : {}),
  });
  const search = useQuery({
    queryKey: ["search", organizationId, vertical, settled, strict],
    queryFn: ({ signal }) =>
      apiRequest<SearchResponse>(`/api/search?${parameters.toString()}`, { signal }),
    enabled: settled.length > 0,
    placeholderData: keepPreviousData,
  });
  return { ...search, settledQuery: settled, typing: settled !== query.trim() };
}
