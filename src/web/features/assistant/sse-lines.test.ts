import { describe, expect, it } from "vitest";
import { createSseParser, parseDataLine } from "./sse-lines.ts";

describe("the chat stream parser", () => {
  it("reads one event per data line, blank lines between them", () => {
    const parser = createSseParser();
    const events = parser.push(
      'data: {"type":"text","content":"Halo"}\n\ndata: {"type":"done","data":{"documentIds":["a"]}}\n\n',
    );
    expect(events).toEqual([
      { type: "text", content: "Halo" },
      { type: "done", data: { documentIds: ["a"] } },
    ]);
  });

  it("joins a line split across chunks, wherever the split falls", () => {
    const stream = 'data: {"type":"text","content":"Total Rp 1.110.000"}\n\n';
    for (let at = 1; at < stream.length; at++) {
      const parser = createSseParser();
      const events = [...parser.push(stream.slice(0, at)), ...parser.push(stream.slice(at))];
      expect(events, `split at ${at}`).toEqual([{ type: "text", content: "Total Rp 1.110.000" }]);
    }
  });

  it("reads a chunk event's data.text as more text of the answer", () => {
    const parser = createSseParser();
    const events = parser.push(
      'data: {"type":"chunk","data":{"text":"Total "}}\n\ndata: {"type":"text","content":"Rp 5"}\n\n',
    );
    expect(events).toEqual([
      { type: "text", content: "Total " },
      { type: "text", content: "Rp 5" },
    ]);
    expect(parseDataLine('data: {"type":"chunk","data":{}}')).toBeNull();
    expect(parseDataLine('data: {"type":"chunk","data":{"text":7}}')).toBeNull();
  });

  it("reads a last line that had no newline when the stream ends", () => {
    const parser = createSseParser();
    expect(parser.push('data: {"type":"error","error":"boom"}')).toEqual([]);
    expect(parser.end()).toEqual([{ type: "error", error: "boom" }]);
  });

  it("accepts CRLF line ends", () => {
    const parser = createSseParser();
    expect(parser.push('data: {"type":"text","content":"a"}\r\n\r\n')).toEqual([
      { type: "text", content: "a" },
    ]);
  });

  it("skips comments, other fields, non-JSON data and JSON without a type", () => {
    expect(parseDataLine(": keep-alive")).toBeNull();
    expect(parseDataLine("event: message")).toBeNull();
    expect(parseDataLine("data: not json")).toBeNull();
    expect(parseDataLine("data: 42")).toBeNull();
    expect(parseDataLine('data: {"content":"no type"}')).toBeNull();
    expect(parseDataLine("data:")).toBeNull();
    expect(parseDataLine('data:{"type":"text","content":"tight"}')).toEqual({
      type: "text",
      content: "tight",
    });
  });
});
