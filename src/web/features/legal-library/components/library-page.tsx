import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import {
  CLAUSE_CATEGORIES,
  NOTE_KINDS,
  type Clause,
  type ClauseCategory,
  type NoteKind,
} from "../../../../contracts/legal-library.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { errorMessage } from "../../../lib/error-message.ts";
import {
  useDeleteClause,
  useDeleteNote,
  useLibrary,
  useSaveClause,
  useSaveNote,
} from "../api/use-library.ts";

const field = "mt-1 rounded-md border border-slate-300 px-3 py-2 text-sm";

/** The knowledge library: approved clauses per category in both languages, and notes; searchable. */
export function LibraryPage({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation();
  const [q, setQ] = useState("");
  const [category, setCategory] = useState<ClauseCategory | "">("");
  const library = useLibrary(organizationId, { q, category: category || undefined });
  const saveClause = useSaveClause(organizationId);
  const deleteClause = useDeleteClause(organizationId);
  const deleteNote = useDeleteNote(organizationId);
  const data = library.data;
  const error = library.error ?? saveClause.error ?? deleteClause.error ?? deleteNote.error;
  const approve = (clause: Clause) =>
    saveClause.mutate({
      id: clause.id,
      category: clause.category,
      title_en: clause.title_en,
      title_id: clause.title_id,
      body_en: clause.body_en,
      body_id: clause.body_id,
      approved: true,
    });
  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-semibold">{t("legalLibrary.heading")}</h1>
      <div className="flex flex-wrap gap-3">
        <input
          className={`${field} min-w-72 flex-1`}
          type="search"
          placeholder={t("legalLibrary.search")}
          aria-label={t("legalLibrary.search")}
          value={q}
          onChange={(event) => setQ(event.target.value)}
        />
        <select
          className={field}
          aria-label={t("legalLibrary.category")}
          value={category}
          onChange={(event) => setCategory(event.target.value as ClauseCategory | "")}
        >
          <option value="">{t("legalLibrary.allCategories")}</option>
          {CLAUSE_CATEGORIES.map((each) => (
            <option key={each} value={each}>
              {t(`legalLibrary.categories.${each}`)}
            </option>
          ))}
        </select>
      </div>
      {error && <Alert>{errorMessage(t, error)}</Alert>}

      <section className="space-y-3">
        <h2 className="text-lg font-semibold">{t("legalLibrary.clauses")}</h2>
        {data?.clauses.length === 0 && (
          <p className="text-slate-500">{t("legalLibrary.noClauses")}</p>
        )}
        {data?.clauses.map((clause) => (
          <article
            key={clause.id}
            className="space-y-2 rounded-md border bg-white p-4"
            aria-label={clause.title_en}
          >
            <div className="flex flex-wrap items-center gap-2">
              <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs">
                {t(`legalLibrary.categories.${clause.category}`)}
              </span>
              <span
                className={`rounded-full px-2 py-0.5 text-xs ${clause.approved ? "bg-emerald-100 text-emerald-800" : "bg-amber-100 text-amber-800"}`}
              >
                {clause.approved ? t("legalLibrary.approved") : t("legalLibrary.proposed")}
              </span>
              {!clause.approved && data.can_approve && (
                <Button variant="secondary" onClick={() => approve(clause)}>
                  {t("legalLibrary.approve")}
                </Button>
              )}
              {data.can_edit && (!clause.approved || data.can_approve) && (
                <Button variant="secondary" onClick={() => deleteClause.mutate(clause.id)}>
                  {t("legalLibrary.remove")}
                </Button>
              )}
            </div>
            <div className="grid gap-4 md:grid-cols-2">
              <div>
                <h3 className="font-semibold">{clause.title_id}</h3>
                <p className="whitespace-pre-wrap text-sm">{clause.body_id}</p>
              </div>
              <div>
                <h3 className="font-semibold">{clause.title_en}</h3>
                <p className="whitespace-pre-wrap text-sm">{clause.body_en}</p>
              </div>
            </div>
          </article>
        ))}
        {data?.can_edit && (
          <ClauseForm organizationId={organizationId} canApprove={data.can_approve} />
        )}
      </section>

      <section className="space-y-3">
        <h2 className="text-lg font-semibold">{t("legalLibrary.notes")}</h2>
        {data?.notes.length === 0 && <p className="text-slate-500">{t("legalLibrary.noNotes")}</p>}
        {data?.notes.map((note) => (
          <article key={note.id} className="space-y-1 rounded-md border bg-white p-4">
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="font-semibold">{note.title}</h3>
              <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs">
                {t(`legalLibrary.kinds.${note.kind}`)}
              </span>
              {note.reference && <span className="text-xs text-slate-500">{note.reference}</span>}
              {data.can_edit && (
                <Button variant="secondary" onClick={() => deleteNote.mutate(note.id)}>
                  {t("legalLibrary.remove")}
                </Button>
              )}
            </div>
            <p className="whitespace-pre-wrap text-sm">{note.body}</p>
          </article>
        ))}
        {data?.can_edit && <NoteForm organizationId={organizationId} />}
      </section>
    </div>
  );
}

