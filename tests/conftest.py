"""Test-wide setup for both kinds of tests: core tests (plain Python, no QGIS) and QGIS tests.

Why a symlink: the repository root IS the plugin folder, i.e. the package `shoreline_layout`,
and a checkout is rarely named that (a clone lands in `main`, `ci-check`, ...). So we keep
`build/pkg/shoreline_layout -> ../..` (relative, so a moved checkout still resolves; build/ is
gitignored) and put `build/pkg` first on sys.path. Tests then import the package by its folder
name, exactly as QGIS does from its plugins directory; the same link serves `make demo`,
`make bench` and qgis_process (QGIS_PLUGINPATH=build/pkg). Plain `pytest` works without make.
"""
from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

REPO_ROOT = Path(__file__).resolve().parent.parent
PACKAGE_NAME = "shoreline_layout"
PACKAGE_PARENT = REPO_ROOT / "build" / "pkg"


def ensure_package_link() -> Path:
    """Create (or repair) build/pkg/shoreline_layout -> repo root; return build/pkg."""
    link = PACKAGE_PARENT / PACKAGE_NAME
    if link.is_symlink() and link.resolve() == REPO_ROOT:
        return PACKAGE_PARENT
    PACKAGE_PARENT.mkdir(parents=True, exist_ok=True)
    # Make the link under a private name and rename it into place: atomic, so two test runs
    # starting at once (or a stale link from a moved checkout) cannot leave a broken state.
    staging = PACKAGE_PARENT / f".{PACKAGE_NAME}.{os.getpid()}"
    staging.unlink(missing_ok=True)
    staging.symlink_to(Path("..", ".."), target_is_directory=True)
    os.replace(staging, link)
    return PACKAGE_PARENT


def _is_repo_root(entry: str) -> bool:
    return Path(entry or os.getcwd()).resolve() == REPO_ROOT


# `python -m pytest` run from the checkout puts the repo root on sys.path; then the plugin's own
# `processing` subpackage shadows QGIS's `processing` (Processing.initialize() fails) and `core`,
# `ui` import as top-level packages. The plugin is reachable only as `shoreline_layout`.
sys.path[:] = [entry for entry in sys.path if not _is_repo_root(entry)]
_package_parent = str(ensure_package_link())
if _package_parent not in sys.path:
    sys.path.insert(0, _package_parent)
# Debian's pyproj inside a venv may not find its data directory on its own.
os.environ.setdefault("PROJ_DATA", "/usr/share/proj")


def pytest_collection_modifyitems(session: pytest.Session, config: pytest.Config,
                                  items: list[pytest.Item]) -> None:
    """Keep pytest from importing the repo root as a test package.

    The root has an __init__.py (it is the plugin), so pytest makes it a Package node and, before
    the first test, imports it for setup_module — putting its parent on sys.path, or, when the
    checkout's name is no identifier (a clone in `ci-check`), the root itself, where the plugin's
    processing/ then shadows QGIS's `processing`. The root has no setup_module: skip that import.
    """
    for item in items:
        root = next((node for node in item.listchain()
                     if isinstance(node, pytest.Package) and node.path == REPO_ROOT), None)
        if root is not None:
            root.setup = lambda: None  # type: ignore[method-assign]
            return


def pytest_configure(config: pytest.Config) -> None:
    """Refuse to test some other copy of the package (say, one named by an inherited PYTHONPATH)."""
    import shoreline_layout

    loaded_from = Path(shoreline_layout.__file__).resolve().parent
    if loaded_from != REPO_ROOT:
        raise pytest.UsageError(
            f"{PACKAGE_NAME} was imported from {loaded_from}, not from this checkout ({REPO_ROOT}): "
            "unset PYTHONPATH or run `make test`."
        )
