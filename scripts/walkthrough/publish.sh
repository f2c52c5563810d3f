#!/usr/bin/env bash
# Copy the walkthrough's reviewed pictures into docs/screenshots/ (the only step that writes into
# docs/: `make walkthrough` writes under out/ only). Look at every picture first.
#
#   scripts/walkthrough/publish.sh OUT_1600 [OUT_720 [OUT_UTM]]
#   scripts/walkthrough/publish.sh --help-copies     (docs/help/ only, from docs/screenshots/)
#
# OUT_1600: a run at 1600x1000 (all its PNGs, and the PDF pages docs/walkthrough.md shows, from
# OUT_1600/pages/, as pdf-*.png); OUT_720: a run at 1280x720 (published with a -720 suffix);
# OUT_UTM: a run with WALK_LAKE=utm (its u*.png).
#
# Then docs/help/ gets a small copy (560 px wide, 48 colours, not dithered) of every picture a page of docs/
# shows: docs/screenshots/ stays out of the plugin zip (.gitattributes), docs/help/ ships, and the
# Help window shows the small copy where the picture is missing (ui/help.py).
set -euo pipefail
REPO=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
DEST="$REPO/docs/screenshots"
if [ "${1:-}" != "--help-copies" ]; then     # --help-copies: only remake docs/help/ from docs/screenshots/
  [ -d "${1:-}" ] || { echo "publish: give the folder of a 1600x1000 run" >&2; exit 1; }
  rm -f "$DEST"/*.png
  cp "$1"/*.png "$DEST/"
  # the pages of the toolbox dialogs' PDFs that the walkthrough shows (pdftoppm -r 50, as 8-bit)
  for page in siteplan_SL-020_toolbox-1 siteplan_SL-020_toolbox-2 lake_audit-01 lake_audit-02 lake_audit-11; do
    [ -f "$1/pages/$page.png" ] || { echo "publish: no $1/pages/$page.png (a run with pdftoppm)" >&2; exit 1; }
    convert "$1/pages/$page.png" -colors 256 PNG8:"$DEST/pdf-$page.png"
  done
  if [ -n "${2:-}" ]; then
    for f in "$2"/*.png; do cp "$f" "$DEST/$(basename "${f%.png}")-720.png"; done
  fi
  if [ -n "${3:-}" ]; then cp "$3"/u*.png "$DEST/"; fi
  # keep only the pictures a page shows (docs/*.md, README.md): the repository stays small
  shown=$(grep -oh 'screenshots/[^)]*\.png' "$REPO"/docs/*.md "$REPO"/README.md | xargs -n1 basename | sort -u)
  for f in "$DEST"/*.png; do
    grep -qx "$(basename "$f")" <<<"$shown" || rm -f "$f"
  done
  du -ch "$DEST"/*.png | tail -1
fi
HELP="$REPO/docs/help"
mkdir -p "$HELP"
rm -f "$HELP"/*.png
for name in $(grep -oh 'screenshots/[^)]*\.png' "$REPO"/docs/*.md | sort -u); do
  src="$DEST/$(basename "$name")"
  [ -f "$src" ] || { echo "publish: $name is shown by docs/ but was not published" >&2; exit 1; }
  convert "$src" -resize '560x>' -dither None -colors 48 -strip PNG8:"$HELP/$(basename "$name")"
done
echo "help copies:"; du -ch "$HELP"/*.png | tail -1