function ClauseForm({
  organizationId,
  canApprove,
}: {
  organizationId: string;
  canApprove: boolean;
}) {
  const { t } = useTranslation();
  const save = useSaveClause(organizationId);
  const empty = {
    category: "confidentiality" as ClauseCategory,
    title_en: "",
    title_id: "",
    body_en: "",
    body_id: "",
  };
  const [clause, setClause] = useState(empty);
  const [approved, setApproved] = useState(canApprove);
  const set = (key: keyof typeof empty) => (event: { target: { value: string } }) =>
    setClause({ ...clause, [key]: event.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ ...clause, approved }, { onSuccess: () => setClause(empty) });
  };
  return (
    <form
      onSubmit={submit}
      className="space-y-3 rounded-md border border-dashed p-4"
      aria-label={t("legalLibrary.addClause")}
    >
      <h3 className="font-semibold">{t("legalLibrary.addClause")}</h3>
      <label className="flex flex-col text-sm">
        {t("legalLibrary.category")}
        <select className={field} value={clause.category} onChange={set("category")}>
          {CLAUSE_CATEGORIES.map((each) => (
            <option key={each} value={each}>
              {t(`legalLibrary.categories.${each}`)}
            </option>
          ))}
        </select>
      </label>
      <div className="grid gap-3 md:grid-cols-2">
        <label className="flex flex-col text-sm">
          {t("legalLibrary.titleId")}
          <input className={field} required value={clause.title_id} onChange={set("title_id")} />
        </label>
        <label className="flex flex-col text-sm">
          {t("legalLibrary.titleEn")}
          <input className={field} required value={clause.title_en} onChange={set("title_en")} />
        </label>
        <label className="flex flex-col text-sm">
          {t("legalLibrary.bodyId")}
          <textarea
            className={field}
            rows={4}
            required
            value={clause.body_id}
            onChange={set("body_id")}
          />
        </label>
        <label className="flex flex-col text-sm">
          {t("legalLibrary.bodyEn")}
          <textarea
            className={field}
            rows={4}
            required
            value={clause.body_en}
            onChange={set("body_en")}
          />
        </label>
      </div>
      {canApprove && (
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={approved}
            onChange={(event) => setApproved(event.target.checked)}
          />
          {t("legalLibrary.approvedAsStandard")}
        </label>
      )}
      {save.error && <Alert>{errorMessage(t, save.error)}</Alert>}
      <Button type="submit" disabled={save.isPending}>
        {t("legalLibrary.saveClause")}
      </Button>
    </form>
  );
}

function NoteForm({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation();
  const save = useSaveNote(organizationId);
  const empty = { kind: "regulation" as NoteKind, title: "", reference: "", body: "" };
  const [note, setNote] = useState(empty);
  const set = (key: keyof typeof empty) => (event: { target: { value: string } }) =>
    setNote({ ...note, [key]: event.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { ...note, reference: note.reference || null },
      { onSuccess: () => setNote(empty) },
    );
  };
  return (
    <form
      onSubmit={submit}
      className="space-y-3 rounded-md border border-dashed p-4"
      aria-label={t("legalLibrary.addNote")}
    >
      <h3 className="font-semibold">{t("legalLibrary.addNote")}</h3>
      <div className="grid gap-3 md:grid-cols-3">
        <label className="flex flex-col text-sm">
          {t("legalLibrary.kind")}
          <select className={field} value={note.kind} onChange={set("kind")}>
            {NOTE_KINDS.map((each) => (
              <option key={each} value={each}>
                {t(`legalLibrary.kinds.${each}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col text-sm">
          {t("legalLibrary.noteTitle")}
          <input className={field} required value={note.title} onChange={set("title")} />
        </label>
        <label className="flex flex-col text-sm">
          {t("legalLibrary.reference")}
          <input
            className={field}
            value={note.reference}
            onChange={set("reference")}
            placeholder="UU 24/2009 Pasal 31"
          />
        </label>
      </div>
      <label className="flex flex-col text-sm">
        {t("legalLibrary.noteBody")}
        <textarea className={field} rows={4} required value={note.body} onChange={set("body")} />
      </label>
      {save.error && <Alert>{errorMessage(t, save.error)}</Alert>}
      <Button type="submit" disabled={save.isPending}>
        {t("legalLibrary.saveNote")}
      </Button>
    </form>
  );
}
