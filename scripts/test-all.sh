#!/usr/bin/env bash
# `npm test`: every test. Types, lint, unit, integration (PGlite, and PostgreSQL when TEST_DATABASE_URL is
# set), production build with its size budgets, browser journeys. Steps that use one core each run side by
# side (2 cores); each step's output is printed whole when it ends, then a table of durations.
set -uo pipefail
cd "$(dirname "$0")/.."

LOGS="$(mktemp -d "${TMPDIR:-/tmp}/test-all-XXXXXX")"
SUMMARY="$LOGS/summary"
START=$SECONDS
trap 'rm -rf "$LOGS"' EXIT

summary() {
  printf '\n=== durations (wall clock, s) ===\n'
  cat "$SUMMARY"
  printf '%-28s %5d\n' 'total' $((SECONDS - START))
}

# step NAME COMMAND...: runs in the background, output to its log; records its duration and status.
step() {
  local name="$1"
  shift
  (
    local t0=$SECONDS
    "$@" >"$LOGS/$name.log" 2>&1
    local rc=$?
    printf '%-28s %5d%s\n' "$name" $((SECONDS - t0)) "$([ $rc -eq 0 ] || echo "   FAILED (exit $rc)")" >>"$SUMMARY"
    printf '\n=== %s (%ds) ===\n' "$name" $((SECONDS - t0))
    cat "$LOGS/$name.log"
    exit $rc
  ) &
}

# wait for every step started since the last phase; stop at the end of a phase in which one failed.
phase_end() {
  local failed=0
  for job in $(jobs -p); do wait "$job" || failed=1; done
  if [ $failed -ne 0 ]; then
    summary
    echo 'npm test: FAILED' >&2
    exit 1
  fi
}

# Types and lint are one core each; the production build (one app at a time) runs beside them.
step types npm run typecheck --silent
step lint bash -c "npm run lint --silent && npm run api:check -w shared-ui --silent"
step build npm run build --silent
phase_end

# Unit tests use both cores (jest workers).
step unit npx jest
phase_end

# The integration suites, one at a time per database, PGlite and PostgreSQL side by side (one core each).
step integration-pglite env -u TEST_DATABASE_URL npm run test:integration --silent
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step integration-postgres npm run test:integration --silent
fi
phase_end

step browser npm run test:e2e --silent
phase_end

summary
