import { SNIPPET_MARK } from "../../../../contracts/search.ts";

/** A snippet with the matched words marked, built from text: nothing in it is read as HTML. */
export function SnippetText({ snippet }: { snippet: string }) {
  const parts = snippet.split(SNIPPET_MARK.start);
  return (
    <>
      {parts.map((part, index) => {
        if (index === 0) return <span key={index}>{part}</span>;
        const [marked = "", rest = ""] = part.split(SNIPPET_MARK.stop);
        return (
          <span key={index}>
            <mark className="rounded bg-amber-100 px-0.5 text-slate-900">{marked}</mark>
            {rest}
          </span>
        );
      })}
    </>
  );
}
