import { CHAT } from "../../../contracts/limits.ts";

/** Spec §5: the dashboard chat input takes pdf, doc, docx, txt, jpg, jpeg, png. */
export function isAttachable(fileName: string): boolean {
  const dot = fileName.lastIndexOf(".");
  if (dot < 0) return false;
  return (CHAT.attachAccept as readonly string[]).includes(fileName.slice(dot).toLowerCase());
}

/** A message can go with text, or with at least one file and no file still attaching. */
export function canSendMessage(input: {
  text: string;
  files: readonly { attaching: boolean }[];
  loading: boolean;
}): boolean {
  if (input.loading || input.files.some((file) => file.attaching)) return false;
  return input.text.trim() !== "" || input.files.length > 0;
}
