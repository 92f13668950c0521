# syntax=docker/dockerfile:1
# Sjak in one image: the web server on PORT (3000) and the API on API_PORT (3001, loopback only),
# started by scripts/start.ts. Data (PGlite files, photos, mail) in the /data volume.
#
#   docker build -t sjak .
#   docker run -p 3000:3000 -v sjak-data:/data -e SESSION_SECRET=$(openssl rand -hex 32) sjak

ARG NODE_IMAGE=node:24-slim

# All dependencies, for the build. The image already has Node 24: skip the `node` devDependency's
# download (install scripts off) and drop its shim so npm scripts use the image's node.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund --ignore-scripts && rm -f node_modules/.bin/node

FROM deps AS build
COPY . .
RUN npm run build

# Production dependencies only (prebuilt N-API binaries: @node-rs/argon2, sharp; no install scripts).
FROM ${NODE_IMAGE} AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund --ignore-scripts

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    API_PORT=3001 \
    DATA_DIR=/data \
    SEED_DEMO=false
WORKDIR /app
COPY --from=prod-deps /app/node_modules ./node_modules
COPY package.json package-lock.json ./
COPY --from=build /app/build ./build
COPY api ./api
COPY domain ./domain
COPY lib ./lib
COPY migrations ./migrations
COPY scripts ./scripts
COPY app/server/http.server.ts ./app/server/http.server.ts
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=3s --start-period=60s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node directly (not npm start): npm does not forward SIGTERM to its script.
CMD ["node", "scripts/start.ts"]
