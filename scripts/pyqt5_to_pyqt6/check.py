"""Run QGIS's migration script (pyqt5_to_pyqt6.py beside this file, vendored verbatim from
qgis/QGIS scripts/pyqt5_to_pyqt6/, GPL-2.0-or-later) over every Python file of the repository,
tests and scripts included, in dry-run mode: exit 0 only if it would change nothing and warns of
nothing. `make lint` and `make test` run it with .venv-qt6's Python (PyQt6 and tokenize-rt).

The script reads a table of enums (enums.json beside it) that QGIS makes with --update-enum-file on
a Qt6 build of QGIS. None is packaged here, so the table is made the way that option makes it, with
the script's own get_class_enums(): PyQt6's modules in this interpreter, QGIS 3.40's qgis.core,
qgis.gui and qgis.analysis in QGIS's own Python (/usr/bin/python3: QGIS's scoped enums are Python
enums there already); cached under .venv-qt6/pyqt5_to_pyqt6/ by the inputs' hash. The script and the
files run on a copy (its recursive glob would follow build/pkg/shoreline_layout -> ../.. forever).
"""
from __future__ import annotations

import hashlib
import importlib
import json
import shutil
import subprocess
import sys
import tempfile
from collections import defaultdict
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO_ROOT = HERE.parents[1]
SCRIPT = HERE / "pyqt5_to_pyqt6.py"
QT_MODULES = ("QtCore", "QtGui", "QtWidgets", "QtTest", "QtSql", "QtSvg", "QtXml", "QtNetwork",
              "QtPrintSupport")
QGIS_MODULES = ("qgis.core", "qgis.gui", "qgis.analysis")
QGIS_PYTHON = "/usr/bin/python3"

# Run in QGIS's Python: the script's get_class_enums over QGIS's modules (tokenize_rt, which only
# the rewriting needs, is stubbed: QGIS's Python does not have it).
QGIS_ENUMS = """
import json, sys, types
from collections import defaultdict
stub = types.ModuleType("tokenize_rt")
for name in ("Offset", "Token", "reversed_enumerate", "src_to_tokens", "tokens_to_src"):
    setattr(stub, name, None)
sys.modules["tokenize_rt"] = stub
sys.path.insert(0, sys.argv[1])
import importlib, pyqt5_to_pyqt6 as script
qt, ambiguous = {}, defaultdict(set)
for name in sys.argv[2:]:
    for value in list(vars(importlib.import_module(name)).values()):
        script.get_class_enums(value, qt, ambiguous)
print(json.dumps({"qt_enums": {":".join(k): v for k, v in qt.items()},
                  "ambiguous_enums": {":".join(k): sorted(v) for k, v in ambiguous.items()},
                  "qgis": __import__("qgis.core").core.Qgis.version()}))
"""

# The script star-imports PyQt6 and QGIS, and evals `Class.Enum.Value` before it rewrites one: in a
# Qt6 QGIS those names exist. Here PyQt6's are real; QGIS's classes are stood in for by classes that
# hold exactly the enums of the table (QGIS 3.40's), so the script runs to the end and lists every
# change instead of stopping at the first QGIS enum with a NameError.
LAUNCH = """
import json, runpy, sys, types
from pathlib import Path
here = Path(__file__).resolve().parent
table = json.loads((here / "enums.json").read_text())
stand_in = types.ModuleType("qgis.core")
import PyQt6.QtCore, PyQt6.QtGui, PyQt6.QtWidgets
qt = {**vars(PyQt6.QtCore), **vars(PyQt6.QtGui), **vars(PyQt6.QtWidgets)}
for key, enum in table["qt_enums"].items():
    owner, value = key.split(":")
    if owner in qt:
        continue
    cls = getattr(stand_in, owner, None) or type(owner, (), {})
    setattr(stand_in, owner, cls)
    holder = getattr(cls, enum, None) or type(enum, (), {})
    setattr(cls, enum, holder)
    setattr(holder, value, value)
for name in ("qgis", "qgis._3d", "qgis.analysis", "qgis.gui", "PyQt6.Qsci"):
    sys.modules[name] = types.ModuleType(name)
sys.modules["qgis.core"] = stand_in
sys.argv = [str(here / "pyqt5_to_pyqt6.py"), *sys.argv[1:]]
runpy.run_path(sys.argv[0], run_name="__main__")
"""


