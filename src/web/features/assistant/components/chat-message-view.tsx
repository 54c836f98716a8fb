import { useTranslation } from "react-i18next";
import { GREETING_ID, type ChatEntry } from "../chat-storage.ts";
import { splitMentions } from "../mention-tokens.ts";
import { MarkdownView } from "./markdown-view.tsx";
import { MentionChip } from "./mention-chip.tsx";

/** A question as typed, its mentions shown as documents. */
function QuestionText({ text }: { text: string }) {
  return (
    <p className="break-words whitespace-pre-wrap">
      {splitMentions(text).map((segment, index) =>
        segment.kind === "text" ? segment.text : <MentionChip key={index} title={segment.title} />,
      )}
    </p>
  );
}

/** One message of the conversation: questions on the right, answers (markdown) on the left. */
export function ChatMessageView({ message }: { message: ChatEntry }) {
  const { t } = useTranslation();
  if (message.role === "user") {
    return (
      <li className="flex justify-end">
        <div className="max-w-[85%] rounded-2xl rounded-br-sm bg-brand-700 px-3.5 py-2 text-sm text-white [&_svg]:text-brand-100">
          <QuestionText text={message.content} />
        </div>
      </li>
    );
  }
  return (
    <li className="flex justify-start">
      <div className="max-w-[92%] rounded-2xl rounded-bl-sm bg-slate-100 px-3.5 py-2 text-sm text-slate-800">
        <MarkdownView
          source={message.id === GREETING_ID ? t("assistant.greeting") : message.content}
        />
      </div>
    </li>
  );
}
