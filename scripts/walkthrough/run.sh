#!/usr/bin/env bash
# The walkthrough of docs/walkthrough.md, replayed in a real QGIS window: makes its screenshots.
#
#   scripts/walkthrough/run.sh [OUT_DIR]        (or: make walkthrough [WALK_OUT=dir])
#   WALK_SIZE=1280x720 scripts/walkthrough/run.sh out/walk-720     another screen size
#   WALK_LAKE=utm scripts/walkthrough/run.sh out/walk-utm          the second part: a lake of
#       one's own in UTM 18N metres with New York tax-map field names (make_utm_lake.py)
#
# Writes 01-panel.png ... (WALK_SIZE, default 1600 x 1000, 8-bit palette PNGs) into OUT_DIR
# (default out/walkthrough/ in the repository) and nowhere else in the repository;
# docs/screenshots/ holds a reviewed copy of the ones docs/walkthrough.md shows, copied there by
# hand (scripts/walkthrough/publish.sh).
#
# How: Xvfb on display :99 (WALK_DISPLAY=NN for another), QGIS 3.40 started with
#   --profiles-path <temp>/profiles --profile walk   a throwaway profile with the plugin enabled
#   --code driver.py                                  answers run.sh's questions (see driver.py)
# and QGIS_PLUGINPATH=build/pkg (build/pkg/shoreline_layout -> the repository root, as `make`
# makes it), PYTHONPATH=the venv's site-packages (QGIS's Python then finds shapely). QGIS is only
# ASKED where widgets and map points are on the screen (q below) and told to add the sample's
# layers (load_sample.py; step 13 adds the sample layout the same way); every click, drag, key
# press and the file and name dialogs are driven with xdotool, and each picture is taken with
# ImageMagick's `import -window root`. The sample lake and every file the walk writes (the new
# layout GeoPackage, the saved project and its walk_shoreline.gpkg, the site-plan PDF) go to a
# temp dir from mktemp, removed at the end unless KEEP_WORK=1.
#
# Needs: qgis, Xvfb, xdotool, ImageMagick (Debian: apt-get install -y xvfb xdotool imagemagick),
# the venv (make venv) and the sample lake (make sample). About 2 minutes.
# The walk depends on the window layout (1600 x 1000, panel 430 px wide): a step that misses
# its widget still takes its picture, so LOOK at the pictures before committing them.
set -euo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
REPO=$(cd "$HERE/../.." && pwd)
OUT=$(realpath -m "${1:-$REPO/out/walkthrough}")
NUM=${WALK_DISPLAY:-99}
SIZE=${WALK_SIZE:-1600x1000}
LAKE=${WALK_LAKE:-sample}
PY="$REPO/.venv/bin/python"
SAMPLE="$REPO/resources/sample"
PREPARER="Pat Example, L.S. 050123"

missing=""
for tool in qgis Xvfb xdotool import; do
  command -v "$tool" >/dev/null || missing="$missing $tool"
done
if [ -n "$missing" ]; then
  echo "walkthrough: missing$missing (apt-get install -y xvfb xdotool imagemagick; QGIS: make venv)" >&2
  exit 1
fi
[ -x "$PY" ] || { echo "walkthrough: no $PY (make venv)" >&2; exit 1; }
[ -f "$SAMPLE/sample_lake.gpkg" ] || { echo "walkthrough: no sample lake (make sample)" >&2; exit 1; }
if [ -e "/tmp/.X11-unix/X$NUM" ] || [ -e "/tmp/.X$NUM-lock" ]; then
  echo "walkthrough: display :$NUM is taken; set WALK_DISPLAY to a free one" >&2
  exit 1
fi

