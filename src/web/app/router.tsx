import { lazy } from "react";
import type { RouteObject } from "react-router";
import { LandingPage } from "../features/landing/components/landing-page.tsx";
import { AboutPage } from "../features/site/components/about-page.tsx";
import { CitiesPage } from "../features/site/components/cities-page.tsx";
import { CityPage } from "../features/site/components/city-page.tsx";
import { IndustriesPage } from "../features/site/components/industries-page.tsx";
import { IndustryPage } from "../features/site/components/industry-page.tsx";
import { LegalTextPage } from "../features/site/components/legal-text-page.tsx";
import { paths, verticalPaths } from "../lib/paths.ts";
import { NotFoundPage } from "./not-found-page.tsx";
import { PublicLayout } from "./public-layout.tsx";
import { RequireSession } from "./require-session.tsx";
import { RootLayout } from "./root-layout.tsx";
import { VERTICALS } from "../../contracts/organizations.ts";

// The signed-in app and the sign-in pages load when first opened, so the public pages (what
// search engines and Lighthouse judge) ship without them (decision 0027). A public page never
// renders them, so its hydration waits for nothing.
const AuthCallbackPage = lazy(() =>
  import("../features/auth/components/auth-callback-page.tsx").then((module) => ({
    default: module.AuthCallbackPage,
  })),
);
const ForgotPasswordPage = lazy(() =>
  import("../features/auth/components/forgot-password-page.tsx").then((module) => ({
    default: module.ForgotPasswordPage,
  })),
);
const ResetPasswordPage = lazy(() =>
  import("../features/auth/components/reset-password-page.tsx").then((module) => ({
    default: module.ResetPasswordPage,
  })),
);
const SignInPage = lazy(() =>
  import("../features/auth/components/sign-in-page.tsx").then((module) => ({
    default: module.SignInPage,
  })),
);
const SignUpPage = lazy(() =>
  import("../features/auth/components/sign-up-page.tsx").then((module) => ({
    default: module.SignUpPage,
  })),
);
const AdminRoute = lazy(() =>
  import("./admin-route.tsx").then((module) => ({ default: module.AdminRoute })),
);
const AppLayout = lazy(() =>
  import("./app-layout.tsx").then((module) => ({ default: module.AppLayout })),
);
const DashboardRoute = lazy(() =>
  import("./dashboard-route.tsx").then((module) => ({ default: module.DashboardRoute })),
);
const VerticalChooserRoute = lazy(() =>
  import("./dashboard-route.tsx").then((module) => ({ default: module.VerticalChooserRoute })),
);
const DocumentRoute = lazy(() =>
  import("./document-route.tsx").then((module) => ({ default: module.DocumentRoute })),
);
const NewOrganizationRoute = lazy(() =>
  import("./new-organization-route.tsx").then((module) => ({
    default: module.NewOrganizationRoute,
  })),
);
const DraftsRoute = lazy(() =>
  import("./legal-drafts-route.tsx").then((module) => ({ default: module.DraftsRoute })),
);
const DraftRoute = lazy(() =>
  import("./legal-drafts-route.tsx").then((module) => ({ default: module.DraftRoute })),
);
const LibraryRoute = lazy(() =>
  import("./legal-drafts-route.tsx").then((module) => ({ default: module.LibraryRoute })),
);
const ReviewRoute = lazy(() =>
  import("./review-route.tsx").then((module) => ({ default: module.ReviewRoute })),
);
const RequireOnboarding = lazy(() =>
  import("./require-onboarding.tsx").then((module) => ({ default: module.RequireOnboarding })),
);
const ProfileRoute = lazy(() =>
  import("./profile-route.tsx").then((module) => ({ default: module.ProfileRoute })),
);
const PayPage = lazy(() =>
  import("../features/billing/components/pay-page.tsx").then((module) => ({
    default: module.PayPage,
  })),
);
const AuditRoute = lazy(() =>
  import("./organization-pages.tsx").then((module) => ({ default: module.AuditRoute })),
);
const OrganizationSettingsRoute = lazy(() =>
  import("./organization-pages.tsx").then((module) => ({
    default: module.OrganizationSettingsRoute,
  })),
);
const TeamRoute = lazy(() =>
  import("./organization-pages.tsx").then((module) => ({ default: module.TeamRoute })),
);
const InvitationPage = lazy(() =>
  import("../features/organizations/components/invitation-page.tsx").then((module) => ({
    default: module.InvitationPage,
  })),
);

