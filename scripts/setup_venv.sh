#!/usr/bin/env bash
# Make .venv on top of QGIS's own interpreter (/usr/bin/python3, --system-site-packages, so qgis,
# PyQt5, osgeo, numpy and pyproj are Debian's) and install the pinned requirements into it.
# Rerunnable: a stamp holding the hash of the requirement files and of this script makes a second
# run return at once. Writes only inside .venv; sets nothing global.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

base_python=/usr/bin/python3
venv=.venv
stamp="$venv/.requirements.sha256"
system_site=/usr/lib/python3/dist-packages

want=$(cat requirements.txt requirements-dev.txt scripts/setup_venv.sh | sha256sum | cut -d' ' -f1)
up_to_date() { [ -x "$venv/bin/python" ] && [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$want" ]; }
up_to_date && exit 0

# Two `make test` runs in one checkout must not run pip into the same venv at once.
mkdir -p "$venv"
exec 9>"$venv/.setup.lock"
flock 9
up_to_date && exit 0

if [ ! -x "$venv/bin/python" ]; then
  echo "setup: creating $venv on $base_python"
  "$base_python" -m venv --system-site-packages "$venv"
elif ! grep -qx 'include-system-site-packages = true' "$venv/pyvenv.cfg" \
     || ! grep -qx 'home = /usr/bin' "$venv/pyvenv.cfg"; then
  echo "setup: $venv was not made by '$base_python -m venv --system-site-packages'; remove it and rerun" >&2
  exit 1
fi

rm -f "$stamp"
echo "setup: installing requirements.txt and requirements-dev.txt into $venv"
"$venv/bin/python" -m pip install --quiet --no-input -r requirements.txt -r requirements-dev.txt

# The point of --system-site-packages is to use Debian's builds of these: a pip-installed numpy
# (say, pulled in by a new requirement) would break osgeo.gdal_array and QGIS's own Python.
"$venv/bin/python" - "$system_site" <<'PY'
import importlib
import sys

system_site = sys.argv[1].rstrip("/") + "/"
problems = []
for name in ("numpy", "pyproj", "PyQt5", "osgeo", "qgis.core"):
    try:
        module = importlib.import_module(name)
    except Exception as exc:  # a shadowing numpy breaks qgis.core with AttributeError, not ImportError
        problems.append(f"{name} does not import ({type(exc).__name__}: {exc})")
        continue
    where = getattr(module, "__file__", None) or ""
    if not where.startswith(system_site):
        problems.append(f"{name} resolves to {where}, not to Debian's {system_site}")

try:
    import shapely

    major, minor = (int(part) for part in shapely.__version__.split(".")[:2])
    if not (2, 0) <= (major, minor) < (2, 2):
        problems.append(f"shapely {shapely.__version__} is outside >=2.0,<2.2")
except Exception as exc:
    problems.append(f"shapely does not import ({type(exc).__name__}: {exc})")

if problems:
    print("setup: the venv shadows or lacks system packages:", *problems, sep="\n  ", file=sys.stderr)
    print("setup: remove .venv, fix the requirement files and rerun", file=sys.stderr)
    sys.exit(1)
PY

echo "$want" > "$stamp"
echo "setup: $venv ready"
