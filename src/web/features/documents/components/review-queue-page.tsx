import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { FEEDBACK_FIELDS, type FeedbackField } from "../../../../contracts/documents.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { ArrowLeftIcon, CheckIcon } from "../../../components/ui/icons.tsx";
import { errorMessage } from "../../../lib/error-message.ts";
import { documentPath, verticalPaths } from "../../../lib/paths.ts";
import { useDocument, useFieldFeedback, useReviewQueue } from "../api/use-documents.ts";
import { readExtractedData } from "../../../../contracts/extracted-data.ts";
import { fieldKind } from "../extracted-data.ts";
import { DocumentPreview } from "./document-preview.tsx";
import { displayValue } from "./field-row.tsx";
import type { Vertical } from "../../../../contracts/organizations.ts";

interface ReviewItem {
  documentId: string;
  documentName: string;
  field: FeedbackField;
}

const isFeedbackField = (field: string): field is FeedbackField => field in FEEDBACK_FIELDS;

/** Typing in a field must not trigger the page's single-key shortcuts. */
const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement && ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);

function Kbd({ children }: { children: string }) {
  return (
    <kbd className="rounded border border-slate-300 bg-white px-1.5 py-0.5 font-mono text-xs text-slate-600 shadow-sm">
      {children}
    </kbd>
  );
}

/** One field to confirm: its value, how sure the reader was, where it was read, and actions. */
function ReviewCard({
  item,
  onDone,
  onSkip,
  onPrevious,
}: {
  item: ReviewItem;
  onDone: () => void;
  onSkip: () => void;
  onPrevious: () => void;
}) {
  const { t, i18n } = useTranslation();
  const inputId = useId();
  const detail = useDocument(item.documentId);
  const feedback = useFieldFeedback(item.documentId);
  const [correcting, setCorrecting] = useState(false);
  const [draft, setDraft] = useState("");
  const keys = useRef({ accept: () => {}, correct: () => {}, onSkip, onPrevious });

  const accept = () => feedback.mutate({ field: item.field, verdict: "up" }, { onSuccess: onDone });
  const correct = () => {
    const value = detail.data?.[item.field];
    setDraft(value === null || value === undefined ? "" : String(value));
    setCorrecting(true);
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.trim()) return;
    feedback.mutate(
      { field: item.field, verdict: "down", correctedValue: draft.trim() },
      { onSuccess: onDone },
    );
  };

  useEffect(() => {
    keys.current = { accept, correct, onSkip, onPrevious };
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (typing(event.target) || event.metaKey || event.ctrlKey || event.altKey) return;
      const actions: Record<string, () => void> = {
        a: keys.current.accept,
        c: keys.current.correct,
        n: keys.current.onSkip,
        j: keys.current.onSkip,
        ArrowRight: keys.current.onSkip,
        p: keys.current.onPrevious,
        k: keys.current.onPrevious,
        ArrowLeft: keys.current.onPrevious,
      };
      const action = actions[event.key];
      if (!action) return;
      event.preventDefault();
      action();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);

  if (detail.isPending) return <div className="h-96 animate-pulse rounded-xl bg-slate-200" />;
  if (detail.isError) return <Alert>{errorMessage(t, detail.error)}</Alert>;
  const extracted = readExtractedData(detail.data.extractedData).fields[item.field];
  const label = t(`documentDetail.fieldNames.${item.field}`);
  const shown = displayValue(item.field, detail.data, i18n.language, t);

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <DocumentPreview detail={detail.data} />
      <div className="space-y-4">
        <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <Link
            to={documentPath(detail.data.vertical, detail.data.id)}
            className="text-sm font-medium text-brand-700 hover:underline"
          >
            {item.documentName}
          </Link>
          <h2 className="mt-3 text-sm font-medium text-slate-500">
            <label htmlFor={correcting ? inputId : undefined}>{label}</label>
          </h2>
          {correcting ? (
            <form onSubmit={save} className="mt-2 flex flex-wrap gap-2">
              <input
                id={inputId}
                type={fieldKind(item.field) === "date" ? "date" : "text"}
                value={draft}
                autoFocus
                onChange={(event) => setDraft(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === "Escape") setCorrecting(false);
                }}
                className="min-w-0 flex-1 rounded-md border border-slate-300 px-3 py-2 text-base"
              />
              <Button type="submit" disabled={feedback.isPending || !draft.trim()}>
                {t("documentDetail.fields.save")}
              </Button>
            </form>
          ) : (
            <p className="mt-1 break-words text-2xl font-semibold text-slate-900">
              {shown ?? t("documentDetail.fields.notFound")}
            </p>
          )}
          {extracted && (
            <p className="mt-2 text-sm text-amber-800">
              {t("documentDetail.fields.confidence", {
                percent: Math.round(extracted.confidence * 100),
              })}
            </p>
          )}
          {extracted?.source?.text && (
            <blockquote className="mt-4 border-l-4 border-brand-100 bg-slate-50 px-3 py-2 text-sm text-slate-700">
              <span className="block text-xs font-medium text-slate-500">
                {t("review.readFrom", { page: extracted.source.page })}
              </span>
              {extracted.source.text}
            </blockquote>
          )}
          {feedback.isError && (
            <div className="mt-3">
              <Alert>{errorMessage(t, feedback.error)}</Alert>
            </div>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button onClick={accept} disabled={feedback.isPending} className="gap-2">
            <CheckIcon />
            {t("review.accept")} <Kbd>A</Kbd>
          </Button>
          <Button variant="secondary" onClick={correct} className="gap-2">
            {t("review.correct")} <Kbd>C</Kbd>
          </Button>
          <Button variant="secondary" onClick={onSkip} className="gap-2">
            {t("review.next")} <Kbd>N</Kbd>
          </Button>
          <Button variant="secondary" onClick={onPrevious} className="gap-2">
            {t("review.previous")} <Kbd>P</Kbd>
          </Button>
        </div>
        <p className="text-xs text-slate-500">{t("review.keyboardHint")}</p>
      </div>
    </div>
  );
}

