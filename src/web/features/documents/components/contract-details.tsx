import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { DocumentDetail } from "../../../../contracts/documents.ts";
import { formatMoney } from "../document-format.ts";
import type { Clause, ExtractedData } from "../../../../contracts/extracted-data.ts";

const CLAUSE_PREVIEW_CHARS = 280;

function ClauseItem({ clause, onShow }: { clause: Clause; onShow?: (text: string) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const long = clause.text.length > CLAUSE_PREVIEW_CHARS;
  const text = open || !long ? clause.text : `${clause.text.slice(0, CLAUSE_PREVIEW_CHARS)}…`;
  return (
    <li className="space-y-1 px-4 py-3">
      <div className="flex flex-wrap items-center gap-2">
        <span className="rounded-full bg-indigo-50 px-2 py-0.5 text-xs font-semibold text-indigo-700">
          {clause.category}
        </span>
        <span className="text-xs text-slate-500">
          {t("documentDetail.clauses.page", { page: clause.page })}
        </span>
        {onShow && (
          <button
            type="button"
            onClick={() => onShow(clause.text)}
            className="ml-auto text-xs font-medium text-brand-700 hover:underline"
            aria-label={t("documentDetail.clauses.showInTextOf", { category: clause.category })}
          >
            {t("documentDetail.clauses.showInText")}
          </button>
        )}
      </div>
      <p className="whitespace-pre-line text-sm leading-relaxed text-slate-700">{text}</p>
      {long && (
        <button
          type="button"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
          className="text-xs font-medium text-brand-700 hover:underline"
        >
          {open ? t("documentDetail.clauses.less") : t("documentDetail.clauses.more")}
        </button>
      )}
    </li>
  );
}

/** A contract's parties as the document names them, its term facts and its clause list. */
export function ContractDetails({
  detail,
  extracted,
  onShowClause,
}: {
  detail: DocumentDetail;
  extracted: ExtractedData;
  /** Marks a clause in the document's text; absent when there is no text to mark it in. */
  onShowClause?: (text: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const partiesId = useId();
  const clausesId = useId();
  const renewal = extracted.fields["renewal"]?.value;
  const notice = extracted.fields["termination_notice"]?.value;
  const value = extracted.fields["contract_value"]?.value;
  // The fields above already name the party and counterparty; the list adds roles and any others.
  const showParties =
    extracted.parties.length > 2 || extracted.parties.some((party) => party.role !== null);
  const terms = [
    [t("documentDetail.contract.renewal"), renewal],
    [t("documentDetail.contract.terminationNotice"), notice],
    [
      t("documentDetail.contract.value"),
      typeof value === "number" ? formatMoney(value, detail.currency, i18n.language) : value,
    ],
  ].filter((entry): entry is [string, string] => typeof entry[1] === "string" && entry[1] !== "");

  return (
    <>
      {(showParties || terms.length > 0) && (
        <section aria-labelledby={partiesId} className="space-y-3">
          <h2 id={partiesId} className="text-base font-semibold text-slate-900">
            {t("documentDetail.contract.title")}
          </h2>
          <dl className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
            {(showParties ? extracted.parties : []).map((party, index) => (
              <div key={index} className="grid grid-cols-[minmax(0,11rem)_1fr] gap-4 px-4 py-3">
                <dt className="text-sm text-slate-500">
                  {party.role ?? t("documentDetail.contract.party", { number: index + 1 })}
                </dt>
                <dd className="text-sm font-medium text-slate-900">{party.name}</dd>
              </div>
            ))}
            {terms.map(([label, text]) => (
              <div key={label} className="grid grid-cols-[minmax(0,11rem)_1fr] gap-4 px-4 py-3">
                <dt className="text-sm text-slate-500">{label}</dt>
                <dd className="text-sm text-slate-900">{text}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      <section aria-labelledby={clausesId} className="space-y-3">
        <h2 id={clausesId} className="text-base font-semibold text-slate-900">
          {t("documentDetail.clauses.title", { count: extracted.clauses.length })}
        </h2>
        {extracted.clauses.length === 0 ? (
          <p className="text-sm text-slate-500">{t("documentDetail.clauses.none")}</p>
        ) : (
          <ol className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
            {extracted.clauses.map((clause, index) => (
              <ClauseItem key={index} clause={clause} onShow={onShowClause} />
            ))}
          </ol>
        )}
      </section>
    </>
  );
}
