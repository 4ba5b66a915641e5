#!/usr/bin/env bash
# Build the Linux bundle (make package) and check that the frozen app starts:
#   packaging/smoke.sh            build, then run dist/tablee/tablee --smoke
#   packaging/smoke.sh --no-build check an existing dist/tablee
# Checks, offscreen: exit 0 within 120 s; "language=fr translation_loaded=True";
# tactile colours > 0; a speech line (a backend, or "history only": the fallback,
# which the app then announces); prism's outputs (its native library loads); the same speech outputs as the source tree run
# the same way (the bundle lost no backend); the frozen bot worker answers a
# request; the frozen app hosts and joins a network match (--net-host, --net-client);
# the bundle under 150 MB.
# Each run gets its own XDG_RUNTIME_DIR, so a speech-dispatcher it autospawns is
# private and a shared one that hangs cannot block it; on exit every daemon whose
# socket lies in this script's temporary directory is stopped by its pid (found by
# its command line: a second daemon spawned in a race is in no pid file), and
# waited for. prism's speech-dispatcher voice is not opened for the smoke line
# when no daemon runs (desktop/speech/backends/direct.py), so it spawns none.
set -euo pipefail
cd "$(dirname "$0")/.."
LIMIT_MB=${TABLEE_BUNDLE_LIMIT_MB:-150}
BIN=dist/tablee/tablee

say() { printf 'smoke: %s\n' "$*"; }
fail() { printf 'smoke: FAILED: %s\n' "$*" >&2; exit 1; }

if [ "${1:-}" != --no-build ]; then
  say "building the bundle (make package)"
  start=$(date +%s)
  make package >/tmp/tablee-package.log 2>&1 || { tail -n 40 /tmp/tablee-package.log >&2; fail "make package (log: /tmp/tablee-package.log)"; }
  say "built in $(( $(date +%s) - start )) s"
fi
[ -x "$BIN" ] || fail "$BIN is missing"

work=$(mktemp -d)
# our_daemons: pids of the speech-dispatcher daemons autospawned under $work (ours only)
our_daemons() {
  local cmdline pid
  for cmdline in /proc/[0-9]*/cmdline; do
    pid=${cmdline#/proc/}; pid=${pid%/cmdline}
    case "$(tr '\0' ' ' 2>/dev/null <"$cmdline")" in
      *speech-dispatcher*" $work/"*) echo "$pid";;
    esac
  done
}
cleanup() {
  local pids pid _
  pids=$(our_daemons)
  for pid in $pids; do kill "$pid" 2>/dev/null || true; done
  for _ in $(seq 50); do [ -z "$(our_daemons)" ] && break; sleep 0.1; done  # their modules end with them
  for pid in $(our_daemons); do kill -9 "$pid" 2>/dev/null || true; done
  if [ -n "$pids" ]; then say "stopped $(wc -w <<<"$pids") speech-dispatcher daemon(s) autospawned by the runs"; fi
  rm -rf "$work"
}
trap cleanup EXIT

# run NAME CMD...: the smoke line of CMD --smoke --lang fr, offscreen, private runtime dir
run() {
  local name=$1; shift
  local rt="$work/run-$name" rc=0
  mkdir -p "$rt/data" && chmod 700 "$rt"
  XDG_RUNTIME_DIR="$rt" QT_QPA_PLATFORM=offscreen timeout 120 \
    "$@" --smoke --lang fr --data-dir "$rt/data" >"$rt/out" 2>"$rt/err" || rc=$?
  if [ "$rc" -ne 0 ]; then
    cat "$rt/out" "$rt/err" >&2
    [ "$rc" -eq 124 ] && fail "$name: no exit within 120 s"
    fail "$name: exit code $rc"
  fi
  grep '^tablee smoke:' "$rt/out" | tail -n 1
}

