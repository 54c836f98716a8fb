import { Outlet } from "react-router";
import { useAccountLanguage } from "../lib/use-language-preference.ts";

export function RootLayout() {
  useAccountLanguage();
  return <Outlet />;
}
