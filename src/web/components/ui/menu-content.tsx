import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import type { ReactNode } from "react";

/** The one look of every dropdown: portalled, offset from its trigger, card-styled. */
export function MenuContent({
  align,
  minWidthClass,
  children,
}: {
  align: "start" | "end";
  minWidthClass: string;
  children: ReactNode;
}) {
  return (
    <DropdownMenu.Portal>
      <DropdownMenu.Content
        align={align}
        sideOffset={6}
        className={`z-50 ${minWidthClass} rounded-md border border-slate-200 bg-white p-1 shadow-lg`}
      >
        {children}
      </DropdownMenu.Content>
    </DropdownMenu.Portal>
  );
}
