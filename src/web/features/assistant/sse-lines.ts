import type { StreamEvent } from "../../../contracts/assistant.ts";

/**
 * Reads the chat stream's server-sent events (spec §7: `data: {json}` lines separated by blank
 * lines) from chunks that may split a line anywhere. Lines that are not `data:` (comments,
 * `event:`, keep-alives) and data that is not JSON are skipped.
 */
export function createSseParser(): { push(chunk: string): StreamEvent[]; end(): StreamEvent[] } {
  let pending = "";
  const eventsOf = (lines: string[]): StreamEvent[] => {
    const events: StreamEvent[] = [];
    for (const line of lines) {
      const event = parseDataLine(line);
      if (event) events.push(event);
    }
    return events;
  };
  return {
    push(chunk) {
      pending += chunk;
      const lines = pending.split(/\r\n|\r|\n/);
      pending = lines.pop() ?? "";
      return eventsOf(lines);
    },
    end() {
      const rest = pending;
      pending = "";
      return eventsOf([rest]);
    },
  };
}

/**
 * One `data:` line as a stream event, or null. A `chunk` event (spec §3: its words in
 * `data.text`) is more text of the answer, so it is read as a `text` event: our server sends
 * `text`, and a stream that sends `chunk` instead still fills the answer.
 */
export function parseDataLine(line: string): StreamEvent | null {
  if (!line.startsWith("data:")) return null;
  const payload = line.slice("data:".length).trim();
  if (!payload) return null;
  try {
    const value: unknown = JSON.parse(payload);
    if (typeof value !== "object" || value === null) return null;
    const type = (value as { type?: unknown }).type;
    if (typeof type !== "string") return null;
    if (type === "chunk") return chunkAsText(value);
    return value as StreamEvent;
  } catch {
    return null;
  }
}

function chunkAsText(chunk: object): StreamEvent | null {
  const data = (chunk as { data?: unknown }).data;
  const text =
    typeof data === "object" && data !== null ? (data as { text?: unknown }).text : undefined;
  return typeof text === "string" ? { type: "text", content: text } : null;
}
