import { useId } from "react";
import { useTranslation } from "react-i18next";
import { NO_PROJECT } from "../../../../contracts/documents.ts";
import { useProjects } from "../api/use-projects.ts";

/** Filter by project: all documents, those in no project, or one project's. */
export function ProjectFilter({
  organizationId,
  value,
  onChange,
}: {
  organizationId: string;
  value: string;
  onChange: (projectId: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const projects = useProjects(organizationId);
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {t("projects.filter")}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="rounded-md border border-slate-300 bg-white px-2 py-2 text-sm"
      >
        <option value="">{t("projects.allProjects")}</option>
        <option value={NO_PROJECT}>{t("projects.noProject")}</option>
        {projects.data?.projects.map((project) => (
          <option key={project.id} value={project.id}>
            {project.name}
          </option>
        ))}
      </select>
    </>
  );
}
