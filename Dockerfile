# syntax=docker/dockerfile:1
# The app in one image: built in a full Node stage, run from a slim one as a non-root user.
# Build: docker build -t wms:1.0.0 .   Run with PostgreSQL: docker compose up (compose.yaml).
ARG NODE_VERSION=26

FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
# The manifests first: the dependency layer is reused until the lockfile changes.
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY server/package.json server/
COPY web/package.json web/
RUN npm ci --no-audit --no-fund
COPY . .
# No .git in the build context: the commit /metrics reports comes in as a build argument.
ARG WMS_BUILD_COMMIT=unknown
RUN WMS_BUILD_COMMIT=${WMS_BUILD_COMMIT} npm run build \
  && npm prune --omit=dev --no-audit --no-fund

FROM node:${NODE_VERSION}-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    WMS_DATA_DIR=/app/data \
    WMS_LOG_FORMAT=json
WORKDIR /app
# What the server reads at run time: the workspace manifest (its root and version), the production dependencies
# (the server workspace keeps a few of its own in server/node_modules), the bundle in server/dist, the migrations
# in server/src/db/migrations, and the built web app.
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/packages/domain ./packages/domain
COPY --from=build /app/server ./server
COPY --from=build /app/web/package.json ./web/
COPY --from=build /app/web/dist ./web/dist
RUN mkdir -p /app/data && chown node:node /app/data
USER node
VOLUME ["/app/data"]
EXPOSE 3000
# Liveness only: the process answers. A balancer or orchestrator asks /api/health/ready for the database.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--no-liftoff", "server/dist/main.js"]
