import type { ReactNode } from "react";
import { parseMarkdown, type Block, type Inline } from "../markdown.ts";
import { dispatchOpenPreview } from "../preview-event.ts";
import { MentionChip } from "./mention-chip.tsx";

function renderInline(nodes: Inline[]): ReactNode[] {
  return nodes.map((node, index) => {
    switch (node.kind) {
      case "text":
        return node.text;
      case "break":
        return <br key={index} />;
      case "strong":
        return <strong key={index}>{renderInline(node.children)}</strong>;
      case "em":
        return <em key={index}>{renderInline(node.children)}</em>;
      case "code":
        return (
          <code key={index} className="rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.85em]">
            {node.text}
          </code>
        );
      case "mention":
        return <MentionChip key={index} title={node.title} />;
      case "link":
        if (node.target.kind === "preview") {
          const { documentId } = node.target;
          return (
            <button
              key={index}
              type="button"
              onClick={() => dispatchOpenPreview(documentId)}
              className="inline text-left font-medium text-brand-700 underline decoration-brand-300 underline-offset-2 hover:text-brand-900"
            >
              {renderInline(node.children)}
            </button>
          );
        }
        return (
          <a
            key={index}
            href={node.target.href}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
          >
            {renderInline(node.children)}
          </a>
        );
    }
  });
}

function renderBlock(block: Block, index: number): ReactNode {
  switch (block.kind) {
    case "paragraph":
      return <p key={index}>{renderInline(block.children)}</p>;
    case "heading":
      return (
        <p key={index} className="font-semibold text-slate-900">
          {renderInline(block.children)}
        </p>
      );
    case "rule":
      return <hr key={index} className="border-slate-200" />;
    case "code":
      return (
        <pre
          key={index}
          className="overflow-x-auto rounded bg-slate-100 p-2 font-mono text-xs whitespace-pre"
        >
          {block.text}
        </pre>
      );
    case "quote":
      return (
        <blockquote
          key={index}
          className="space-y-2 border-l-4 border-slate-300 pl-3 text-slate-600"
        >
          {block.blocks.map(renderBlock)}
        </blockquote>
      );
    case "list": {
      const items = block.items.map((item, itemIndex) => (
        <li key={itemIndex}>{renderInline(item)}</li>
      ));
      return block.ordered ? (
        <ol key={index} start={block.start} className="list-decimal space-y-1 pl-5">
          {items}
        </ol>
      ) : (
        <ul key={index} className="list-disc space-y-1 pl-5">
          {items}
        </ul>
      );
    }
    case "table":
      return (
        <div key={index} className="overflow-x-auto">
          <table className="min-w-full border-collapse text-xs">
            <thead>
              <tr>
                {block.header.map((cell, cellIndex) => (
                  <th
                    key={cellIndex}
                    className="border border-slate-200 bg-slate-50 px-2 py-1 text-left font-semibold"
                  >
                    {renderInline(cell)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, rowIndex) => (
                <tr key={rowIndex}>
                  {row.map((cell, cellIndex) => (
                    <td key={cellIndex} className="border border-slate-200 px-2 py-1 align-top">
                      {renderInline(cell)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
  }
}

/**
 * An answer's markdown as React elements: text stays text (no HTML is ever injected), preview
 * links open the preview modal, other links open in a new tab without access to this page.
 */
export function MarkdownView({ source }: { source: string }) {
  return <div className="space-y-2 break-words">{parseMarkdown(source).map(renderBlock)}</div>;
}
