import { useState } from "react";
import { MoveToProjectDialog } from "../features/projects/components/move-to-project-dialog.tsx";

/**
 * A workspace's 'Move to Project': the tables hand over the chosen ids and what to do once
 * moved (clear their selection); the projects feature's dialog does the moving.
 */
export function useMoveToProject(organizationId: string) {
  const [moving, setMoving] = useState<{ ids: string[]; done: () => void } | null>(null);
  const dialog = moving && (
    <MoveToProjectDialog
      organizationId={organizationId}
      documentIds={moving.ids}
      onClose={() => setMoving(null)}
      onMoved={() => {
        moving.done();
        setMoving(null);
      }}
    />
  );
  return {
    open: (ids: string[], done: () => void) => setMoving({ ids, done }),
    dialog,
  };
}
