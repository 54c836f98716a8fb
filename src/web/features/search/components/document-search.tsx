import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { SearchResult } from "../../../../contracts/search.ts";
import { errorMessage } from "../../../lib/error-message.ts";
import { formatMoney } from "../../../../contracts/format-money.ts";
import { documentPath } from "../../../lib/paths.ts";
import { useDocumentSearch } from "../api/use-document-search.ts";
import { QueryChips } from "./query-chips.tsx";
import { SnippetText } from "./snippet-text.tsx";
import type { Vertical } from "../../../../contracts/organizations.ts";

function ResultRow({ result, active }: { result: SearchResult; active: boolean }) {
  const { t, i18n } = useTranslation();
  const dateFormat = new Intl.DateTimeFormat(i18n.language === "id" ? "id-ID" : "en-US", {
    dateStyle: "medium",
    timeZone: "UTC",
  });
  const who = result.counterparty ?? result.vendor;
  return (
    <div className={`space-y-1 px-4 py-3 ${active ? "bg-brand-50" : ""}`}>
      <div className="flex items-baseline gap-2">
        <span className="min-w-0 flex-1 truncate text-sm font-medium text-slate-900">
          {result.name}
        </span>
        {result.type && (
          <span className="shrink-0 rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-600">
            {t(`search.types.${result.type}`, { defaultValue: result.type })}
          </span>
        )}
      </div>
      <div className="flex flex-wrap gap-x-3 text-xs text-slate-500">
        {who && <span className="truncate">{who}</span>}
        {result.matched_date?.on === "due_date" ? (
          <span>
            {t("search.matchedDue", {
              date: dateFormat.format(new Date(result.matched_date.date)),
            })}
          </span>
        ) : (
          result.date && <span>{dateFormat.format(new Date(result.date))}</span>
        )}
        {result.total_amount !== null && (
          <span className="tabular-nums">
            {formatMoney(result.total_amount, result.currency, i18n.language)}
          </span>
        )}
      </div>
      {result.snippet && (
        <p className="line-clamp-2 text-xs text-slate-600">
          <SnippetText snippet={result.snippet} />
        </p>
      )}
    </div>
  );
}

/**
 * The dashboard's search box (issue 6): what the user types is understood into filters, shown
 * as removable chips, and the organization's best-matching documents appear as they type.
 * Up and down move through the results, Enter opens one, Escape closes the list.
 */
export function DocumentSearch({
  organizationId,
  vertical,
}: {
  organizationId: string;
  vertical: Vertical;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const listId = useId();
  const container = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  // The filters whose chips the user kept; a chip removed is no longer kept.
  const [kept, setKept] = useState<ReadonlySet<string>>(new Set());
  const search = useDocumentSearch(organizationId, vertical, query, [...kept]);
  const results = search.data?.results ?? [];
  const showPanel = open && search.settledQuery.length > 0;

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", closeOutside);
    return () => document.removeEventListener("pointerdown", closeOutside);
  }, [open]);

  const openResult = (result: SearchResult) =>
    void navigate(documentPath(result.vertical, result.id));

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) =>
        Math.min(Math.max(current + step, 0), Math.max(results.length - 1, 0)),
      );
    } else if (event.key === "Enter") {
      const chosen = results[active];
      if (showPanel && chosen) {
        event.preventDefault();
        openResult(chosen);
      }
    } else if (event.key === "Escape") {
      setOpen(false);
    }
  };

  const changeQuery = (next: string) => {
    setQuery(next);
    setActive(0);
    setOpen(true);
  };

  return (
    <div ref={container} className="relative">
      <label className="sr-only" htmlFor={`${listId}-input`}>
        {t("search.label")}
      </label>
      <input
        id={`${listId}-input`}
        type="search"
        role="combobox"
        aria-expanded={showPanel}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showPanel && results[active] ? `${listId}-${active}` : undefined}
        autoComplete="off"
        value={query}
        placeholder={t(`search.placeholder.${vertical}`)}
        onChange={(event) => changeQuery(event.target.value)}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
        className="w-full rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm shadow-sm placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100"
      />
      {search.data && search.settledQuery.length > 0 && (
        <QueryChips
          chips={search.data.parsed.chips}
          kept={kept}
          onRemove={(chip) => {
            setKept((current) => new Set([...current].filter((key) => key !== chip.filter)));
            changeQuery(withoutWords(query, chip.words));
          }}
          onToggleKeep={(filter) => {
            setKept((current) =>
              current.has(filter)
                ? new Set([...current].filter((key) => key !== filter))
                : new Set([...current, filter]),
            );
            setOpen(true);
          }}
        />
      )}
      {showPanel && (
        <div className="absolute inset-x-0 top-full z-20 mt-1 max-h-[28rem] overflow-y-auto rounded-lg border border-slate-200 bg-white shadow-lg">
          <p
            className="border-b border-slate-100 px-4 py-2 text-xs text-slate-500"
            aria-live="polite"
          >
            {search.isFetching || search.typing
              ? t("search.searching")
              : t("search.count", { count: search.data?.total ?? 0 })}
          </p>
          {search.data && search.data.relaxed.length > 0 && (
            <p className="border-b border-amber-100 bg-amber-50 px-4 py-2 text-xs text-amber-900">
              {t("search.relaxed", {
                filters: search.data.relaxed
                  .map((relaxed) => `“${relaxed.words ?? t(`search.filters.${relaxed.filter}`)}”`)
                  .join(", "),
              })}
            </p>
          )}
          {search.isError && (
            <p className="px-4 py-3 text-sm text-red-700">{errorMessage(t, search.error)}</p>
          )}
          {search.isSuccess && results.length === 0 && !search.isFetching && (
            <div className="px-4 py-6 text-center">
              <p className="text-sm text-slate-700">
                {t("search.empty", { query: search.settledQuery })}
              </p>
              <p className="mt-1 text-xs text-slate-500">{t("search.emptyHint")}</p>
            </div>
          )}
          <ul
            id={listId}
            role="listbox"
            aria-label={t("search.results")}
            className="divide-y divide-slate-100"
          >
            {results.map((result, index) => (
              <li
                key={result.id}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                className="cursor-pointer"
                onMouseEnter={() => setActive(index)}
                onClick={() => openResult(result)}
              >
                <ResultRow result={result} active={index === active} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/** The query without a chip's words (they are the query's own, as typed), tidily spaced. */
function withoutWords(query: string, words: string): string {
  const at = query.indexOf(words);
  if (at < 0) return query;
  return `${query.slice(0, at)} ${query.slice(at + words.length)}`.replace(/\s+/g, " ").trim();
}
