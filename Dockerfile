# The site server in a container: the pages as built, the newsletter and form functions, and
# the form pages rendered at each visit. Storage is PostgreSQL with DATABASE_URL (compose.yaml
# runs one beside it), otherwise PGlite in the /app/.data volume (one container at a time).

# The build needs the development dependencies (Vite, esbuild, the content pipeline). Node 20's
# npm runs the install scripts that package.json's allowScripts denies (vnu-jar's would download
# a Java runtime for a check the image never runs): none is run.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
RUN npm run build

# What runs: the production dependencies and dist/, no sources, no TypeScript loader.
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=4173
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
# PGlite's folder (.data/newsletter) when DATABASE_URL is not set, owned by the user that runs.
RUN mkdir -p .data && chown node:node .data
VOLUME /app/.data
USER node
EXPOSE 4173
# Healthy while the storage answers (/api/health: 200, or 503 when it does not); the slim image
# has no curl or wget, so Node asks. The first start may apply migrations: time for them.
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 4173) + '/api/health', { signal: AbortSignal.timeout(4000) }).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node is PID 1 (exec form, no npm or shell between): it gets SIGTERM itself, and the server's
# handler drains requests for up to 10 s and closes the database (give `docker stop` -t 15).
# Without a handler PID 1 would ignore SIGTERM, so no init is needed for signals; nor for
# zombies, since the server starts no child processes.
STOPSIGNAL SIGTERM
CMD ["node", "dist/server/serve.mjs"]
