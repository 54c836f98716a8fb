import type { ReactNode } from "react";
import { Modal } from "./modal.tsx";
import { Button } from "./button.tsx";

/** A yes/no question in a modal, for destructive actions; the confirm button says what happens. */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  cancelLabel,
  busy = false,
  error,
  onConfirm,
  onCancel,
}: {
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  /** Why the last attempt failed; the question stays open to try again or cancel. */
  error?: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal title={title} onClose={onCancel} closeLabel={cancelLabel}>
      <p className="text-sm text-slate-700">{message}</p>
      {error && <div className="mt-4">{error}</div>}
      <div className="mt-6 flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button variant="danger" disabled={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
