import type { RouteObject } from "react-router";
import { AuthCallbackPage } from "../features/auth/components/auth-callback-page.tsx";
import { ForgotPasswordPage } from "../features/auth/components/forgot-password-page.tsx";
import { ResetPasswordPage } from "../features/auth/components/reset-password-page.tsx";
import { SignInPage } from "../features/auth/components/sign-in-page.tsx";
import { SignUpPage } from "../features/auth/components/sign-up-page.tsx";
import { LandingPage } from "../features/landing/components/landing-page.tsx";
import { AboutPage } from "../features/site/components/about-page.tsx";
import { BookDemoPage } from "../features/site/components/book-demo-page.tsx";
import { ChangelogPage } from "../features/site/components/changelog-page.tsx";
import { CitiesPage } from "../features/site/components/cities-page.tsx";
import { CityPage } from "../features/site/components/city-page.tsx";
import { ContactPage } from "../features/site/components/contact-page.tsx";
import { IndustriesPage } from "../features/site/components/industries-page.tsx";
import { IndustryPage } from "../features/site/components/industry-page.tsx";
import { LegalTextPage } from "../features/site/components/legal-text-page.tsx";
import { paths, verticalPaths } from "../lib/paths.ts";
import { AdminRoute } from "./admin-route.tsx";
import { AppLayout } from "./app-layout.tsx";
import { DashboardRoute, VerticalChooserRoute } from "./dashboard-route.tsx";
import { DocumentRoute } from "./document-route.tsx";
import { NotFoundPage } from "./not-found-page.tsx";
import { NewOrganizationRoute } from "./new-organization-route.tsx";
import { PublicLayout } from "./public-layout.tsx";
import { ReviewRoute } from "./review-route.tsx";
import { RequireOnboarding } from "./require-onboarding.tsx";
import { RequireSession } from "./require-session.tsx";
import { ProfileRoute } from "./profile-route.tsx";
import { PayPage } from "../features/billing/components/pay-page.tsx";
import { RootLayout } from "./root-layout.tsx";
import { AuditRoute, OrganizationSettingsRoute, TeamRoute } from "./organization-pages.tsx";
import { InvitationPage } from "../features/organizations/components/invitation-page.tsx";
import { VERTICALS } from "../../contracts/organizations.ts";

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
          { path: paths.contact, element: <ContactPage /> },
          { path: paths.bookDemo, element: <BookDemoPage /> },
          { path: paths.privacyPolicy, element: <LegalTextPage document="privacy" /> },
          { path: paths.termsOfService, element: <LegalTextPage document="terms" /> },
          { path: paths.changelog, element: <ChangelogPage /> },
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
