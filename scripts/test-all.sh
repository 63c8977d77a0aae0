#!/usr/bin/env bash
# `npm test`: typecheck, lint, unit + integration tests, schema/codegen freshness, browser suite.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n== %s\n' "$*"; }

step "typecheck"
npx tsc -p tsconfig.json --noEmit
npx tsc -p client/tsconfig.json --noEmit
npx tsc -p tests/client/tsconfig.json --noEmit

step "lint"
npx eslint .

step "formatting (Prettier)"
npm run -s format:check

step "no unused files, exports or dependencies (knip)"
npx knip --no-progress

step "layering: no module circle, platform without modules (dependency-cruiser)"
npm run -s layering

step "generated code is fresh (schema.graphql, client/graphql/)"
npx tsc -p tsconfig.server.json
tmp=$(mktemp -d)
node dist/server/scripts/emit-schema.js "$tmp/schema.graphql" >/dev/null
if ! diff -q schema.graphql "$tmp/schema.graphql" >/dev/null; then
  echo "schema.graphql is stale: run 'npm run schema' and commit it" >&2
  diff schema.graphql "$tmp/schema.graphql" | head -20 >&2
  exit 1
fi
cp -r client/graphql "$tmp/graphql-before"
# From nothing, so that the module of a deleted document shows as stale too.
rm -rf client/graphql
npx graphql-codegen --config codegen.ts >/dev/null
if ! diff -r -q client/graphql "$tmp/graphql-before" >/dev/null; then
  echo "client/graphql is stale: run 'npm run codegen' and commit it" >&2
  exit 1
fi

step "unit and integration tests (jest, embedded PostgreSQL)"
node --experimental-vm-modules node_modules/jest/bin/jest.js --ci

step "browser suite (Playwright, Debian Chromium)"
bash scripts/test-e2e.sh
