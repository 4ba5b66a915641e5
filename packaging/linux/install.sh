#!/usr/bin/env bash
# Install the Linux bundle for the current user (no root needed):
#   packaging/linux/install.sh [BUNDLE_DIR]     (default: dist/tablee)
# Copies the bundle to ~/.local/opt/tablee, links ~/.local/bin/tablee, and
# installs the menu entry and icons (hicolor theme). Remove with --uninstall.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
data=${XDG_DATA_HOME:-$HOME/.local/share}
opt=$HOME/.local/opt/tablee
if [ "${1:-}" = --uninstall ]; then
  rm -rf "$opt" "$HOME/.local/bin/tablee" "$data/applications/tablee.desktop"
  rm -f "$data"/icons/hicolor/*/apps/tablee.png
  echo "Tablée removed."; exit 0
fi
src=${1:-$here/../../dist/tablee}
[ -x "$src/tablee" ] || { echo "no bundle at $src (run: make package)" >&2; exit 1; }
mkdir -p "$opt" "$HOME/.local/bin" "$data/applications"
rm -rf "$opt" && cp -a "$src" "$opt"
ln -sf "$opt/tablee" "$HOME/.local/bin/tablee"
sed "s|^Exec=tablee|Exec=$opt/tablee|" "$here/tablee.desktop" >"$data/applications/tablee.desktop"
for n in 48 64 128 256 512; do
  mkdir -p "$data/icons/hicolor/${n}x${n}/apps"
  cp "$here/../icons/tablee-$n.png" "$data/icons/hicolor/${n}x${n}/apps/tablee.png"
done
command -v update-desktop-database >/dev/null && update-desktop-database "$data/applications" || true
echo "Tablée installed: $opt (start it from the menu, or run: tablee)"
