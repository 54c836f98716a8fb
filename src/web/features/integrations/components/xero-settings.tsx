import { useTranslation } from "react-i18next";
import type { Organization } from "../../../../contracts/organizations.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { errorMessage } from "../../../lib/error-message.ts";
import { useConnectXero, useDisconnectXero, useXeroStatus } from "../api/use-xero.ts";

/** Organization settings' Xero section: connect or disconnect with manageIntegrations. */
export function XeroSettings({ organization }: { organization: Organization }) {
  const { t } = useTranslation();
  const status = useXeroStatus(organization.id);
  const connect = useConnectXero(organization.id);
  const disconnect = useDisconnectXero(organization.id);
  const canManage = organization.permissions.manageIntegrations;
  if (!status.data?.configured) return null;
  const failure = connect.error ?? disconnect.error;
  return (
    <section className="mt-10 space-y-3" aria-labelledby="xero-heading">
      <h2 id="xero-heading" className="text-lg font-semibold text-slate-900">
        {t("integrations.xero.title")}
      </h2>
      {failure && <Alert>{errorMessage(t, failure)}</Alert>}
      <p className="text-sm text-slate-600">
        {status.data.connected
          ? t("integrations.xero.connectedTo", { name: status.data.tenantName ?? "Xero" })
          : t("integrations.xero.notConnected")}
      </p>
      {canManage &&
        (status.data.connected ? (
          <Button type="button" disabled={disconnect.isPending} onClick={() => disconnect.mutate()}>
            {t("integrations.xero.disconnect")}
          </Button>
        ) : (
          <Button type="button" disabled={connect.isPending} onClick={() => connect.mutate()}>
            {t("integrations.xero.connect")}
          </Button>
        ))}
    </section>
  );
}
