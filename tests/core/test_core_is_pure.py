"""core/ must import without QGIS or Qt: import every core module in a fresh interpreter and
look at what came along. (A fresh process: in the test session other tests may import anything.)"""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

# -P (3.11+) keeps the checkout off sys.path; the core suite also runs on Python 3.9 (`make test`)
SAFE_PATH = ("-P",) if sys.version_info >= (3, 11) else ()
REPO_ROOT = Path(__file__).resolve().parents[2]
PACKAGE_PARENT = REPO_ROOT / "build" / "pkg"  # made by tests/conftest.py

IMPORT_ALL_OF_CORE = """
import importlib, json, pkgutil, sys
import shoreline_layout.core as core
names = [info.name for info in pkgutil.walk_packages(core.__path__, "shoreline_layout.core.")]
for name in names:
    importlib.import_module(name)
print(json.dumps({"imported": names, "modules": sorted(sys.modules)}))
"""
FORBIDDEN = ("qgis", "PyQt5", "PyQt6", "sip", "PyQt5.sip", "osgeo", "processing")


def test_every_core_module_imports_without_qgis_or_qt(tmp_path: Path) -> None:
    # -P and a neutral cwd: only build/pkg (the package's parent) decides what `shoreline_layout` is.
    done = subprocess.run([sys.executable, *SAFE_PATH, "-c", IMPORT_ALL_OF_CORE], cwd=tmp_path,
                          env={"PYTHONPATH": str(PACKAGE_PARENT), "PATH": "/usr/bin:/bin",
                               "PROJ_DATA": "/usr/share/proj"},
                          capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout.splitlines()[-1])
    assert "shoreline_layout.core.model" in report["imported"]
    leaked = [m for m in report["modules"] if m.split(".")[0] in FORBIDDEN]
    assert leaked == [], f"core pulls in {leaked}"
