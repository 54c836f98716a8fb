import type { Vertical } from "../../contracts/organizations.ts";

/** Every route the web app links to, in one place (spec §2; sign-in paths are ours, see 0007). */
export const paths = {
  home: "/",
  features: "/#features",
  calculator: "/#calculator",
  pricing: "/#pricing",
  testimonials: "/#testimonials",
  faq: "/#faq",
  aboutUs: "/about-us",
  contact: "/contact",
  bookDemo: "/book-demo",
  privacyPolicy: "/privacy-policy",
  termsOfService: "/terms-of-service",
  changelog: "/changelog",
  industries: "/industries",
  industry: "/industries/:slug",
  cities: "/cities",
  city: "/cities/:slug",
  signIn: "/sign-in",
  signUp: "/sign-up",
  forgotPassword: "/forgot-password",
  resetPassword: "/reset-password",
  authCallback: "/auth/callback",
  verticals: "/verticals",
  dashboard: "/dashboard",
  profile: "/profile",
  /** The purchase page; Stripe sends a canceled checkout back to /pay?canceled=true. */
  pay: "/pay",
  /** Ours: the organization onboarding wizard for a new organization (spec §2 switcher). */
  newOrganization: "/organizations/new",
  admin: "/admin",
  accountingDashboard: "/verticals/accounting/dashboard",
  legalDashboard: "/verticals/legal/dashboard",
  /** Ours (issue 24): contract drafts and the knowledge library of the legal vertical. */
  legalDrafts: "/verticals/legal/dashboard/drafts",
  legalDraft: "/verticals/legal/dashboard/drafts/:draftId",
  legalLibrary: "/verticals/legal/dashboard/library",
} as const;

/** A draft in the editor. */
export function draftPath(draftId: string): string {
  return `${paths.legalDrafts}/${encodeURIComponent(draftId)}`;
}

/** Settings pages per vertical; legal's team page is /team, not /settings/team (spec §2). */
export function verticalPaths(vertical: Vertical) {
  const base = vertical === "legal" ? paths.legalDashboard : paths.accountingDashboard;
  return {
    dashboard: base,
    organizationSettings: `${base}/settings/organization`,
    team: vertical === "legal" ? `${base}/team` : `${base}/settings/team`,
    audit: `${base}/settings/audit`,
    documentDetail: `${base}/documents/:documentId`,
    review: `${base}/review`,
  };
}

/** A document's detail page; toasts open it in a new tab (spec §2). */
export function documentPath(vertical: Vertical, documentId: string): string {
  return `${verticalPaths(vertical).dashboard}/documents/${encodeURIComponent(documentId)}`;
}

/** The vertical of the current path; the accounting paths when none matches (spec §2). */
export function verticalOfPath(pathname: string): Vertical {
  return pathname.startsWith(paths.legalDashboard) ? "legal" : "accounting";
}

/** Only same-site paths may be followed after sign-in. */
export function safeNextPath(next: string | null | undefined, fallback: string = paths.dashboard) {
  return next && next.startsWith("/") && !next.startsWith("//") ? next : fallback;
}

export { SUPPORT_EMAIL } from "../../contracts/public-site.ts";
