import { Outlet, useLocation } from "react-router";
import { Toaster } from "sonner";
import { LanguageSwitch } from "../components/language-switch.tsx";
import { WordMark } from "../components/word-mark.tsx";
import { DocumentPreviewModal } from "../features/assistant/components/document-preview-modal.tsx";
import { usePageViews } from "../features/analytics/hooks/use-page-views.ts";
import { useCurrentOrganization } from "../features/organizations/api/use-organizations.ts";
import { useSession } from "../lib/session.ts";
import { UserMenu } from "./user-menu.tsx";

/** Spec §9: at most five toasts at a time. */
const TOASTS_VISIBLE = 5;

/** Signed-in pages: word mark, language, organization switcher and user menu; each page
 *  opened is counted (spec §7's page views). */
export function AppLayout() {
  const session = useSession();
  const { pathname } = useLocation();
  const { current } = useCurrentOrganization();
  usePageViews(pathname, current?.id);
  return (
    <div className="min-h-screen bg-slate-50 text-slate-900">
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3">
          <WordMark />
          <div className="flex items-center gap-3">
            <LanguageSwitch />
            {session.data && <UserMenu user={session.data} />}
          </div>
        </div>
      </header>
      <Outlet />
      <DocumentPreviewModal />
      <Toaster visibleToasts={TOASTS_VISIBLE} position="bottom-right" richColors closeButton />
    </div>
  );
}