/**
 * The review queue: every field understanding was unsure of, one at a time, for an accountant to
 * accept or correct from the keyboard (A accept, C correct, N next, P previous).
 */
export function ReviewQueuePage({
  organizationId,
  vertical,
}: {
  organizationId: string;
  vertical: Vertical;
}) {
  const { t } = useTranslation();
  const queue = useReviewQueue(organizationId, vertical);
  const [position, setPosition] = useState(0);
  const [done, setDone] = useState<ReadonlySet<string>>(new Set());
  const items: ReviewItem[] = (queue.data?.documents ?? []).flatMap((document) =>
    document.flaggedFields.filter(isFeedbackField).map((field) => ({
      documentId: document.id,
      documentName: document.name,
      field,
    })),
  );
  const open = items.filter((item) => !done.has(`${item.documentId}:${item.field}`));
  const current = open[Math.min(position, open.length - 1)];
  const key = current ? `${current.documentId}:${current.field}` : "";

  return (
    <main className="mx-auto max-w-7xl space-y-6 px-4 py-6 sm:py-8">
      <Link
        to={verticalPaths(vertical).dashboard}
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeftIcon />
        {t("documents.detail.back")}
      </Link>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold text-slate-900">{t("review.title")}</h1>
        {queue.isSuccess && (
          <p className="text-sm text-slate-500" aria-live="polite">
            {t("review.remaining", { count: open.length })}
          </p>
        )}
      </div>
      {queue.isError && <Alert>{errorMessage(t, queue.error)}</Alert>}
      {queue.isPending && <div className="h-96 animate-pulse rounded-xl bg-slate-200" />}
      {queue.isSuccess && !current && (
        <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
          <p className="font-semibold text-slate-800">{t("review.emptyTitle")}</p>
          <p className="mt-1 text-sm text-slate-500">{t("review.emptyHint")}</p>
        </div>
      )}
      {current && (
        <ReviewCard
          key={key}
          item={current}
          onDone={() => setDone((previous) => new Set(previous).add(key))}
          onSkip={() => setPosition((index) => (index + 1 >= open.length ? 0 : index + 1))}
          onPrevious={() =>
            setPosition((index) => (index === 0 ? Math.max(open.length - 1, 0) : index - 1))
          }
        />
      )}
    </main>
  );
}
