import type { Editor } from "@tiptap/react";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { Draft, DraftStatus } from "../../../../contracts/legal-drafts.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { errorMessage } from "../../../lib/error-message.ts";
import {
  draftExportUrl,
  useChangeDraftStatus,
  useDeleteDraft,
  useDraft,
  useSaveDraft,
} from "../api/use-drafts.ts";
import { DraftVersions } from "./draft-versions.tsx";
import { RichTextEditor } from "./rich-text-editor.tsx";

/** A clause to put into the draft at the cursor, in each language the draft has. */
export interface InsertableClause {
  bodyId: string;
  bodyEn: string;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const asParagraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => `<p>${escapeHtml(paragraph.trim())}</p>`)
    .join("");

const STATUS_TONES: Record<DraftStatus, string> = {
  draft: "bg-slate-100 text-slate-700",
  review: "bg-amber-100 text-amber-800",
  final: "bg-emerald-100 text-emerald-800",
};

/**
 * A draft in the editor: its title, the Indonesian text beside the English one, the e-Meterai
 * mark, saving (a new version each time the text changed), the status moves the server allows,
 * export, and its versions. `renderClausePicker` is the knowledge library's, composed by the app.
 */
export function DraftEditorPage({
  organizationId,
  draftId,
  renderClausePicker,
  onDeleted,
}: {
  organizationId: string;
  draftId: string;
  renderClausePicker?: (insert: (clause: InsertableClause) => void) => ReactNode;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const draft = useDraft(organizationId, draftId);
  if (draft.isPending) return <p className="p-8 text-slate-500">{t("common.loading")}</p>;
  if (!draft.data) return <Alert>{errorMessage(t, draft.error)}</Alert>;
  // A new version from the server (a save, a status move) starts the editor from its text.
  return (
    <DraftEditor
      key={`${draft.data.version}-${draft.data.status}`}
      organizationId={organizationId}
      draft={draft.data}
      renderClausePicker={renderClausePicker}
      onDeleted={onDeleted}
    />
  );
}

function DraftEditor({
  organizationId,
  draft,
  renderClausePicker,
  onDeleted,
}: {
  organizationId: string;
  draft: Draft;
  renderClausePicker?: ((insert: (clause: InsertableClause) => void) => ReactNode) | undefined;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const [title, setTitle] = useState(draft.title);
  const [bodyId, setBodyId] = useState(draft.body_id);
  const [bodyEn, setBodyEn] = useState(draft.body_en);
  const [eMeterai, setEMeterai] = useState(draft.e_meterai);
  const [editors, setEditors] = useState<{ id?: Editor; en?: Editor }>({});
  const save = useSaveDraft(organizationId, draft.id);
  const status = useChangeDraftStatus(organizationId, draft.id);
  const remove = useDeleteDraft(organizationId);
  const editable = draft.abilities.edit;
  const changed =
    title !== draft.title ||
    bodyId !== draft.body_id ||
    bodyEn !== draft.body_en ||
    eMeterai !== draft.e_meterai;
  const error = save.error ?? status.error ?? remove.error;

  // At the cursor of an editor the user has been in, else at the end of the contract.
  const [placed] = useState(() => new WeakSet<Editor>());
  const keep = (language: "id" | "en") => (editor: Editor) => {
    setEditors((known) => ({ ...known, [language]: editor }));
    editor.on("focus", () => placed.add(editor));
  };
  const insertInto = (editor: Editor | undefined, text: string) => {
    if (!editor) return;
    const at = placed.has(editor) ? editor.state.selection.to : editor.state.doc.content.size;
    editor.chain().insertContentAt(at, asParagraphs(text)).run();
  };
  const insert = (clause: InsertableClause) => {
    insertInto(editors.id, clause.bodyId);
    insertInto(editors.en, clause.bodyEn);
  };
  const onSave = () =>
    save.mutate({
      version: draft.version,
      title,
      body_id: bodyId,
      ...(bodyEn !== null ? { body_en: bodyEn } : {}),
      e_meterai: eMeterai,
    });

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex min-w-72 flex-1 flex-col text-sm font-medium">
          {t("legalDrafts.title")}
          <input
            className="mt-1 rounded-md border border-slate-300 px-3 py-2 text-base"
            value={title}
            disabled={!editable}
            onChange={(event) => setTitle(event.target.value)}
          />
        </label>
        <span
          className={`rounded-full px-3 py-1 text-xs font-semibold ${STATUS_TONES[draft.status]}`}
        >
          {t(`legalDrafts.status.${draft.status}`)}
        </span>
        <span className="text-xs text-slate-500">
          {t("legalDrafts.versionLabel", { version: draft.version })}
        </span>
      </div>

      {error && <Alert>{errorMessage(t, error)}</Alert>}

      <div className="flex flex-wrap items-center gap-2">
        {editable && (
          <Button onClick={onSave} disabled={!changed || save.isPending}>
            {save.isPending ? t("legalDrafts.saving") : t("legalDrafts.save")}
          </Button>
        )}
        {draft.abilities.submit_for_review && (
          <Button variant="secondary" disabled={changed} onClick={() => status.mutate("review")}>
            {t("legalDrafts.submitForReview")}
          </Button>
        )}
        {draft.abilities.finalize && (
          <Button variant="secondary" disabled={changed} onClick={() => status.mutate("final")}>
            {t("legalDrafts.finalize")}
          </Button>
        )}
        {draft.abilities.reopen && draft.status !== "draft" && (
          <Button variant="secondary" disabled={changed} onClick={() => status.mutate("draft")}>
            {t("legalDrafts.reopen")}
          </Button>
        )}
        <a
          className="rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-semibold"
          href={draftExportUrl(organizationId, draft.id, "docx")}
          download
        >
          {t("legalDrafts.exportDocx")}
        </a>
        <a
          className="rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-semibold"
          href={draftExportUrl(organizationId, draft.id, "pdf")}
          download
        >
          {t("legalDrafts.exportPdf")}
        </a>
        {draft.abilities.delete && (
          <Button
            variant="danger"
            onClick={() => {
              if (window.confirm(t("legalDrafts.confirmDelete"))) {
                remove.mutate(draft.id, { onSuccess: onDeleted });
              }
            }}
          >
            {t("legalDrafts.delete")}
          </Button>
        )}
      </div>

      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={eMeterai}
          disabled={!editable}
          onChange={(event) => setEMeterai(event.target.checked)}
        />
        {t("legalDrafts.eMeterai")}
      </label>
      {eMeterai && (
        <p className="rounded-md border border-dashed border-slate-400 px-3 py-2 text-sm text-slate-600">
          {t("legalDrafts.eMeteraiPlaceholder")}
        </p>
      )}

      {editable && renderClausePicker?.(insert)}

      <div className={bodyEn === null ? "" : "grid gap-4 lg:grid-cols-2"}>
        <RichTextEditor
          label={t("legalDrafts.indonesian")}
          initialHtml={draft.body_id}
          editable={editable}
          onChange={setBodyId}
          onEditor={keep("id")}
        />
        {bodyEn !== null && (
          <RichTextEditor
            label={t("legalDrafts.english")}
            initialHtml={draft.body_en ?? ""}
            editable={editable}
            onChange={setBodyEn}
            onEditor={keep("en")}
          />
        )}
      </div>

      <DraftVersions organizationId={organizationId} draftId={draft.id} />
    </div>
  );
}
