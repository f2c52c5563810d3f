#!/usr/bin/env bash
# Make .venv-qt6: PyQt6 from PyPI (requirements-qt6.txt) on /usr/bin/python3, WITHOUT the system's
# site-packages, so nothing of QGIS 3 / PyQt5 is importable there. `make test` builds every .ui and
# the plugin's QGIS-free widgets in it (tests/qt6) and runs QGIS's migration script with it.
# Rerunnable: a stamp holding the hash of the requirement file and of this script makes a second
# run return at once. Writes only inside .venv-qt6.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

base_python=/usr/bin/python3
venv=.venv-qt6
stamp="$venv/.requirements.sha256"

want=$(cat requirements-qt6.txt scripts/setup_qt6_venv.sh | sha256sum | cut -d' ' -f1)
up_to_date() { [ -x "$venv/bin/python" ] && [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$want" ]; }
up_to_date && exit 0

mkdir -p "$venv"
exec 9>"$venv/.setup.lock"
flock 9
up_to_date && exit 0

if [ ! -x "$venv/bin/python" ]; then
  echo "setup: creating $venv on $base_python (no system site-packages)"
  "$base_python" -m venv "$venv"
elif grep -qx 'include-system-site-packages = true' "$venv/pyvenv.cfg"; then
  echo "setup: $venv sees the system's site-packages (PyQt5, qgis); remove it and rerun" >&2
  exit 1
fi

rm -f "$stamp"
echo "setup: installing requirements-qt6.txt into $venv"
"$venv/bin/python" -m pip install --quiet --no-input --only-binary :all: -r requirements-qt6.txt

# The point of this venv: PyQt6 and nothing of QGIS 3.
"$venv/bin/python" - <<'PY'
import importlib.util
import sys

from PyQt6.QtCore import PYQT_VERSION_STR, QT_VERSION_STR

leaks = [name for name in ("qgis", "PyQt5") if importlib.util.find_spec(name) is not None]
if leaks:
    sys.exit(f"setup: .venv-qt6 can import {', '.join(leaks)}: it must see PyQt6 only")
print(f"setup: .venv-qt6 has PyQt6 {PYQT_VERSION_STR} on Qt {QT_VERSION_STR}")
PY

echo "$want" > "$stamp"