line=$(run frozen "$BIN")
say "frozen: $line"
[[ $line == *"language=fr "* ]] || fail "the language is not fr"
[[ $line == *"translation_loaded=True"* ]] || fail "the French translation did not load"
colours=$(sed -n 's/.*tactile_colours=\([0-9]*\).*/\1/p' <<<"$line")
[ "${colours:-0}" -gt 0 ] || fail "no tactile colours loaded"
speech=$(sed -n 's/.*speech=\(.*\)$/\1/p' <<<"$line")
[ -n "$speech" ] || fail "no speech line"
[ "$speech" = "history only" ] && say "no voice here: the fallback (history only), which the main window announces"
# prism (direct screen-reader output): what its native library reaches here, e.g.
# "Speech Dispatcher (voice)" on Linux, "NVDA (screen reader)" on Windows with NVDA running.
prism=$(sed -n 's/.*prism=\(.*\) speech=.*/\1/p' <<<"$line")
say "prism outputs available (frozen): ${prism:-?}"
[[ $prism == loaded* ]] || fail "prism did not load in the bundle (its native library): $prism"

if [ -x .venv/bin/tablee ]; then
  src=$(run source .venv/bin/tablee)
  say "source: $src"
  src_speech=$(sed -n 's/.*speech=\(.*\)$/\1/p' <<<"$src")
  [ "$src_speech" = "$speech" ] || fail "speech outputs differ: frozen '$speech', source tree '$src_speech'"
  src_prism=$(sed -n 's/.*prism=\(.*\) speech=.*/\1/p' <<<"$src")
  [ "$src_prism" = "$prism" ] || say "note: prism outputs differ: frozen '$prism', source tree '$src_prism'"
fi

# The frozen app is also the bot worker (--bot-worker): it must answer a request.
mkdir -p "$work/run-worker" && chmod 700 "$work/run-worker"
worker=$(XDG_RUNTIME_DIR="$work/run-worker" .venv/bin/python - "$BIN" <<'PY'
import sys
from desktop.match.botworker import BotWorker
from engine import games
game = games.get("gap")
state = game.begin(3, 7, {})[0]
seat = min(game.to_move(state))
legal = game.legal_actions(state, seat)
worker = BotWorker([sys.argv[1], "--bot-worker"])
action = worker.choose("gap", "strong", seat, 7000 + seat, game.view(state, seat), legal)
worker.stop()
print("answered" if action in legal else f"illegal answer {action!r}")
PY
) || fail "the frozen bot worker failed"
[ "$worker" = answered ] || fail "frozen bot worker: $worker"
say "frozen bot worker: answered"

# The frozen app hosts and joins network games: a 2 Win match, host + 2 bot clients on loopback,
# the table announced by mDNS on loopback only (python-zeroconf frozen too).
netdir="$work/net"; mkdir -p "$netdir" && chmod 700 "$netdir"
export XDG_RUNTIME_DIR="$netdir"  # the network runs' own, like the others
TABLEE_MDNS_INTERFACES=127.0.0.1 timeout 120 "$BIN" --net-host --lang en --game twowin --players 3 \
  --seats remote,remote,bot:easy --port 0 --bind 127.0.0.1 --code SMOKE --seed 5 --announce \
  --data-dir "$netdir" >"$netdir/host.out" 2>"$netdir/host.err" &
host_pid=$!
for _ in $(seq 100); do grep -q '^listening on ' "$netdir/host.out" 2>/dev/null && break; sleep 0.1; done
address=$(sed -n 's/^listening on \([^ ]*\) code .*/\1/p' "$netdir/host.out")
[ -n "$address" ] || { cat "$netdir/host.err" >&2; fail "the frozen network host did not listen"; }
client_pids=()
for i in 1 2; do
  timeout 120 "$BIN" --net-client --lang en --join "$address" --code SMOKE --bot easy --log "$netdir/c$i.jsonl" \
    2>"$netdir/c$i.err" & client_pids+=($!)
done
for pid in "${client_pids[@]}"; do wait "$pid" || fail "a frozen network client failed ($(cat "$netdir"/c*.err))"; done
wait "$host_pid" || fail "the frozen network host failed ($(cat "$netdir/host.err"))"
grep -q '"type":"end"' "$netdir/c1.jsonl" || fail "the frozen network match did not end"
say "frozen network play: host and 2 clients finished a 2 Win match"

size=$(du -sm dist/tablee | cut -f1)
say "bundle: ${size} MB (limit ${LIMIT_MB} MB)"
[ "$size" -lt "$LIMIT_MB" ] || fail "dist/tablee is ${size} MB, over ${LIMIT_MB} MB"
say "OK"
