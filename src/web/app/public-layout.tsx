import { useEffect } from "react";
import { Outlet, useLocation } from "react-router";
import { PublicHeader } from "../components/public-header.tsx";

/** Home anchors (/#features…) scroll smoothly once the page holding them has rendered. */
function useScrollToHash() {
  const { hash, pathname } = useLocation();
  useEffect(() => {
    if (!hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({
      behavior: "smooth",
    });
  }, [hash, pathname]);
}

export function PublicLayout() {
  useScrollToHash();
  return (
    <div className="min-h-screen bg-white text-slate-900">
      <PublicHeader />
      <Outlet />
    </div>
  );
}