WORK=$(mktemp -d -t shoreline-walk.XXXXXX)
XVFB_PID=""
QGIS_PID=""
cleanup() {
  [ -n "$QGIS_PID" ] && kill "$QGIS_PID" 2>/dev/null || true
  [ -n "$XVFB_PID" ] && kill "$XVFB_PID" 2>/dev/null || true
  wait 2>/dev/null || true
  if [ "${KEEP_WORK:-0}" = 1 ]; then echo "walkthrough: kept $WORK"; else rm -rf "$WORK"; fi
}
trap cleanup EXIT

mkdir -p "$OUT" "$WORK/drive" "$WORK/data" "$WORK/siteplans" "$WORK/profiles/profiles/walk/QGIS"
cp "$SAMPLE/sample_lake.gpkg" "$SAMPLE/bathymetry.tif" "$WORK/data/"
mkdir -p "$REPO/build/pkg"
ln -sfn ../.. "$REPO/build/pkg/shoreline_layout"
SITE=$("$PY" -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])')
# the profile: plugin on, no tips, news or version check, C locale, the fusion style
cat > "$WORK/profiles/profiles/walk/QGIS/QGIS3.ini" <<'INI'
[PythonPlugins]
processing=true
shoreline_layout=true

[locale]
overrideFlag=true
userLocale=C

[qgis]
allowVersionCheck=false
checkVersion=false
showTips=false
style=fusion
toolbarIconSize=24
INI

Xvfb ":$NUM" -screen 0 "${SIZE}x24" -nolisten tcp >"$WORK/xvfb.log" 2>&1 &
XVFB_PID=$!
for _ in $(seq 1 50); do [ -e "/tmp/.X11-unix/X$NUM" ] && break; sleep 0.1; done
export DISPLAY=":$NUM"
SHORELINE_WALK_DIR="$WORK" SHORELINE_WALK_SIZE="$SIZE" QGIS_PLUGINPATH="$REPO/build/pkg" PYTHONPATH="$SITE" PROJ_DATA=/usr/share/proj \
  qgis --nologo --noversioncheck --profiles-path "$WORK/profiles" --profile walk \
  --code "$HERE/driver.py" >"$WORK/qgis.log" 2>&1 &
QGIS_PID=$!

