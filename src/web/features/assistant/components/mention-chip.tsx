import { FilesIcon } from "../../../components/ui/icons.tsx";

/** A mention token as it reads in a message (spec §7): a document icon and the bold title. */
export function MentionChip({ title }: { title: string }) {
  return (
    <span className="inline-flex items-baseline gap-1 align-baseline">
      <FilesIcon className="h-3.5 w-3.5 shrink-0 self-center" />
      <strong className="font-semibold">{title}</strong>
    </span>
  );
}
