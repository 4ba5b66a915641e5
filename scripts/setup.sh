#!/usr/bin/env bash
# Set up Tablée for development: Debian packages (when missing), the .venv, and an
# editable install of the package with the requested extras. Quick when nothing is
# missing; safe to run again.
#
# usage: scripts/setup.sh [EXTRA...]      EXTRA: test, package (pyproject extras)
#   The Debian sections installed are base + runtime + one per EXTRA
#   (see scripts/debian-packages.txt).
# environment:
#   PYTHON=python3       interpreter used to create .venv (3.10 or newer)
#   TABLEE_SKIP_APT=1    do not check or install Debian packages
#   CI=true              a missing package that cannot be installed is an error
set -euo pipefail
cd "$(dirname "$0")/.."

PYTHON=${PYTHON:-python3}
VENV=.venv
PKG_LIST=scripts/debian-packages.txt
EXTRAS=("$@")

say() { printf 'setup: %s\n' "$*"; }
die() { printf 'setup: error: %s\n' "$*" >&2; exit 1; }

for extra in "${EXTRAS[@]}"; do
  case "$extra" in test|package) ;; *) die "unknown extra '$extra' (use: test, package)";; esac
done

# Print the packages of the given sections of $PKG_LIST, one per line.
packages_in() {
  local wanted=" $* " section=""
  while read -r line; do
    line=${line%%#*}; line=${line//[[:space:]]/}
    [ -n "$line" ] || continue
    if [[ $line == \[*\] ]]; then section=${line:1:-1}; continue; fi
    [[ $wanted == *" $section "* ]] && echo "$line"
  done <"$PKG_LIST"
}

# Print the given packages that are not installed.
missing_of() {
  local pkg
  for pkg in "$@"; do
    [ "$(dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null)" = "install ok installed" ] || echo "$pkg"
  done
}

apt_setup() {
  if [ "${TABLEE_SKIP_APT:-}" = 1 ]; then say "TABLEE_SKIP_APT=1: not checking Debian packages"; return; fi
  if ! command -v dpkg-query >/dev/null; then
    say "not a Debian/Ubuntu system: install the equivalents of $PKG_LIST yourself"; return
  fi
  local sections=(base runtime "${EXTRAS[@]}") missing
  mapfile -t missing < <(missing_of $(packages_in "${sections[@]}"))
  [ ${#missing[@]} -gt 0 ] || return 0
  say "missing Debian packages (${sections[*]}): ${missing[*]}"
  if [ "$(id -u)" = 0 ]; then
    export DEBIAN_FRONTEND=noninteractive
    apt-get update </dev/null
    apt-get install -y --no-install-recommends "${missing[@]}" </dev/null
  else
    local cmd="sudo apt-get install -y --no-install-recommends ${missing[*]}"
    if [ "${CI:-}" = true ]; then die "not root; run: $cmd"; fi
    printf '\nsetup: WARNING: some Debian packages are missing. Install them with:\n\n    %s\n\n' "$cmd" >&2
    printf 'setup: continuing; the app or some tests may fail or skip until then.\n\n' >&2
  fi
}

venv_setup() {
  if [ ! -x "$VENV/bin/python" ]; then
    "$PYTHON" -c 'import sys; sys.exit(sys.version_info < (3, 10))' \
      || die "$PYTHON is older than Python 3.10 (set PYTHON=python3.11, for example)"
    say "creating $VENV with $("$PYTHON" --version 2>&1)"
    "$PYTHON" -m venv "$VENV"
  fi
  # One stamp per extra ("runtime" for none); stale when older than pyproject.toml
  # or when the console script is gone.
  local stamps=("$VENV/.stamp-runtime") stale=0 stamp spec=.
  for extra in "${EXTRAS[@]}"; do stamps+=("$VENV/.stamp-$extra"); done
  for stamp in "${stamps[@]}"; do [ "$stamp" -nt pyproject.toml ] || stale=1; done
  [ -x "$VENV/bin/tablee" ] || stale=1
  [ "$stale" = 1 ] || return 0
  if [ ${#EXTRAS[@]} -gt 0 ]; then spec=".[$(IFS=,; echo "${EXTRAS[*]}")]"; fi
  say "pip install -e '$spec'"
  local log="$VENV/pip-install.log"
  "$VENV/bin/python" -m pip install -e "$spec" >"$log" 2>&1 \
    || { tail -n 30 "$log" >&2; die "pip install failed (full log: $log)"; }
  touch "${stamps[@]}"
}

bytecode() {
  # Our modules compiled once now, as an installer would: otherwise a machine with
  # PYTHONDONTWRITEBYTECODE set compiles every module at every start (~0.2 s).
  "$VENV/bin/python" -m compileall -q -j 0 desktop engine >/dev/null \
    || say "WARNING: could not precompile the sources (the app still runs)"
}

apt_setup
venv_setup
bytecode
say "ready (extras: ${EXTRAS[*]:-none})"
