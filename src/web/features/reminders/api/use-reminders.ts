import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Vertical } from "../../../../contracts/organizations.ts";
import type {
  ReminderList,
  ReminderPreferences,
  UpdateReminderPreferences,
} from "../../../../contracts/reminders.ts";
import { apiRequest } from "../../../lib/api-client.ts";

export function useReminders(organizationId: string, vertical: Vertical) {
  return useQuery({
    queryKey: ["reminders", organizationId, vertical],
    queryFn: () =>
      apiRequest<ReminderList>(
        `/api/reminders?${new URLSearchParams({ organizationId, vertical })}`,
      ),
  });
}

const preferencesKey = (organizationId: string) => ["reminder-preferences", organizationId];

export function useReminderPreferences(organizationId: string) {
  return useQuery({
    queryKey: preferencesKey(organizationId),
    queryFn: () =>
      apiRequest<ReminderPreferences>(
        `/api/reminders/preferences?${new URLSearchParams({ organizationId })}`,
      ),
  });
}

export function useUpdateReminderPreferences(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: Omit<UpdateReminderPreferences, "organizationId">) =>
      apiRequest<ReminderPreferences>("/api/reminders/preferences", {
        method: "PATCH",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ organizationId, ...change }),
      }),
    onSuccess: (preferences) =>
      queryClient.setQueryData(preferencesKey(organizationId), preferences),
  });
}
