export interface ChangelogDay {
  heading: string;
  areas: { heading: string; items: string[] }[];
}

/**
 * CHANGELOG.md as the page shows it: `## day`, `### area`, `- change`. Anything else (the
 * title, the introduction) is the page's own text, not the log's.
 */
export function parseChangelog(markdown: string): ChangelogDay[] {
  const days: ChangelogDay[] = [];
  for (const line of markdown.split("\n")) {
    if (line.startsWith("## ")) {
      days.push({ heading: line.slice(3).trim(), areas: [] });
    } else if (line.startsWith("### ")) {
      days.at(-1)?.areas.push({ heading: line.slice(4).trim(), items: [] });
    } else if (line.startsWith("- ")) {
      days.at(-1)?.areas.at(-1)?.items.push(line.slice(2).trim());
    }
  }
  return days;
}
