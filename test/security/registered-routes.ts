import type { App } from "../../src/server/app.ts";

/** One handler the server answers: `GET /api/documents/:id`. */
export type RouteKey = `${string} /${string}`;

const TREE_LINE = /^((?:│ {3}| {4})*)(?:├── |└── )(.*?)(?: \(([A-Z, ]+)\))?$/;

/**
 * Every method and path the app registered, read from Fastify's own routing tree
 * (`printRoutes`): each line is a radix-tree node, a route's path is its ancestors' labels joined.
 * HEAD routes Fastify adds beside each GET are the GET's handler, so they are not listed apart.
 */
export function registeredRoutes(app: App): RouteKey[] {
  const labels: string[] = [];
  const routes = new Set<RouteKey>();
  for (const line of app.printRoutes().split("\n")) {
    const node = TREE_LINE.exec(line);
    if (!node) continue;
    const depth = node[1]!.length / 4;
    labels.length = depth;
    labels.push(node[2]!);
    const methods = node[3]?.split(", ") ?? [];
    for (const method of methods) {
      if (method === "HEAD" && methods.includes("GET")) continue;
      routes.add(`${method} ${labels.join("")}` as RouteKey);
    }
  }
  return [...routes].sort();
}