/**
 * The route table, shared by the browser and by the public pages' server render (decision 0027):
 * both must build the same tree for hydration.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { path: paths.home, element: <LandingPage /> },
          { path: paths.aboutUs, element: <AboutPage /> },
          // Pages with a form library or the whole changelog in them load on their own; the
          // browser loads a page's chunk before hydrating it (main.tsx), the server's render
          // resolves it as it matches the route.
          {
            path: paths.contact,
            lazy: () =>
              import("../features/site/components/contact-page.tsx").then((module) => ({
                Component: module.ContactPage,
              })),
          },
          {
            path: paths.bookDemo,
            lazy: () =>
              import("../features/site/components/book-demo-page.tsx").then((module) => ({
                Component: module.BookDemoPage,
              })),
          },
          { path: paths.privacyPolicy, element: <LegalTextPage document="privacy" /> },
          { path: paths.termsOfService, element: <LegalTextPage document="terms" /> },
          {
            path: paths.changelog,
            lazy: () =>
              import("../features/site/components/changelog-page.tsx").then((module) => ({
                Component: module.ChangelogPage,
              })),
          },
          { path: paths.industries, element: <IndustriesPage /> },
          { path: paths.industry, element: <IndustryPage notFound={<NotFoundPage />} /> },
          { path: paths.cities, element: <CitiesPage /> },
          { path: paths.city, element: <CityPage notFound={<NotFoundPage />} /> },
          { path: paths.signIn, element: <SignInPage /> },
          { path: paths.signUp, element: <SignUpPage /> },
          { path: paths.forgotPassword, element: <ForgotPasswordPage /> },
          { path: paths.resetPassword, element: <ResetPasswordPage /> },
          { path: paths.authCallback, element: <AuthCallbackPage /> },
          { path: "*", element: <NotFoundPage /> },
        ],
      },
      {
        element: <RequireSession />,
        children: [
          {
            element: <AppLayout />,
            children: [
              {
                element: <RequireOnboarding />,
                children: [
                  { path: paths.verticals, element: <VerticalChooserRoute /> },
                  { path: paths.dashboard, element: <DashboardRoute vertical="accounting" /> },
                  {
                    path: paths.accountingDashboard,
                    element: <DashboardRoute vertical="accounting" />,
                  },
                  { path: paths.legalDashboard, element: <DashboardRoute vertical="legal" /> },
                  { path: paths.legalDrafts, element: <DraftsRoute /> },
                  { path: paths.legalDraft, element: <DraftRoute /> },
                  { path: paths.legalLibrary, element: <LibraryRoute /> },
                  ...VERTICALS.flatMap((vertical) => {
                    const pages = verticalPaths(vertical);
                    return [
                      { path: pages.organizationSettings, element: <OrganizationSettingsRoute /> },
                      { path: pages.team, element: <TeamRoute /> },
                      { path: pages.audit, element: <AuditRoute /> },
                      {
                        path: pages.documentDetail,
                        element: <DocumentRoute vertical={vertical} />,
                      },
                      { path: pages.review, element: <ReviewRoute vertical={vertical} /> },
                    ];
                  }),
                ],
              },
              { path: "/invitations/:invitationId", element: <InvitationPage /> },
              { path: paths.profile, element: <ProfileRoute /> },
              { path: paths.pay, element: <PayPage /> },
              { path: paths.admin, element: <AdminRoute /> },
              { path: paths.newOrganization, element: <NewOrganizationRoute /> },
            ],
          },
        ],
      },
    ],
  },
];
