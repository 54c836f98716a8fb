import type { ReactNode } from "react";

export function SectionHeading({ children }: { children: ReactNode }) {
  return <h2 className="text-center text-3xl font-bold text-slate-900">{children}</h2>;
}
