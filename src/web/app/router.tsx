import { createBrowserRouter } from "react-router";
import { DashboardPage } from "../features/dashboard/components/dashboard-page.tsx";
import { LandingPage } from "../features/landing/components/landing-page.tsx";
import { paths } from "../lib/paths.ts";
import { NotFoundPage } from "./not-found-page.tsx";
import { PublicLayout } from "./public-layout.tsx";
import { RequireSession } from "./require-session.tsx";

export const router = createBrowserRouter([
  {
    element: <PublicLayout />,
    children: [
      { path: paths.home, element: <LandingPage /> },
      {
        element: <RequireSession />,
        children: [{ path: paths.dashboard, element: <DashboardPage /> }],
      },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
]);
