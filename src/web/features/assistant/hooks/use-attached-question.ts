import { useState } from "react";
import { useTranslation } from "react-i18next";
import { waitUntilRead } from "../api/wait-until-read.ts";
import { mentionToken } from "../mention-tokens.ts";
import { useAttachments } from "./use-attachments.ts";

/**
 * A question with files attached (the dashboard chat input, spec §2, §4): the files are uploaded
 * through `uploadAttachment` and read, then the question is sent mentioning them. A file that
 * could not be uploaded keeps the question back, with its name in `error`.
 */
export function useAttachedQuestion({
  uploadAttachment,
  send,
}: {
  uploadAttachment: ((file: File) => Promise<string | null>) | undefined;
  send: (text: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const attachments = useAttachments();
  const [preparing, setPreparing] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const add = (files: File[]) => {
    const refused = attachments.add(files);
    setError(refused > 0 ? t("assistant.attach.refused") : null);
  };

  const ask = async (text: string) => {
    const files = attachments.files;
    if (!uploadAttachment || files.length === 0) return send(text);
    setPreparing(true);
    setError(null);
    const uploaded = await Promise.all(
      files.map(async ({ file }) => {
        const documentId = await uploadAttachment(file).catch(() => null);
        if (documentId) await waitUntilRead(documentId).catch(() => undefined);
        return { title: file.name, id: documentId };
      }),
    );
    setPreparing(false);
    const failed = uploaded.filter((entry) => !entry.id).map((entry) => entry.title);
    if (failed.length > 0) {
      setError(t("assistant.attach.failed", { names: failed.join(", ") }));
      return;
    }
    attachments.clear();
    const tokens = uploaded.map(({ title, id }) =>
      mentionToken({ title, type: "uploaded_document", id: id! }),
    );
    return send([...tokens, text.trim()].join(" "));
  };

  return {
    files: attachments.files,
    add,
    remove: attachments.remove,
    preparing,
    error,
    ask,
  };
}
