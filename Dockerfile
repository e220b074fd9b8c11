# syntax=docker/dockerfile:1
# Homeward: one image with the API and both built web apps (the API serves everything).
# Build: docker build -t homeward .    Run: see docker-compose.yml
# Node 24 (the LTS line; Node 20 left support on 30 April 2026). Without Docker, `npx -y node@24 scripts/image-check.mjs`
# runs these same steps (npm ci from the lock, build, prune, start on MariaDB) and checks the result.

FROM node:24-bookworm-slim AS build
WORKDIR /app
# better-sqlite3 compiles from source when its prebuilt binary cannot be fetched.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
ENV NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false SCARF_ANALYTICS=false
# Manifests first, so the dependency layer is cached until one of them changes.
COPY package.json package-lock.json .npmrc ./
COPY libs/domain/package.json libs/domain/
COPY libs/theme/package.json libs/theme/
COPY api/package.json api/
COPY public-web/package.json public-web/
COPY admin-web/package.json admin-web/
COPY e2e/package.json e2e/
# better-sqlite3 12 is compiled from source against Node 24.18.0's headers: from 24.19.0 on, node::ObjectWrap
# (header code compiled into the addon) aborts the process whenever the GC collects a statement.
# An addon loads on every 24.x (one NODE_MODULE_VERSION). Drop both variables with better-sqlite3 13.
RUN npm_config_target=24.18.0 npm_config_build_from_source=better-sqlite3 npm ci --no-audit --no-fund
COPY . .
RUN node scripts/better-sqlite3-gc-probe.cjs \
 && node node_modules/nx/dist/bin/nx.js run-many -t build \
      --projects=@homeward/domain,@homeward/api,@homeward/public-web,@homeward/admin-web --outputStyle=static \
 && npm prune --omit=dev --no-audit --no-fund

FROM node:24-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/libs/domain/package.json ./libs/domain/package.json
COPY --from=build /app/libs/domain/dist ./libs/domain/dist
COPY --from=build /app/api/package.json ./api/package.json
COPY --from=build /app/api/dist ./api/dist
# The locality table the API loads into an empty locations table (api/src/locations/locations-asset.ts).
COPY --from=build /app/api/assets ./api/assets
COPY --from=build /app/public-web/dist ./public-web/dist
# The node bundle and page template the API renders provider pages with at request time.
COPY --from=build /app/public-web/dist-ssr ./public-web/dist-ssr
COPY --from=build /app/admin-web/dist ./admin-web/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "api/dist/main.js"]
