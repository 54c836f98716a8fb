import { EditorContent, useEditor, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";

/**
 * A contract's text in TipTap (StarterKit: headings, paragraphs, lists, bold, italic). The
 * editor's own schema is the only HTML it keeps, so a pasted script or style never reaches the
 * stored draft. `onEditor` hands the instance up for "insert clause".
 */
export function RichTextEditor({
  label,
  initialHtml,
  editable,
  onChange,
  onEditor,
}: {
  label: string;
  initialHtml: string;
  editable: boolean;
  onChange: (html: string) => void;
  onEditor?: (editor: Editor) => void;
}) {
  const editor = useEditor({
    extensions: [StarterKit],
    content: initialHtml,
    editable,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        "aria-label": label,
        role: "textbox",
        "aria-multiline": "true",
        class:
          "prose prose-sm max-w-none min-h-[24rem] rounded-md border border-slate-300 bg-white p-4 focus:outline-none [&_h1]:text-center [&_h1]:text-lg [&_h1]:font-bold [&_h2]:mt-4 [&_h2]:font-semibold [&_p]:my-2 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6",
      },
    },
    onCreate: ({ editor: created }) => onEditor?.(created),
    onUpdate: ({ editor: changed }) => onChange(changed.getHTML()),
  });
  return (
    <section aria-label={label} className="space-y-2">
      <h3 className="text-sm font-semibold text-slate-700">{label}</h3>
      <EditorContent editor={editor} />
    </section>
  );
}
