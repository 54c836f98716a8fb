import { useState } from "react";

/** Rows chosen with their checkboxes, for the bulk bar; only rows on the page count. */
export function useRowSelection<Row extends { id: string }>(rows: Row[]) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const selectedRows = rows.filter((row) => selected.has(row.id));
  const allOnPage = rows.length > 0 && rows.every((row) => selected.has(row.id));
  return {
    selectedRows,
    allOnPage,
    someOnPage: selectedRows.length > 0 && !allOnPage,
    isSelected: (id: string) => selected.has(id),
    toggle: (id: string) =>
      setSelected((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    toggleAll: () => setSelected(allOnPage ? new Set() : new Set(rows.map((row) => row.id))),
    clear: () => setSelected(new Set()),
  };
}

export type RowSelection<Row extends { id: string } = { id: string }> = ReturnType<
  typeof useRowSelection<Row>
>;
