/** Every route the web app links to, in one place (spec §2). */
export const paths = {
  home: "/",
  features: "/#features",
  aboutUs: "/about-us",
  contact: "/contact",
  bookDemo: "/book-demo",
  verticals: "/verticals",
  dashboard: "/dashboard",
} as const;

export const SUPPORT_EMAIL = "support@berkas.id";
