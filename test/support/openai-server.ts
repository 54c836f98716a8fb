/**
 * A loopback server speaking the OpenAI chat-completions protocol, for the official SDK pointed
 * at it: bearer-key check, the request recorded, and a reply the test decides.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface ChatRequest {
  model: string;
  messages: Array<{
    role: string;
    content: string | null;
    tool_call_id?: string;
    tool_calls?: Array<{ id: string; function: { name: string; arguments: string } }>;
  }>;
  tools?: Array<{ type: string; function: { name: string } }>;
  response_format?: { type: string; json_schema?: { name: string; schema: unknown } };
  temperature?: number;
}

export interface ToolCall {
  name: string;
  arguments: Record<string, unknown>;
}

export interface OpenAiServer {
  baseUrl: string;
  requests(): ChatRequest[];
  stop(): Promise<void>;
}

export async function startOpenAiServer(options: {
  apiKey: string;
  /**
   * The assistant message's content for a request, the tools it calls (function calling), or
   * a status code to fail with.
   */
  reply: (request: ChatRequest) => string | number | { toolCalls: ToolCall[] };
}): Promise<OpenAiServer> {
  const received: ChatRequest[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { "content-type": "application/json" });
        response.end(JSON.stringify(body));
      };
      if (request.method !== "POST" || request.url !== "/v1/chat/completions") {
        return send(404, { error: { message: "Not found", type: "invalid_request_error" } });
      }
      if (request.headers.authorization !== `Bearer ${options.apiKey}`) {
        return send(401, {
          error: {
            message: "Incorrect API key",
            type: "invalid_request_error",
            code: "invalid_api_key",
          },
        });
      }
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as ChatRequest;
      received.push(body);
      const reply = options.reply(body);
      if (typeof reply === "number") {
        return send(reply, { error: { message: "The server had an error", type: "server_error" } });
      }
      send(200, {
        id: `chatcmpl-${received.length}`,
        object: "chat.completion",
        created: Math.floor(Date.now() / 1000),
        model: body.model,
        choices: [
          {
            index: 0,
            message:
              typeof reply === "string"
                ? { role: "assistant", content: reply }
                : {
                    role: "assistant",
                    content: null,
                    tool_calls: reply.toolCalls.map((call, index) => ({
                      id: `call_${received.length}_${index}`,
                      type: "function",
                      function: { name: call.name, arguments: JSON.stringify(call.arguments) },
                    })),
                  },
            finish_reason: typeof reply === "string" ? "stop" : "tool_calls",
            logprobs: null,
          },
        ],
        usage: { prompt_tokens: 100, completion_tokens: 20, total_tokens: 120 },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests: () => received,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
