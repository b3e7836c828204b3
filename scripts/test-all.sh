#!/usr/bin/env bash
# `npm test`: every test. Types, lint, unit, integration (PGlite, and PostgreSQL when TEST_DATABASE_URL is
# set), production build with its size budgets, browser journeys. Steps that use one core each run in two lanes side
# by side (2 cores); each step's output is printed whole when it ends, then a table of durations.
set -uo pipefail
cd "$(dirname "$0")/.."

LOGS="$(mktemp -d "${TMPDIR:-/tmp}/test-all-XXXXXX")"
SUMMARY="$LOGS/summary"
START=$SECONDS
trap 'rm -rf "$LOGS"' EXIT

CPU_INDEX="$(node infra/scripts/cpu-index.mjs 2>&1)"
echo "$CPU_INDEX"

summary() {
  printf '\n=== durations (wall clock, s) ===\n'
  cat "$SUMMARY"
  printf '%-28s %5d\n' 'total' $((SECONDS - START))
  echo "$CPU_INDEX (at the start)"
}

# run_step NAME COMMAND...: runs in the foreground, output to its log; records its duration and status, then prints
# the log whole (one step's output at a time, under a lock, so two lanes never interleave their lines).
run_step() {
  local name="$1"
  shift
  local t0=$SECONDS
  "$@" >"$LOGS/$name.log" 2>&1
  local rc=$?
  (
    flock 9
    printf '%-28s %5d%s\n' "$name" $((SECONDS - t0)) "$([ $rc -eq 0 ] || echo "   FAILED (exit $rc)")" >>"$SUMMARY"
    printf '\n=== %s (%ds) ===\n' "$name" $((SECONDS - t0))
    cat "$LOGS/$name.log"
  ) 9>"$LOGS/print.lock"
  return $rc
}

# lane STEP_FUNCTION: runs the function's steps in order in the background; the lane fails if any of its steps did
# (every step still runs, so one run shows every failure).
lane() {
  (
    failed=0
    "$1" || failed=1
    exit $failed
  ) &
}

# wait for every lane started since the last phase; stop at the end of a phase in which one failed.
phase_end() {
  local failed=0
  for job in $(jobs -p); do wait "$job" || failed=1; done
  if [ $failed -ne 0 ]; then
    summary
    echo 'npm test: FAILED' >&2
    exit 1
  fi
}

# Two lanes, one core each, so that neither core waits for the other's slowest step: the production build then the
# integration suites on PGlite (the longest step); types, lint, the unit tests (one jest worker) then the integration
# suites on PostgreSQL (when TEST_DATABASE_URL is set). The integration suites need no build; the browser does.
build_then_pglite() {
  local rc=0
  run_step build npm run build --silent || rc=1
  run_step integration-pglite env -u TEST_DATABASE_URL npm run test:integration --silent || rc=1
  return $rc
}
checks_then_postgres() {
  local rc=0
  run_step types npm run typecheck --silent || rc=1
  run_step lint bash -c "npm run lint --silent && npm run api:check -w shared-ui --silent" || rc=1
  run_step unit npx jest --maxWorkers=1 || rc=1
  if [ -n "${TEST_DATABASE_URL:-}" ]; then
    run_step integration-postgres npm run test:integration --silent || rc=1
  fi
  return $rc
}
lane build_then_pglite
lane checks_then_postgres
phase_end

# The browser journeys: two Playwright workers on the production build.
run_step browser npm run test:e2e --silent || {
  summary
  echo 'npm test: FAILED' >&2
  exit 1
}

summary
