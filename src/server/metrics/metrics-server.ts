import type { AddressInfo } from "node:net";
import Fastify from "fastify";
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import { isAppError } from "../errors.ts";
import { metricsRoutes } from "../routes/metrics/metrics-routes.ts";
import type { Metrics } from "./metrics.ts";

export interface MetricsServer {
  port: number;
  close(): Promise<void>;
}

/**
 * `/metrics` alone on a port of its own (METRICS_PORT), for a `berkas worker`, which serves no
 * other HTTP: its job durations and failures are counted in its own process, so Prometheus has
 * to scrape each worker. The same route as the web's, behind the same METRICS_TOKEN.
 */
export async function startMetricsServer(options: {
  metrics: Metrics;
  token: string | undefined;
  host: string;
  port: number;
}): Promise<MetricsServer> {
  const server = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  server.setValidatorCompiler(validatorCompiler);
  server.setSerializerCompiler(serializerCompiler);
  server.setErrorHandler((error, _request, reply) =>
    isAppError(error)
      ? reply.code(error.httpStatus).send(error.toBody())
      : reply.code(500).send({ error: { code: "INTERNAL", message: "metrics failed" } }),
  );
  await server.register(metricsRoutes(options.metrics, options.token));
  await server.listen({ host: options.host, port: options.port });
  return {
    port: (server.server.address() as AddressInfo).port,
    close: () => server.close(),
  };
}
