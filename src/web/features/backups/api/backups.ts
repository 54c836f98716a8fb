import type { LastBackup } from "../../../../contracts/backups.ts";
import { apiRequest } from "../../../lib/api-client.ts";

export const fetchLastBackup = () => apiRequest<LastBackup>("/api/admin/backups/last");
