import type { ReactNode } from "react";
import { Breadcrumbs, type Crumb } from "./breadcrumbs.tsx";

/** A content page: breadcrumbs, the title, an introduction, then the page's own content. */
export function PageShell(props: {
  title: string;
  intro?: ReactNode;
  trail: readonly Crumb[];
  children?: ReactNode;
}) {
  return (
    <main className="mx-auto max-w-4xl px-4 py-10">
      <Breadcrumbs trail={props.trail} />
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {props.title}
      </h1>
      {props.intro && <p className="mt-4 text-lg text-slate-600">{props.intro}</p>}
      <div className="mt-8">{props.children}</div>
    </main>
  );
}
