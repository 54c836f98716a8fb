import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ChevronIcon } from "../../../components/ui/icons.tsx";
import { findPassage } from "../find-passage.ts";

/**
 * The document's text as read, folded away until wanted; a clause chosen in the clause list
 * opens it with that clause marked and scrolled into view.
 */
export function DocumentText({
  content,
  highlight,
}: {
  content: string | null;
  /** The passage to mark; each new object marks again, even the same text. */
  highlight: { text: string } | null;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState(highlight);
  const marked = useRef<HTMLElement>(null);
  if (highlight !== shown) {
    setShown(highlight);
    if (highlight) setOpen(true);
  }
  // Scrolling is the browser's to do once the mark is on the page.
  useEffect(() => {
    marked.current?.scrollIntoView({ behavior: "smooth", block: "center" });
  }, [shown]);

  if (!content) return null;
  const found = shown ? findPassage(content, shown.text) : null;
  return (
    <details
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="group rounded-xl border border-slate-200 bg-white"
    >
      <summary className="flex cursor-pointer list-none items-center justify-between px-4 py-3 text-sm font-semibold text-slate-800 [&::-webkit-details-marker]:hidden">
        {t("documents.detail.text")}
        <ChevronIcon className="h-4 w-4 text-slate-400 transition-transform group-open:rotate-90" />
      </summary>
      {shown && !found && (
        <p role="status" className="border-t border-slate-100 px-4 py-2 text-xs text-slate-500">
          {t("documentDetail.clauses.notInText")}
        </p>
      )}
      <pre
        tabIndex={0}
        className="max-h-[32rem] overflow-auto whitespace-pre-wrap border-t border-slate-100 px-4 py-3 font-sans text-sm text-slate-700"
      >
        {found ? (
          <>
            {content.slice(0, found.start)}
            <mark ref={marked} className="rounded bg-amber-200 px-0.5 text-slate-900">
              {content.slice(found.start, found.end)}
            </mark>
            {content.slice(found.end)}
          </>
        ) : (
          content
        )}
      </pre>
    </details>
  );
}
