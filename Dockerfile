# berkas in one image; the same image runs `web`, `worker`, `start` or `migrate` (compose.yaml).
# Checked without a container engine by test/deployment.test.ts (docs/PRODUCTION.md says how).

FROM node:24.21.0-bookworm-slim AS build
WORKDIR /app
# Dependencies first, so a source change does not reinstall them. Install scripts stay off, as
# in development (package.json allowScripts): the image's own Node replaces the `node` package.
COPY package.json package-lock.json ./
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --ignore-scripts

FROM node:24.21.0-bookworm-slim
# The native OCR engine reads scans several times faster than tesseract.js (README, OCR).
RUN apt-get update \
  && apt-get install -y --no-install-recommends tesseract-ocr \
  && rm -rf /var/lib/apt/lists/* \
  && mkdir -p /data \
  && chown node:node /data
ENV NODE_ENV=production \
  HOST=0.0.0.0 \
  PORT=3000 \
  DATA_DIR=/data
WORKDIR /app
COPY --from=build --chown=node:node /app /app
USER node
VOLUME ["/data"]
EXPOSE 3000
# Liveness only: readiness (/api/health/ready) is the load balancer's question, not a reason to
# restart a process whose database is briefly away.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM starts the graceful shutdown (SHUTDOWN.graceSeconds in src/contracts/operations.ts).
STOPSIGNAL SIGTERM
ENTRYPOINT ["node", "bin/berkas.js"]
CMD ["start"]
