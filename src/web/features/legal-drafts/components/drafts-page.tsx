import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { DraftTemplate, TemplateKey } from "../../../../contracts/legal-drafts.ts";
import { PAGE_SIZES } from "../../../../contracts/limits.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { errorMessage } from "../../../lib/error-message.ts";
import { Pagination } from "../../documents/components/pagination.tsx";
import { useCreateDraft, useDrafts, useDraftTemplates } from "../api/use-drafts.ts";

const INPUT_TYPES = { text: "text", date: "date", money: "number", months: "number" } as const;

/** The organization's drafts, and a new one from a template with its fill-in fields. */
export function DraftsPage({
  organizationId,
  canWrite,
  draftPath,
  onCreated,
}: {
  organizationId: string;
  canWrite: boolean;
  draftPath: (draftId: string) => string;
  onCreated: (draftId: string) => void;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES.documentsTableDefault);
  const drafts = useDrafts(organizationId, page, pageSize);
  const totalCount = drafts.data?.total_count ?? 0;
  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-semibold">{t("legalDrafts.heading")}</h1>
      {canWrite && <NewDraftForm organizationId={organizationId} onCreated={onCreated} />}
      <section className="space-y-2">
        <h2 className="text-lg font-semibold">{t("legalDrafts.listHeading")}</h2>
        {drafts.error && <Alert>{errorMessage(t, drafts.error)}</Alert>}
        {drafts.data && drafts.data.drafts.length === 0 && (
          <p className="text-slate-500">{t("legalDrafts.empty")}</p>
        )}
        <ul className="divide-y rounded-md border bg-white">
          {drafts.data?.drafts.map((draft) => (
            <li
              key={draft.id}
              className="flex items-center justify-between gap-4 px-4 py-3 text-sm"
            >
              <Link className="font-medium text-brand-700 underline" to={draftPath(draft.id)}>
                {draft.title}
              </Link>
              <span className="text-slate-500">
                {t(`legalDrafts.status.${draft.status}`)} ·{" "}
                {t("legalDrafts.versionLabel", { version: draft.version })}
              </span>
            </li>
          ))}
        </ul>
        {totalCount > pageSize && (
          <Pagination
            page={page}
            pageSize={pageSize}
            totalCount={totalCount}
            onPageChange={setPage}
            onPageSizeChange={(size) => {
              setPageSize(size);
              setPage(0);
            }}
          />
        )}
      </section>
    </div>
  );
}

function NewDraftForm({
  organizationId,
  onCreated,
}: {
  organizationId: string;
  onCreated: (draftId: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const templates = useDraftTemplates(organizationId);
  const create = useCreateDraft(organizationId);
  const [key, setKey] = useState<TemplateKey | "">("");
  const [fields, setFields] = useState<Record<string, string>>({});
  const [bilingual, setBilingual] = useState(true);
  const [eMeterai, setEMeterai] = useState(true);
  const template: DraftTemplate | undefined = templates.data?.templates.find(
    (each) => each.key === key,
  );
  const indonesian = i18n.language === "id";

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { template_key: key || null, fields, bilingual, e_meterai: eMeterai },
      { onSuccess: (draft) => onCreated(draft.id) },
    );
  };
  return (
    <form
      onSubmit={submit}
      className="space-y-4 rounded-md border bg-white p-4"
      aria-label={t("legalDrafts.newHeading")}
    >
      <h2 className="text-lg font-semibold">{t("legalDrafts.newHeading")}</h2>
      <label className="flex flex-col text-sm font-medium">
        {t("legalDrafts.template")}
        <select
          className="mt-1 rounded-md border border-slate-300 px-3 py-2"
          value={key}
          onChange={(event) => {
            setKey(event.target.value as TemplateKey | "");
            setFields({});
          }}
        >
          <option value="">{t("legalDrafts.blank")}</option>
          {templates.data?.templates.map((each) => (
            <option key={each.key} value={each.key}>
              {indonesian ? each.name_id : each.name_en}
            </option>
          ))}
        </select>
      </label>
      {template && (
        <>
          <p className="text-sm text-slate-600">
            {indonesian ? template.description_id : template.description_en}
          </p>
          <div className="grid gap-3 md:grid-cols-2">
            {template.fields.map((field) => (
              <label key={field.key} className="flex flex-col text-sm">
                {indonesian ? field.label_id : field.label_en}
                <input
                  className="mt-1 rounded-md border border-slate-300 px-3 py-2"
                  type={INPUT_TYPES[field.kind]}
                  name={field.key}
                  min={field.kind === "months" ? 1 : undefined}
                  max={field.max ?? undefined}
                  value={fields[field.key] ?? ""}
                  onChange={(event) => setFields({ ...fields, [field.key]: event.target.value })}
                />
              </label>
            ))}
          </div>
        </>
      )}
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={bilingual}
          onChange={(event) => setBilingual(event.target.checked)}
        />
        {t("legalDrafts.bilingual")}
      </label>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={eMeterai}
          onChange={(event) => setEMeterai(event.target.checked)}
        />
        {t("legalDrafts.eMeterai")}
      </label>
      {create.error && <Alert>{errorMessage(t, create.error)}</Alert>}
      <Button type="submit" disabled={create.isPending}>
        {t("legalDrafts.create")}
      </Button>
    </form>
  );
}
