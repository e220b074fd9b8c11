# syntax=docker/dockerfile:1
# Homeward: one image with the API and both built web apps (the API serves everything).
# Build: docker build -t homeward .    Run: see docker-compose.yml

FROM node:20.20-bookworm-slim AS build
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
RUN npm ci --no-audit --no-fund
COPY . .
RUN node node_modules/nx/bin/nx.js run-many -t build \
      --projects=@homeward/domain,@homeward/api,@homeward/public-web,@homeward/admin-web --outputStyle=static \
 && npm prune --omit=dev --no-audit --no-fund

FROM node:20.20-bookworm-slim AS runtime
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
COPY --from=build /app/admin-web/dist ./admin-web/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "api/dist/main.js"]
