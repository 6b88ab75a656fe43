# Production image of the bff with the built PWA. Runs TypeScript through tsx (no separate emit step).
FROM node:20-bookworm-slim AS build
WORKDIR /shop
COPY package.json package-lock.json ./
COPY domain/package.json domain/
COPY projections/package.json projections/
COPY bff/package.json bff/
COPY web/package.json web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build -w @shop/web && npm prune --omit=dev

FROM node:20-bookworm-slim
WORKDIR /shop
ENV NODE_ENV=production
COPY --from=build /shop /shop
USER node
EXPOSE 3000
CMD ["node", "--import", "tsx", "bff/src/main.ts"]
