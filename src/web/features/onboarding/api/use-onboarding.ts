import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type {
  completeOnboardingSchema,
  onboardingResultSchema,
  onboardingStatusSchema,
} from "../../../../contracts/onboarding.ts";
import { apiRequest } from "../../../lib/api-client.ts";

export function useOnboardingStatus() {
  return useQuery({
    queryKey: ["onboarding"],
    queryFn: () => apiRequest<z.infer<typeof onboardingStatusSchema>>("/api/onboarding"),
  });
}

export function useCompleteOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: z.input<typeof completeOnboardingSchema>) =>
      apiRequest<z.infer<typeof onboardingResultSchema>>("/api/onboarding/complete", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(input),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["organizations"] }),
  });
}
