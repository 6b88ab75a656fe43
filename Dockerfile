# Production image of the bff with the built PWA. Runs the bff bundled into JavaScript (bff/dist, esbuild).
FROM node:20-bookworm-slim AS build
WORKDIR /shop
COPY package.json package-lock.json ./
COPY domain/package.json domain/
COPY projections/package.json projections/
COPY bff/package.json bff/
COPY web/package.json web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build -w @shop/web && npm run build -w @shop/bff && npm prune --omit=dev

FROM node:20-bookworm-slim
WORKDIR /shop
ENV NODE_ENV=production
COPY --from=build /shop /shop
USER node
EXPOSE 3000
# --optimize-for-size: V8 grows the heap less eagerly (README, Speed: the bff's memory).
CMD ["node", "--optimize-for-size", "bff/dist/main.js"]
