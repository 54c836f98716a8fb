import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { onDocumentEvents } from "../../../lib/document-events.ts";
import type { Vertical } from "../../../../contracts/organizations.ts";

export interface Placeholder {
  placeholderId: string;
  name: string;
}

/**
 * Rows for files on their way in (spec §4): one appears as 'uploading' on `document:placeholder`
 * and gives way to the server's row on `document:inserted`, once the lists have reloaded.
 */
export function usePlaceholders(organizationId: string, vertical: Vertical): Placeholder[] {
  const queryClient = useQueryClient();
  const [placeholders, setPlaceholders] = useState<Placeholder[]>([]);
  useEffect(
    () =>
      onDocumentEvents({
        placeholder: (detail) => {
          if (detail.organizationId !== organizationId || detail.vertical !== vertical) return;
          setPlaceholders((current) => [
            { placeholderId: detail.placeholderId, name: detail.name },
            ...current,
          ]);
        },
        inserted: (detail) => {
          void queryClient
            .invalidateQueries({ queryKey: ["documents", organizationId] })
            .then(() =>
              setPlaceholders((current) =>
                current.filter((each) => each.placeholderId !== detail.placeholderId),
              ),
            );
        },
      }),
    [organizationId, vertical, queryClient],
  );
  return placeholders;
}
