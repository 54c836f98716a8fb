import type { AccountDeletionPlan } from "../../../../contracts/retention.ts";
import { apiRequest } from "../../../lib/api-client.ts";

export const fetchAccountDeletionPlan = () =>
  apiRequest<AccountDeletionPlan>("/api/me/account-deletion");

export const deleteAccount = () =>
  apiRequest<AccountDeletionPlan>("/api/me", {
    method: "DELETE",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ confirm: true }),
  });
