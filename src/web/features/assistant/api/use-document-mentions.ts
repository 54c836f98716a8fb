import { useQuery } from "@tanstack/react-query";
import { PAGE_SIZES, TIMINGS } from "../../../../contracts/limits.ts";
import type { MentionItem } from "../../../../contracts/search.ts";
import { apiRequest } from "../../../lib/api-client.ts";
import { useSettledValue } from "../../../lib/use-settled-value.ts";

/**
 * Documents to mention as the user types after an @ (spec §5, §7): looked up once typing
 * pauses for 300 ms, only with at least one character, 8 at most. A failed lookup is logged
 * and gives an empty list (spec §4, §8).
 */
export function useDocumentMentions(organizationId: string, query: string | null) {
  const settled = useSettledValue(query ?? "", TIMINGS.mentionDebounceMs);
  const lookup = useQuery({
    queryKey: ["document-mentions", organizationId, settled],
    queryFn: async ({ signal }): Promise<MentionItem[]> => {
      const parameters = new URLSearchParams({
        q: settled,
        limit: String(PAGE_SIZES.mentionSuggestions),
        organizationId,
      });
      try {
        const answer = await apiRequest<{ mentions: MentionItem[] }>(
          `/api/legal/document-mentions?${parameters.toString()}`,
          { signal },
        );
        return answer.mentions;
      } catch (error) {
        if (signal.aborted) throw error;
        console.warn("mention lookup failed", error);
        return [];
      }
    },
    enabled: query !== null && settled.length > 0,
    staleTime: 30_000,
  });
  const waiting = query !== null && query.length > 0 && settled !== query;
  return {
    mentions: settled === query ? (lookup.data ?? []) : [],
    loading: waiting || lookup.isFetching,
  };
}
