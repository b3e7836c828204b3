#!/usr/bin/env bash
# `npm test`: every test. Types, lint, unit, integration (PGlite, then PostgreSQL when TEST_DATABASE_URL
# is set), production build with its size budgets, browser journeys.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n=== %s ===\n' "$1"; }

step "types"; npm run typecheck --silent
step "lint"; npm run lint --silent && npm run api:check -w shared-ui --silent
step "unit"; npx jest
step "integration (PGlite)"; env -u TEST_DATABASE_URL npm run test:integration --silent
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step "integration (PostgreSQL)"; npm run test:integration --silent
fi
step "build"; npm run build --silent
step "browser"; npm run test:e2e --silent
