import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import type { Language } from "../../contracts/languages.ts";
import { apiRequest } from "./api-client.ts";
import { changeLanguage } from "./i18n.ts";
import { useSession } from "./session.ts";

/** Spec §4: for a signed-in user the saved account preference wins over the browser's. */
export function useAccountLanguage(): void {
  const session = useSession();
  const { i18n } = useTranslation();
  const preference = useQuery({
    queryKey: ["language-preference", session.data?.id],
    queryFn: () =>
      apiRequest<{ preferredLanguage: Language | null }>("/api/me/preferences").catch(
        (error: unknown) => {
          // Spec §8: failing to read the preference is only logged.
          console.error("could not read the language preference", error);
          return { preferredLanguage: null };
        },
      ),
    enabled: Boolean(session.data),
  });
  const saved = preference.data?.preferredLanguage;
  useEffect(() => {
    if (saved && saved !== i18n.language) void changeLanguage(saved);
  }, [saved, i18n.language]);
}

/** Changes the language here and, when signed in, in the account (errors only logged). */
export async function chooseLanguage(language: Language, signedIn: boolean): Promise<void> {
  await changeLanguage(language);
  if (!signedIn) return;
  await apiRequest("/api/me/preferences", {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ preferredLanguage: language }),
  }).catch((error: unknown) => console.error("could not save the language preference", error));
}