# q CODE [TRIES]: run CODE inside QGIS (driver.py), print what it printed (0.2 s per try)
q() {
  rm -f "$WORK/drive/out.txt"
  printf '%s\n' "$1" > "$WORK/drive/cmd.py.tmp" && mv "$WORK/drive/cmd.py.tmp" "$WORK/drive/cmd.py"
  for _ in $(seq 1 "${2:-150}"); do [ -f "$WORK/drive/out.txt" ] && break; sleep 0.2; done
  cat "$WORK/drive/out.txt" 2>/dev/null || true
}
# at CODE: a screen position "x y" from CODE (helpers.py), or stop the walk saying what went wrong
at() {
  local p
  p=$(q "print($1)")
  if ! [[ "$p" =~ ^-?[0-9]+\ -?[0-9]+$ ]]; then
    echo "walkthrough: cannot place $1: $p" >&2
    exit 1
  fi
  echo "$p"
}
click_at() { xdotool mousemove $(at "$1") click 1; }
# an 8-bit palette PNG: a screenshot of flat colours loses nothing and is a third the size
shot() { import -window root -colors 256 "PNG8:$OUT/$1.png"; echo "walkthrough: $OUT/$1.png"; }
tab() { click_at "tabpos($1)"; sleep 0.5; }
toolbtn() { click_at "toolbutton('$1')"; }
pt() { at "frame_point($1, $2)"; }
findings() { echo "walkthrough: findings after $1: $(q 'print(findings())')"; }
W=${SIZE%x*}; H=${SIZE#*x}
park() { xdotool mousemove $((W - 100)) $((H - 20)); }      # the pointer out of the way
save_as() {   # the Save Project button, then the file dialog: type the path
  click_at "actionpos(iface.actionSaveProject())"; sleep 2
  xdotool mousemove $(at "modalpos()"); sleep 0.3         # no window manager: keys go under the pointer
  xdotool type --delay 20 "$1"; sleep 0.5
  xdotool key Return; sleep 2
  echo "walkthrough: project saved as $(q 'from qgis.core import QgsProject; print(QgsProject.instance().fileName())')"
}
compute() {   # on a short screen the Lake page scrolls: the wheel brings the button into view
  xdotool mousemove $(at "wpos(ui.panel.w.tabs.currentWidget())"); sleep 0.2
  xdotool click --repeat 6 --delay 80 5; sleep 0.5
  click_at "wpos(ui.panel.w.computeButton)"; wait_compute
}
wait_compute() {  # Compute runs in a background task: wait for its end
  sleep 1
  for _ in $(seq 1 60); do [ "$(q 'print(ui.runner.running())')" = "False" ] && break; sleep 0.5; done
  sleep 2
}
set_scale() {   # type the scale into the status bar's Scale box, as a user does
  click_at "scalebox()"; xdotool key ctrl+a; xdotool type --delay 30 "$1"; xdotool key Return; sleep 2
}
pick_parcel() {   # type a parcel id in the Parcel tab's box, as a user does
  tab 1
  click_at "wpos(ui.panel.w.parcelCombo.lineEdit())"
  xdotool key ctrl+a; xdotool type --delay 30 "$1"; xdotool key Return; sleep 2.5
}

pages() {   # every page of the PDFs the walk wrote as a picture, to look at: OUT/pages/
  command -v pdftoppm >/dev/null || { echo "walkthrough: no pdftoppm (poppler-utils): PDF pages not drawn"; return; }
  mkdir -p "$OUT/pages"
  for pdf in "$OUT"/*.pdf; do pdftoppm -r 50 -png "$pdf" "$OUT/pages/$(basename "${pdf%.pdf}")"; done
  echo "walkthrough: $(ls "$OUT"/pages/*.png | wc -l) PDF pages drawn in $OUT/pages"
}

# ---------------------------------------------------------------- start
ready=""
for _ in $(seq 1 90); do
  ready=$(q 'print("shoreline_layout" in plugins)' 5)
  [ "$ready" = "True" ] && break
  sleep 1
done
[ "$ready" = "True" ] || { echo "walkthrough: QGIS or the plugin did not start (log: $WORK/qgis.log)" >&2; tail -20 "$WORK/qgis.log" >&2; exit 1; }
if [ "$LAKE" = utm ]; then
  "$PY" -P "$HERE/make_utm_lake.py" "$WORK/data/utm_lake.gpkg" >/dev/null
  q "$(cat "$HERE/load_utm.py")"
else
  q "$(cat "$HERE/load_sample.py")"
fi
q "$(cat "$HERE/helpers.py")
print('helpers ready')"
sleep 4
q 'iface.messageBar().clearWidgets(); print(1)' >/dev/null
park
echo "walkthrough: panel $(q 'print(ui.panel.width(), "px wide; buttons cut:", cut_buttons())') at $SIZE"

if [ "$LAKE" = utm ]; then
  # ------------------------------------------------------------ a lake of one's own, UTM 18N
  shot u01-guessed
  echo "walkthrough: guessed $(q 'c = ui.panel.choices(); print(ui.panel.w.parcelLayerCombo.currentLayer().name(), "/", ui.panel.w.mhwLayerCombo.currentLayer().name(), "/", c.id_field, c.land_use_field, c.frontage_field)')"
  save_as "$WORK/data/own_lake.qgz"
  compute
  shot u02-computed
  echo "walkthrough: $(q 'print(ui.panel.w.lakeStatusLabel.text().splitlines()[0])')"
  pick_parcel "574489 121.15-1-6"
  shot u03-parcel
  tab 2
  click_at "wpos(ui.panel.w.newLayoutButton)"; sleep 2
  xdotool type --delay 20 "$WORK/data/own_layout.gpkg"; sleep 0.5; xdotool key Return; sleep 2
  pick_parcel "574489 121.15-1-6"
  q "import json, os
import numpy as np
from shoreline_layout.ui.map_tools.base import frame_at
mid = ui.session.wr.tie_line('574489 121.15-1-6').geometry.interpolate(0.5, normalized=True)
o, t, n = frame_at(ui, np.array([mid.x, mid.y]))
json.dump({'o': list(o), 't': list(t), 'n': list(n)}, open(os.path.join(WORK, 'frame.json'), 'w'))
print('frame', o, n)" >/dev/null
  tab 2
  # a typed length: 40 ft, then one click on the shore lays the walkway
  click_at "wpos(ui.panel.w.dockLengthSpin)"; xdotool key ctrl+a; xdotool type "40"; xdotool key Tab; sleep 0.5
  toolbtn dock; sleep 0.5
  xdotool mousemove $(pt 0 0); sleep 0.3; xdotool click 1; sleep 1.5
  echo "walkthrough: after the click: $(q 'print(iface.mapCanvas().mapTool(), ui.layout_layer("structures").featureCount(), repr(ui.panel.w.figuresLabel.text()), ui.iface.messageBar().currentItem() and ui.iface.messageBar().currentItem().text())')"
  xdotool click 3; sleep 1.5
  toolbtn buoy; sleep 0.5
  xdotool mousemove $(pt 30 70); sleep 0.3; xdotool click 1; sleep 1.5
  xdotool key Escape; q 'iface.actionPan().trigger(); print(1)' >/dev/null
  findings u04
  xdotool mousemove $(pt 0 30); sleep 0.3
  set_scale "1:600"
  park
  shot u04-dock-1-600
  tab 1
  click_at "wpos(ui.panel.w.sitePlanButton)"; sleep 2                  # the save prompt first
  shot u05-save-prompt
  xdotool key Return; sleep 2                                           # Save
  xdotool key ctrl+a; xdotool type --delay 20 "$WORK/siteplans"; xdotool key Return; sleep 1.5
  xdotool key ctrl+a; xdotool type --delay 20 "$PREPARER"; xdotool key Return
  for _ in $(seq 1 60); do ls "$WORK"/siteplans/*.pdf >/dev/null 2>&1 && break; sleep 0.5; done
  sleep 2
  shot u06-site-plan
  cp "$WORK"/siteplans/*.pdf "$OUT/" 2>/dev/null || { echo "walkthrough: no site plan PDF" >&2; exit 1; }
  pages
  echo "walkthrough: done, $(ls "$OUT"/*.png | wc -l) pictures in $OUT"
  exit 0
fi

# ---------------------------------------------------------------- 1-3: the panel, save, Compute
shot 01-panel
# save the project first: Compute then keeps its layers in walk_shoreline.gpkg beside it
save_as "$WORK/data/walk.qgz"
compute
shot 02-computed
echo "walkthrough: outputs in $(q 'print(sorted({l.source().split("|")[0] for l in QgsProject.instance().mapLayers().values() if l.customProperty("shoreline_layout/role") in ("tie_lines", "violations")}))')"
echo "walkthrough: scale 1:$(q 'print(round(iface.mapCanvas().scale()))')"
# another law: the results say they are out of date, the view stays
click_at "wpos(ui.panel.w.profileCombo)"; sleep 0.8; xdotool key Down; xdotool key Return; sleep 1.5
park
shot 03-law-out-of-date
echo "walkthrough: $(q 'print(ui.panel.w.lakeStatusLabel.text().splitlines()[0])')"
click_at "wpos(ui.panel.w.profileCombo)"; sleep 0.8; xdotool key Up; xdotool key Return; sleep 1.5

# ---------------------------------------------------------------- 4: a parcel's page
pick_parcel SL-030
q 'sb = ui.panel.w.parcelInfo.verticalScrollBar(); sb.setValue(int(sb.maximum() * 0.62)); print(1)' >/dev/null
sleep 1; shot 04-parcel

# ---------------------------------------------------------------- 5: a new layout
tab 2
click_at "wpos(ui.panel.w.newLayoutButton)"; sleep 2
echo "walkthrough: the New layout dialog starts in $(q 'from qgis.PyQt.QtWidgets import QApplication; print(QApplication.activeModalWidget().directory().absolutePath())')"
xdotool type --delay 20 "$WORK/data/my_dock_plan.gpkg"; sleep 0.5
shot 05-new-layout-dialog
xdotool key Return; sleep 2

# ---------------------------------------------------------------- 6-7: a dock past the reach
pick_parcel SL-027
q "import json, os
import numpy as np
from shoreline_layout.ui.map_tools.base import frame_at
mid = ui.session.wr.tie_line('SL-027').geometry.interpolate(0.5, normalized=True)
o, t, n = frame_at(ui, np.array([mid.x, mid.y]))
json.dump({'o': list(o), 't': list(t), 'n': list(n)}, open(os.path.join(WORK, 'frame.json'), 'w'))
print('frame', o, n)" >/dev/null
xdotool mousemove $(pt 0 60); xdotool click 4; sleep 1.5      # wheel: zoom in on the water
tab 2
toolbtn dock; sleep 0.5
xdotool mousemove $(pt 0 -1); sleep 0.3; xdotool mousedown 1; sleep 0.3
xdotool mousemove $(pt 0 30); sleep 0.3; xdotool mousemove $(pt 0 60); sleep 0.3
xdotool mousemove $(pt 0 84); sleep 1.5
shot 06-drawing-too-long
xdotool mouseup 1; sleep 2
shot 07-flagged
findings 07

# ---------------------------------------------------------------- 8-11: undo, a T dock that complies
xdotool key Escape; sleep 0.3
xdotool key ctrl+z; sleep 2
shot 08-undone
xdotool mousemove $(pt 0 -1); sleep 0.3; xdotool mousedown 1; sleep 0.3
xdotool mousemove $(pt 0 30); sleep 0.3; xdotool mousemove $(pt 0 52); sleep 1.5
shot 09-drawing-ok
xdotool mouseup 1; sleep 1.5
xdotool mousemove $(pt -14 52); sleep 0.3; xdotool mousedown 1; sleep 0.3
xdotool mousemove $(pt 0 55); sleep 0.3; xdotool mousemove $(pt 14 58); sleep 1.0
shot 10-drawing-t-head
xdotool mouseup 1; sleep 1.5
xdotool click 3; sleep 1.5
shot 11-complies
findings 11

# ---------------------------------------------------------------- 12: 1:600, the measure tool
q 'iface.actionPan().trigger(); print(1)' >/dev/null
xdotool mousemove $(pt 0 30); sleep 0.3
set_scale "1:600"
toolbtn measure; sleep 0.5
xdotool mousemove $(pt 18 47); sleep 1.2
shot 12-measure-1-600
echo "walkthrough: $(q 'print(ui.panel.w.figuresLabel.text())')"
xdotool key Escape; q 'iface.actionPan().trigger(); print(1)' >/dev/null
xdotool mousemove $(pt 0 60); set_scale "1:1500"

# ---------------------------------------------------------------- 13-14: mooring buoys
toolbtn buoy; sleep 0.5
xdotool mousemove $(pt 60 80); sleep 0.3; xdotool mousemove $(pt 88 90); sleep 1.5
shot 13-buoy-crossing
xdotool mousemove $(pt 70 92); sleep 0.3; xdotool mousemove $(pt 50 95); sleep 1.0
xdotool click 1; sleep 1.5
xdotool mousemove $(pt 20 140); sleep 1.0
shot 14-buoy-placed
findings 14
park; sleep 1
echo "walkthrough: after the mouse left the map: band $(q 'print(ui.tools["buoy"].band.numberOfVertices(), "vertices, box shown:", ui.tools["buoy"].figures.isVisible())')"
xdotool key Escape; sleep 0.3
q 'iface.actionPan().trigger(); print(1)' >/dev/null      # as the Pan button would

# ---------------------------------------------------------------- 15: the sample's own layout
q "import os
g = os.path.join(WORK, 'data', 'sample_lake.gpkg')
for name in ('structures', 'buoys'):
    iface.addVectorLayer(f'{g}|layername={name}', 'sample ' + name, 'ogr')
iface.messageBar().clearWidgets()
print(1)" >/dev/null
tab 2
for box in structuresCombo buoysCombo; do          # open the box, type the name, Return
  click_at "wpos(ui.panel.w.$box)"; sleep 0.6
  xdotool type --delay 40 "sample ${box%%Combo}"; xdotool key Return; sleep 2
done
chosen=$(q 'print(ui.panel.w.structuresCombo.currentLayer().name(), "/", ui.panel.w.buoysCombo.currentLayer().name())')
echo "walkthrough: layout layers: $chosen"
click_at "violation_row('SL-020', 'dock_area')"
sleep 2
shot 15-sample-layout-findings
findings 15

# ---------------------------------------------------------------- 16: the site plan from the panel
q 'iface.messageBar().clearWidgets(); print(1)' >/dev/null
pick_parcel SL-020
click_at "wpos(ui.panel.w.sitePlanButton)"; sleep 2          # the folder dialog
xdotool key ctrl+a; xdotool type --delay 20 "$WORK/siteplans"; xdotool key Return; sleep 1.5
xdotool key ctrl+a; xdotool type --delay 20 "$PREPARER"; xdotool key Return  # the name dialog
for _ in $(seq 1 60); do [ -f "$WORK/siteplans/siteplan_SL-020.pdf" ] && break; sleep 0.5; done
sleep 2
xdotool mousemove $(at "wpos(ui.panel.w.sitePlanButton)")
sleep 0.5
shot 16-site-plan-button
if [ -f "$WORK/siteplans/siteplan_SL-020.pdf" ]; then
  cp "$WORK/siteplans/siteplan_SL-020.pdf" "$OUT/"
  echo "walkthrough: $OUT/siteplan_SL-020.pdf (written by the Site plan… button)"
else
  echo "walkthrough: the Site plan… button wrote no PDF (log: $WORK/qgis.log)" >&2
  exit 1
fi

# ---------------------------------------------------------------- 17: help
click_at "wpos(ui.panel.w.helpButton)"; sleep 2
shot 17-help
q 'ui.help_dialog.close(); print(1)' >/dev/null

# ---------------------------------------------------------------- 18: save, close, reopen
q 'for l in ui.panel.w.structuresCombo.currentLayer(), ui.panel.w.buoysCombo.currentLayer(): l.commitChanges()
from qgis.core import QgsProject
for l in QgsProject.instance().mapLayers().values():
    if l.type() == l.VectorLayer and l.isEditable(): l.commitChanges()
print(1)' >/dev/null
xdotool key ctrl+s; sleep 2
q 'iface.newProject(False); print(1)' >/dev/null; sleep 2       # File > New: a new project resets the panel
echo "walkthrough: new project: law $(q 'print(ui.panel.w.profileCombo.currentData())'), summary '$(q 'print(ui.panel.w.lakeStatusLabel.text())')'"
xdotool key ctrl+o; sleep 2
xdotool mousemove $(at "modalpos()"); sleep 0.3
xdotool type --delay 20 "$WORK/data/walk.qgz"; sleep 0.5; xdotool key Return; sleep 6
wait_compute
park
tab 0
shot 18-reopened
echo "walkthrough: reopened: $(q 'c = ui.panel.choices(); print(c.profile, c.id_field, c.frontage_field, "site plan enabled:", ui.panel.w.sitePlanButton.isEnabled(), "|", ui.panel.w.lakeStatusLabel.text().splitlines()[0])')"

# ---------------------------------------------------------------- 19-22: the toolbox dialogs
# Processing toolbox (its toolbar button) -> search -> double-click the algorithm -> its dialog;
# the dialog is modal (QGIS runs it with exec()): keys and clicks go to it as to any dialog.
open_alg() {   # open_alg WORDS ALG_ID: find an algorithm in the toolbox and open its dialog
  if [ "$(q 'print(plugins["processing"].toolbox.isVisible())')" != True ]; then
    click_at "actionpos(plugins['processing'].toolboxAction)"; sleep 1.5
  fi
  click_at "processing_toolbox_search()"; xdotool key ctrl+a; xdotool type --delay 30 "$1"; sleep 1.5
  xdotool mousemove $(at "toolbox_algorithm('$2')"); sleep 0.3; xdotool click --repeat 2 --delay 80 1
  for _ in $(seq 1 30); do [ "$(q 'print(alg_dialog() is not None)')" = True ] && break; sleep 0.5; done
  sleep 1.5
}
fill() {   # fill PARAMETER TEXT: type into a parameter's text box of the open dialog
  click_at "dialog_field('$1')"; xdotool key ctrl+a; xdotool type --delay 15 "$2"; xdotool key Tab; sleep 0.5
}
run_alg() {   # run_alg FILE: press Run, wait for FILE and the end of the run
  click_at "dialog_button('Run')"
  for _ in $(seq 1 240); do [ -s "$1" ] && break; sleep 0.5; done
  for _ in $(seq 1 60); do
    [ "$(q 'd = alg_dialog(); print(d is not None and d.runButton().isEnabled())')" = True ] && break; sleep 0.5
  done
  sleep 2
}
tab 0
open_alg "lake audit" shorelinelayout:lakeaudit
fill PDF "$WORK/lake_audit.pdf"
xdotool mousemove $(at "dialog_button('Run')"); sleep 0.3
shot 19-audit-dialog
run_alg "$WORK/lake_audit.pdf"
park
shot 20-audit-log
echo "walkthrough: lake audit: $(q 'print(dialog_log("PARCEL_COUNT", "VIOLATION_COUNT", "FINDING_COUNT", "The following", "•"))')"
click_at "dialog_button('Close')"; sleep 1.5
cp "$WORK/lake_audit.pdf" "$OUT/" 2>/dev/null || { echo "walkthrough: the lake audit dialog wrote no PDF (log: $WORK/qgis.log)" >&2; exit 1; }
echo "walkthrough: $OUT/lake_audit.pdf (written from the toolbox dialog)"

open_alg "site plan" shorelinelayout:siteplanreport
fill PARCEL SL-020
fill PREPARER "$PREPARER"
fill OUTPUT_FOLDER "$WORK/toolbox_plans"
xdotool mousemove $(at "dialog_button('Run')"); sleep 0.3
shot 21-site-plan-dialog
run_alg "$WORK/toolbox_plans/siteplan_SL-020.pdf"
tab_log() { click_at "dialog_tab('Log')"; sleep 1; }
tab_log                       # a site plan runs on the main thread: the dialog stays on Parameters
park
shot 22-site-plan-log
echo "walkthrough: site plan: $(q 'print(dialog_log("PDF_COUNT", "The following", "•"))')"
click_at "dialog_button('Close')"; sleep 1.5
cp "$WORK/toolbox_plans/siteplan_SL-020.pdf" "$OUT/siteplan_SL-020_toolbox.pdf" 2>/dev/null \
  || { echo "walkthrough: the site plan dialog wrote no PDF (log: $WORK/qgis.log)" >&2; exit 1; }
echo "walkthrough: $OUT/siteplan_SL-020_toolbox.pdf (written from the toolbox dialog)"
pages
echo "walkthrough: done, $(ls "$OUT"/*.png | wc -l) pictures in $OUT"
