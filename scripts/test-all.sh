#!/usr/bin/env bash
# `npm test`: every test. Types, lint, unit, integration (PGlite, and PostgreSQL when TEST_DATABASE_URL is
# set), production build with its size budgets, browser journeys, in two lanes side by side (2 cores); each step's
# output is printed whole when it ends, then a table of durations.
set -uo pipefail
cd "$(dirname "$0")/.."

# Every step's scratch files (the integration suites' database copies, the portals' data folders, release builds,
# Chromium's profiles) go to a memory filesystem when the machine has one with room: on this machine's disk, copying
# a suite's 43 MB database alone took 0.9 s of kernel time, 76 times per run (PGlite suites 357 -> 268 s). Jest's
# transform cache stays on disk, kept between runs. TEST_TMPDIR=disk keeps everything on disk.
DISK_TMP="${TMPDIR:-/tmp}"
JEST_CACHE="--cacheDirectory=$DISK_TMP/jest_portal"
if [ "${TEST_TMPDIR:-}" != disk ] && [ -d /dev/shm ] && [ -w /dev/shm ] &&
  [ "$(df -Pk /dev/shm | awk 'NR == 2 { print $4 }')" -gt $((4 * 1024 * 1024)) ]; then
  SCRATCH="$(mktemp -d /dev/shm/portal-test-XXXXXX)"
  export TMPDIR="$SCRATCH"
fi
# Every Node process of the run (jest, the stacks, Playwright, webpack) gets a 64 MB young generation instead of V8's
# 16: they allocate fast and short-lived (jsdom, React, query results), and fewer scavenges cost less. Measured on
# this machine: the unit tests 57 -> 54 s, the PGlite suites 157 -> 144 s (CPU 174 -> 156 s).
export NODE_OPTIONS="--max-semi-space-size=64${NODE_OPTIONS:+ $NODE_OPTIONS}"
LOGS="$(mktemp -d "${TMPDIR:-/tmp}/test-all-XXXXXX")"
SUMMARY="$LOGS/summary"
START=$SECONDS
trap 'rm -rf "$LOGS" ${SCRATCH:+"$SCRATCH"}' EXIT
echo "scratch files in ${TMPDIR:-/tmp}"

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

# Two lanes side by side, so that neither core waits for the other's slowest step (measured with vmstat: a lane
# that ended 110 s before the other left one core idle that long): the production build then the integration suites
# on PGlite (its `npm start` suites publish the build); types, the unit tests, then the integration suites on
# PostgreSQL (when TEST_DATABASE_URL is set; the build is done by then). The two lint steps (ESLint; Prettier's check
# with shared-ui's surface check) wait in a queue that the lane ending first takes from: the lanes' lengths change
# with the day (on a quiet one PGlite's lane is the longer, on a slow one PostgreSQL's: its round trips each wait for
# a core, 147 -> 301 s while PGlite's suites went 195 -> 299 s), and a fixed split left one core alone for 113 s.
# The unit tests and both integration runs use two jest workers: when one lane waits (a PostgreSQL suite's round
# trips, a lane that ends first), the other's second worker takes the core. On a quiet machine this changes nothing
# (513 s against 502-515); with another tenant's two busy threads taking half of each core, the PostgreSQL suites took
# 436 s on one worker and 272 on two (each of their round trips waits for a core). The browser needs the build.
QUEUE="$LOGS/queue"
mkdir -p "$QUEUE"
touch "$QUEUE/1-lint-code" "$QUEUE/2-lint-format"
queued_steps() {
  local rc=0 item
  while item="$(ls "$QUEUE" | head -n 1)" && [ -n "$item" ]; do
    # Whichever lane moves it first runs it; the other goes on to the next.
    mv "$QUEUE/$item" "$LOGS/taken-$item" 2>/dev/null || continue
    case "$item" in
      *-lint-code) run_step lint-code npm run lint:code --silent || rc=1 ;;
      *-lint-format) run_step lint-format bash -c "npm run lint:format --silent && npm run api:check -w shared-ui --silent" || rc=1 ;;
    esac
  done
  return $rc
}
build_pglite() {
  local rc=0
  run_step build npm run build --silent || rc=1
  run_step integration-pglite env -u TEST_DATABASE_URL ITEST_WORKERS=2 npm run test:integration --silent -- "$JEST_CACHE" || rc=1
  queued_steps || rc=1
  return $rc
}
types_unit_postgres() {
  local rc=0
  run_step types npm run typecheck --silent || rc=1
  run_step unit npx jest --maxWorkers=2 "$JEST_CACHE" || rc=1
  if [ -n "${TEST_DATABASE_URL:-}" ]; then
    run_step integration-postgres env ITEST_WORKERS=2 npm run test:integration --silent -- "$JEST_CACHE" || rc=1
  fi
  queued_steps || rc=1
  return $rc
}
lane build_pglite
lane types_unit_postgres
phase_end

# The browser journeys on the production build, in two lanes: the journeys that share a portal (two workers), and
# beside them the ones that change what every other journey sees (live releases, canaries, the Google provider) on
# a portal of their own (their own ports, data folder and artifacts; one worker). `npm run test:e2e` runs them all
# on one portal, the global ones last.
shared_portal_journeys() {
  run_step browser npx playwright test --project=journeys --project=shared-lists
}
# The deploy rehearsal (docs/deploy.md on a hosted-shaped PostgreSQL database, the real Supabase CLI, nginx) needs the
# PostgreSQL server: it follows the global journeys, the shorter lane, with ports of its own.
own_portal_journeys() {
  local rc=0
  run_step browser-global env E2E_PORT=8191 E2E_API_PORT=24491 E2E_OIDC_PORT=24493 \
    E2E_STATE_FILE="$PWD/test-results/.e2e-stack-global.json" E2E_OUTPUT_DIR=test-results/playwright-global \
    npx playwright test --project=global --no-deps || rc=1
  if [ -n "${TEST_DATABASE_URL:-}" ]; then
    run_step deploy-rehearse env REHEARSE_DATABASE_URL="$TEST_DATABASE_URL" REHEARSE_PORT=8195 REHEARSE_API_PORT=24495 npm run deploy:rehearse --silent || rc=1
  fi
  return $rc
}
lane shared_portal_journeys
lane own_portal_journeys
phase_end

summary
