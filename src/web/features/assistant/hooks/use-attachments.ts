import { useCallback, useEffect, useRef, useState } from "react";
import { CHAT } from "../../../../contracts/limits.ts";
import { isAttachable } from "../attachments.ts";

export interface Attachment {
  id: string;
  file: File;
  /** Spec §4: an attached file shows as loading for about 800 ms. */
  attaching: boolean;
}

/** Files attached to the next message; files of other types are left out and counted. */
export function useAttachments() {
  const [files, setFiles] = useState<Attachment[]>([]);
  const timers = useRef(new Set<number>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);

  const add = useCallback((chosen: Iterable<File>): number => {
    const all = [...chosen];
    const accepted = all.filter((file) => isAttachable(file.name));
    const added = accepted.map((file) => ({ id: crypto.randomUUID(), file, attaching: true }));
    setFiles((current) => [...current, ...added]);
    const timer = window.setTimeout(() => {
      timers.current.delete(timer);
      const ids = new Set<string>(added.map((entry) => entry.id));
      setFiles((current) =>
        current.map((entry) => (ids.has(entry.id) ? { ...entry, attaching: false } : entry)),
      );
    }, CHAT.attachDelayMs);
    timers.current.add(timer);
    return all.length - accepted.length;
  }, []);

  const remove = useCallback(
    (id: string) => setFiles((current) => current.filter((entry) => entry.id !== id)),
    [],
  );
  const clear = useCallback(() => setFiles([]), []);

  return { files, add, remove, clear };
}
