"""Fixtures for the QGIS tests: a real QgsApplication from pytest-qgis (settings kept in
<rootdir>/.qgis-settings), its stub iface, Processing, and the plugin loaded the way QGIS loads it.

pytest-qgis starts QGIS at session start, so these tests run in their own pytest invocation
(`make test` runs tests/core first with `-p no:pytest_qgis`, then the rest with it).
Import qgis.utils.iface inside fixtures only: at conftest import time it is not patched yet.
"""
from __future__ import annotations

import types
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

QGIS_TESTS_DIR = Path(__file__).resolve().parent


def pytest_configure(config: pytest.Config) -> None:
    if not config.pluginmanager.hasplugin("pytest_qgis"):
        raise pytest.UsageError(
            "tests/qgis needs pytest-qgis (it starts QGIS): run `make test`, or "
            "`pytest tests/qgis` without `-p no:pytest_qgis`."
        )


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Everything under tests/qgis is a QGIS test: mark it so `-m "not qgis"` can deselect it."""
    for item in items:
        if QGIS_TESTS_DIR in Path(str(item.path)).resolve().parents:
            item.add_marker(pytest.mark.qgis)


@pytest.fixture(scope="session")
def plugin_package() -> types.ModuleType:
    """The package QGIS would import from its plugins directory (see tests/conftest.py)."""
    import shoreline_layout

    return shoreline_layout


@pytest.fixture
def loaded_plugin(plugin_package: types.ModuleType, qgis_iface: Any, qgis_processing: None) -> Iterator[Any]:
    """The plugin as QGIS runs it: classFactory(iface), initGui(); unload() afterwards."""
    plugin = plugin_package.classFactory(qgis_iface)
    plugin.initGui()
    yield plugin
    plugin.unload()
