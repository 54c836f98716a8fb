import { useTranslation } from "react-i18next";
import { ReviewQueuePage } from "../features/documents/components/review-queue-page.tsx";
import { useCurrentOrganization } from "../features/organizations/api/use-organizations.ts";
import type { Vertical } from "../../contracts/organizations.ts";

/** The review queue of the current organization, fresh after an organization switch. */
export function ReviewRoute({ vertical }: { vertical: Vertical }) {
  const { t } = useTranslation();
  const { current, isPending } = useCurrentOrganization();
  if (isPending) return <p className="p-8 text-slate-500">{t("common.loading")}</p>;
  if (!current) return <p className="p-8 text-slate-500">{t("common.notFound")}</p>;
  return <ReviewQueuePage key={current.id} organizationId={current.id} vertical={vertical} />;
}