def enum_table(cache: Path) -> dict:
    """enums.json for the script: PyQt6's enums (here) and QGIS's (in QGIS's Python), merged."""
    sys.path.insert(0, str(HERE))
    import pyqt5_to_pyqt6 as script
    from PyQt6.QtCore import PYQT_VERSION_STR

    key = hashlib.sha256(SCRIPT.read_bytes() + Path(__file__).read_bytes() + PYQT_VERSION_STR.encode()
                         ).hexdigest()[:16]
    done = subprocess.run([QGIS_PYTHON, "-c", "import qgis.core; print(qgis.core.Qgis.version())"],
                          capture_output=True, text=True, check=True, env={"QT_QPA_PLATFORM": "offscreen"})
    key += "-" + hashlib.sha256(done.stdout.encode()).hexdigest()[:8]
    cached = cache / f"enums-{key}.json"
    if cached.exists():
        return json.loads(cached.read_text())
    qt: dict = {}
    ambiguous: defaultdict = defaultdict(set)
    for name in QT_MODULES:
        for value in list(vars(importlib.import_module(f"PyQt6.{name}")).values()):
            script.get_class_enums(value, qt, ambiguous)
    done = subprocess.run([QGIS_PYTHON, "-c", QGIS_ENUMS, str(HERE), *QGIS_MODULES], capture_output=True,
                          text=True, check=False,
                          env={"QT_QPA_PLATFORM": "offscreen", "PATH": "/usr/bin:/bin"})
    if done.returncode != 0:
        sys.exit(f"pyqt5_to_pyqt6: QGIS's enums could not be read with {QGIS_PYTHON}:\n{done.stderr}")
    theirs = json.loads(done.stdout.splitlines()[-1])
    table = {"qt_enums": {":".join(k): v for k, v in qt.items()},
             "ambiguous_enums": {":".join(k): sorted(v) for k, v in ambiguous.items()}}
    for name, enum in theirs["qt_enums"].items():  # the same key naming two enums is ambiguous
        if name in table["ambiguous_enums"]:
            table["ambiguous_enums"][name] = sorted({*table["ambiguous_enums"][name], enum})
        elif table["qt_enums"].get(name, enum) != enum:
            table["ambiguous_enums"][name] = sorted({table["qt_enums"].pop(name), enum})
        else:
            table["qt_enums"][name] = enum
    for name, enums in theirs["ambiguous_enums"].items():
        table["ambiguous_enums"][name] = sorted({*table["ambiguous_enums"].get(name, []), *enums})
        table["qt_enums"].pop(name, None)
    cache.mkdir(parents=True, exist_ok=True)
    for stale in cache.glob("enums-*.json"):
        stale.unlink()
    cached.write_text(json.dumps(table))
    print(f"pyqt5_to_pyqt6: enum table of PyQt6 {PYQT_VERSION_STR} and QGIS {theirs['qgis']}: "
          f"{len(table['qt_enums'])} values, {len(table['ambiguous_enums'])} ambiguous")
    return table


def python_files() -> list[str]:
    listed = subprocess.run(["git", "ls-files", "-co", "--exclude-standard", "*.py"], cwd=REPO_ROOT,
                            capture_output=True, text=True, check=True).stdout.split()
    return [name for name in listed if (REPO_ROOT / name).is_file()]


def main() -> int:
    table = enum_table(REPO_ROOT / ".venv-qt6" / "pyqt5_to_pyqt6")
    files = python_files()
    with tempfile.TemporaryDirectory(prefix="pyqt5_to_pyqt6-") as work:
        runner, tree = Path(work) / "script", Path(work) / "tree"
        runner.mkdir()
        shutil.copy2(SCRIPT, runner / SCRIPT.name)
        (runner / "enums.json").write_text(json.dumps(table))
        for name in files:
            (tree / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(REPO_ROOT / name, tree / name)
        (runner / "launch.py").write_text(LAUNCH)
        done = subprocess.run([sys.executable, str(runner / "launch.py"), str(tree)], capture_output=True,
                              text=True, check=False)
    out = [line for line in done.stdout.splitlines()
           if not line.startswith("Processing ") and "loading enums from cached file" not in line]
    found = [line.replace(f"{tree}/", "") for line in out + done.stderr.splitlines() if line.strip()]
    reading = [line.removeprefix("Processing ") for line in done.stdout.splitlines()
               if line.startswith("Processing ")]
    processed = len(reading)
    if "Traceback (most recent call last)" in done.stderr and reading:  # say on which file it stopped
        found.append(f"the script stopped with an error on {reading[-1].replace(f'{tree}/', '')}")
    if processed != len(files):
        found.append(f"the script read {processed} of the {len(files)} Python files")
    for line in found:
        print(line)
    print(f"pyqt5_to_pyqt6.py over {processed} Python files (tests and scripts included): exit status "
          f"{done.returncode}, {len(found)} lines of changes or warnings")
    return 0 if done.returncode == 0 and not found else 1


if __name__ == "__main__":
    sys.exit(main())
