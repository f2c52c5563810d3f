"""The plugin loads and unloads the way QGIS drives it, twenty times over, and leaves nothing behind;
with shapely missing or of the wrong version it says so in one sentence and loads nothing else."""
from __future__ import annotations

import html
import logging
import sys
import sysconfig
import types
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from pytest_qgis.utils import process_events
from qgis.core import Qgis, QgsApplication, QgsProject
from qgis.PyQt import sip
from qgis.PyQt.QtCore import QObject
from qgis.PyQt.QtWidgets import QApplication, QPushButton, QTextBrowser

PROVIDER_ID = "shorelinelayout"
LOGGER_NAME = "shoreline_layout"
LOG_TAG = "Shoreline Layout"
OBJECT_PREFIX = "ShorelineLayout"
CYCLES = 20

Key = Callable[[tuple[Any, ...]], Any]


def identity(obj: Any) -> Any:
    """The C++ address of a Qt object (its Python wrapper may change); id() for anything else."""
    try:
        return sip.unwrapinstance(obj)
    except TypeError:
        return id(obj)


def first(args: tuple[Any, ...]) -> Any:
    return identity(args[0])


def second(args: tuple[Any, ...]) -> Any:
    return identity(args[1])


def menu_and_action(args: tuple[Any, ...]) -> Any:
    return (args[0], identity(args[1]))


# (what is added, iface method that adds, its key, iface method that removes, its key)
IFACE_PAIRS: list[tuple[str, str, Key, str, Key]] = [
    (f"{menu or 'Plugins'} menu entry", f"addPluginTo{menu}Menu", menu_and_action,
     f"removePlugin{menu}Menu", menu_and_action)
    for menu in ("", "Vector", "Raster", "Database", "Web", "Mesh")
] + [
    (f"{bar or 'Plugins'} toolbar icon", f"add{bar}ToolBarIcon", first, f"remove{bar}ToolBarIcon", first)
    for bar in ("", "Vector", "Raster", "Database", "Web")
] + [
    ("dock", "addDockWidget", second, "removeDockWidget", first),
    ("dock", "addTabifiedDockWidget", second, "removeDockWidget", first),
    ("main window action", "registerMainWindowAction", first, "unregisterMainWindowAction", first),
    ("layer action", "addCustomActionForLayerType", first, "removeCustomActionForLayerType", first),
    ("layer properties page", "registerMapLayerConfigWidgetFactory", first,
     "unregisterMapLayerConfigWidgetFactory", first),
    ("options page", "registerOptionsWidgetFactory", first, "unregisterOptionsWidgetFactory", first),
    ("project properties page", "registerProjectPropertiesWidgetFactory", first,
     "unregisterProjectPropertiesWidgetFactory", first),
    ("drop handler", "registerCustomDropHandler", first, "unregisterCustomDropHandler", first),
    ("locator filter", "registerLocatorFilter", first, "deregisterLocatorFilter", first),
]


@dataclass
class IfaceLedger:
    """Counts what the plugin adds to and removes from the iface, by (kind, object)."""
    added: Counter = field(default_factory=Counter)
    removed: Counter = field(default_factory=Counter)

    def outstanding(self) -> Counter:
        return self.added - self.removed


@pytest.fixture
def ledger(qgis_iface: Any, monkeypatch: pytest.MonkeyPatch) -> IfaceLedger:
    """Spy on the iface's add/remove calls (they still reach the stub iface)."""
    book = IfaceLedger()

    def spy(method: str, kind: str, key: Key, counter: Counter) -> None:
        original = getattr(qgis_iface, method)

        def recorded(*args: Any, **kwargs: Any) -> Any:
            counter[(kind, key(args + tuple(kwargs.values())))] += 1
            return original(*args, **kwargs)

        monkeypatch.setattr(qgis_iface, method, recorded)

    for kind, add, add_key, remove, remove_key in IFACE_PAIRS:
        spy(add, kind, add_key, book.added)
        spy(remove, kind, remove_key, book.removed)
    return book


def qt_objects(iface: Any) -> Counter:
    """(class, objectName) of every QObject under the main window or at top level."""
    counts: Counter = Counter()
    seen: set[int] = set()
    for root in (iface.mainWindow(), *QApplication.topLevelWidgets()):
        for obj in (root, *root.findChildren(QObject)):
            address = identity(obj)
            if address not in seen:
                seen.add(address)
                counts[(type(obj).__name__, obj.objectName())] += 1
    return counts


def ours(objects: Counter) -> Counter:
    return Counter({key: n for key, n in objects.items() if key[1].startswith(OBJECT_PREFIX)})


def signal_receivers(iface: Any) -> dict[str, int]:
    """How many slots hang on the signals a plugin typically listens to."""
    canvas = iface.mapCanvas()
    sources = {
        "project": (QgsProject.instance(), ("layersAdded", "layersWillBeRemoved", "layerWillBeRemoved",
                                             "layersRemoved", "readProject", "cleared", "crsChanged")),
        "canvas": (canvas, ("extentsChanged", "mapToolSet", "layersChanged", "destinationCrsChanged",
                            "renderComplete", "selectionChanged", "currentLayerChanged")),
        "iface": (iface, ("currentLayerChanged", "newProjectCreated")),
        "registry": (QgsApplication.processingRegistry(), ("providerAdded", "providerRemoved")),
    }
    return {f"{label}.{name}": obj.receivers(getattr(obj, name))
            for label, (obj, names) in sources.items() for name in names}


def mocked_iface_signal_balance(iface: Any) -> dict[str, int]:
    """connect() minus disconnect() calls on iface members the stub only mocks (projectRead, ...)."""
    mocks = getattr(iface, "_mock_methods", {})
    return {name: mock.connect.call_count - mock.disconnect.call_count for name, mock in mocks.items()
            if mock.connect.call_count or mock.disconnect.call_count}


def bridge_handlers() -> list[logging.Handler]:
    return [handler for handler in logging.getLogger(LOGGER_NAME).handlers
            if handler.get_name() == "shoreline_layout.qgis_message_log"]


@pytest.fixture
def message_log() -> Iterator[list[tuple[str, str, Qgis.MessageLevel]]]:
    """Everything written to QgsMessageLog while the test runs."""
    received: list[tuple[str, str, Qgis.MessageLevel]] = []

    def on_message(message: str, tag: str, level: Qgis.MessageLevel) -> None:
        received.append((message, tag, level))

    log = QgsApplication.messageLog()
    log.messageReceived.connect(on_message)
    yield received
    log.messageReceived.disconnect(on_message)


def test_load_unload_twenty_times_leaves_nothing_behind(
    plugin_package: types.ModuleType, qgis_iface: Any, qgis_processing: None, ledger: IfaceLedger,
    message_log: list[tuple[str, str, Qgis.MessageLevel]],
) -> None:
    registry = QgsApplication.processingRegistry()
    canvas = qgis_iface.mapCanvas()
    logger = logging.getLogger(LOGGER_NAME)
    assert registry.providerById(PROVIDER_ID) is None, "provider registered before the plugin was loaded"
    assert bridge_handlers() == []
    process_events()
    before_objects = qt_objects(qgis_iface)
    before_receivers = signal_receivers(qgis_iface)
    before_mocked = mocked_iface_signal_balance(qgis_iface)
    before_scene_items = len(canvas.scene().items())
    before_map_tool = canvas.mapTool()
    before_level = logger.level
    after_first_cycle: Counter | None = None

    for cycle in range(1, CYCLES + 1):
        plugin = plugin_package.classFactory(qgis_iface)
        assert type(plugin).__name__ == "ShorelineLayoutPlugin"
        plugin.initGui()

        # Loaded: provider registered once, one log bridge that reaches QgsMessageLog, UI present.
        assert registry.providerById(PROVIDER_ID) is not None
        assert [p.id() for p in registry.providers()].count(PROVIDER_ID) == 1
        assert len(bridge_handlers()) == 1
        logger.getChild("lifecycle").info("cycle %d loaded", cycle)
        assert (f"INFO shoreline_layout.lifecycle: cycle {cycle} loaded", LOG_TAG,
                Qgis.MessageLevel.Info) in message_log
        loaded_objects = ours(qt_objects(qgis_iface))
        assert ledger.added or loaded_objects, "initGui added nothing to the QGIS window"
        if cycle == 1:
            assert loaded_objects, f"no QObject named {OBJECT_PREFIX}* under the main window"

        plugin.unload()
        process_events()

        # Unloaded: all of it gone again.
        assert registry.providerById(PROVIDER_ID) is None, f"cycle {cycle}: provider left registered"
        assert bridge_handlers() == [], f"cycle {cycle}: log handler left on the logger"
        assert logger.level == before_level
        assert not ledger.outstanding(), f"cycle {cycle}: not removed from the iface: {ledger.outstanding()}"
        objects = qt_objects(qgis_iface)
        assert ours(objects) == ours(before_objects), f"cycle {cycle}: {ours(objects) - ours(before_objects)}"
        if after_first_cycle is None:
            after_first_cycle = objects
        else:  # Qt may create a few internals once; nothing may grow cycle by cycle.
            left, gone = objects - after_first_cycle, after_first_cycle - objects
            assert objects == after_first_cycle, f"cycle {cycle}: QObjects left: {left}, gone: {gone}"
        receivers = signal_receivers(qgis_iface)
        changed = [f"{name} {before_receivers[name]} -> {n}" for name, n in receivers.items()
                   if n != before_receivers[name]]
        assert not changed, f"cycle {cycle}: slots left connected: {changed}"
        assert mocked_iface_signal_balance(qgis_iface) == before_mocked
        assert len(canvas.scene().items()) == before_scene_items, f"cycle {cycle}: canvas items left"
        tool = canvas.mapTool()
        assert tool is before_map_tool or not type(tool).__module__.startswith(LOGGER_NAME)

    # Once unloaded, core's log records no longer reach QGIS.
    logger.getChild("lifecycle").warning("after unload")
    assert not [m for m in message_log if "after unload" in m[0]]


def test_unload_removes_provider_even_if_ui_teardown_fails(
    plugin_package: types.ModuleType, qgis_iface: Any, qgis_processing: None, monkeypatch: pytest.MonkeyPatch,
) -> None:
    plugin = plugin_package.classFactory(qgis_iface)
    plugin.initGui()
    real_unload = plugin.ui.unload

    def broken_unload() -> None:
        real_unload()  # clean up the widgets, then fail as a buggy UI teardown would
        raise RuntimeError("ui teardown failed")

    monkeypatch.setattr(plugin.ui, "unload", broken_unload)
    with pytest.raises(RuntimeError, match="ui teardown failed"):
        plugin.unload()
    assert QgsApplication.processingRegistry().providerById(PROVIDER_ID) is None
    assert bridge_handlers() == []


def test_headless_load_registers_only_processing(
    plugin_package: types.ModuleType, qgis_iface: Any, qgis_processing: None, ledger: IfaceLedger,
) -> None:
    """qgis_process calls classFactory(None) and initProcessing(), never initGui()."""
    before = ours(qt_objects(qgis_iface))
    plugin = plugin_package.classFactory(None)
    plugin.initProcessing()
    plugin.initProcessing()  # QGIS desktop calls it via initGui too: must stay one provider
    try:
        registry = QgsApplication.processingRegistry()
        assert [p.id() for p in registry.providers()].count(PROVIDER_ID) == 1
        assert ours(qt_objects(qgis_iface)) == before
        assert not ledger.added
    finally:
        plugin.unload()
    assert QgsApplication.processingRegistry().providerById(PROVIDER_ID) is None


# --- dependency check: shapely missing or outside >=2.0,<2.2 -----------------------------------------

QGIS_PYTHON = Path(sys.exec_prefix, "bin", f"python{sys.version_info[0]}.{sys.version_info[1]}")
PLUGIN_MODULES = ("shoreline_layout.plugin", "shoreline_layout.processing.provider",
                  "shoreline_layout.ui.controller")


def expected_command() -> str:
    """The fix: pip of the interpreter running the plugin, the one under sys.exec_prefix (here the
    venv's; in QGIS on Debian /usr/bin/python3.11), for the binary wheel whose GEOS is this machine's
    (Debian 12: GEOS 3.11, so shapely 2.0's wheels). The per-platform rest is test_install_help.py's."""
    from shoreline_layout.install_help import system_geos_version, wheel_spec

    spec = wheel_spec(system_geos_version())
    assert spec == ">=2.0,<2.1", "this test is written for Debian 12's GEOS 3.11"
    command = f'{QGIS_PYTHON} -m pip install --user --only-binary shapely "shapely{spec}"'
    if (Path(sysconfig.get_paths()["stdlib"]) / "EXTERNALLY-MANAGED").exists():
        command += " --break-system-packages"
    return command


@pytest.mark.parametrize(
    ("shapely_module", "named_in_message"),
    [
        (None, "cannot import"),
        (types.SimpleNamespace(__version__="1.8.5"), "shapely 1.8.5"),
        (types.SimpleNamespace(__version__="2.2.0"), "shapely 2.2.0"),
    ],
    ids=["missing", "too-old", "too-new"],
)
@pytest.mark.parametrize("headless", [False, True], ids=["desktop", "qgis_process"])
def test_unusable_shapely_is_reported_in_one_sentence_and_nothing_loads(
    plugin_package: types.ModuleType, qgis_iface: Any, monkeypatch: pytest.MonkeyPatch,
    message_log: list[tuple[str, str, Qgis.MessageLevel]], shapely_module: Any, named_in_message: str,
    headless: bool,
) -> None:
    monkeypatch.setitem(sys.modules, "shapely", shapely_module)  # None makes `import shapely` fail
    for name in PLUGIN_MODULES:
        monkeypatch.delitem(sys.modules, name, raising=False)
    bar = qgis_iface.messageBar()
    bar.clear_messages()
    before = ours(qt_objects(qgis_iface))

    plugin = plugin_package.classFactory(None if headless else qgis_iface)
    plugin.initProcessing()
    plugin.initGui()

    logged = [m for m in message_log if m[1] == LOG_TAG]
    assert len(logged) == 1
    shown, _, level = logged[0]
    assert level == Qgis.MessageLevel.Critical
    # QGIS's log panel shows rich text: the sentence is escaped, or `<2.2` and all after it would be
    # a tag; qgis_process prints the log as plain text, so there it stays as it is.
    if headless:
        assert "<2." in shown and "&lt;" not in shown
    else:
        assert "<" not in shown and "&lt;" in shown
    message = html.unescape(shown)
    assert named_in_message in message
    assert expected_command() in message
    # One sentence: no line breaks, no traceback, a single full stop at the end.
    assert "\n" not in message and "Traceback" not in message
    assert message.endswith(" and restart QGIS.") and message.count(". ") == 0
    items = [item for item in bar.items() if item.objectName() == "ShorelineLayoutShapelyMessage"]
    if headless:
        assert items == []
    else:
        (item,) = items
        assert (item.title(), html.unescape(item.text()), item.level()) == (
            "Shoreline Layout", message, Qgis.MessageLevel.Critical)
        assert item.duration() == 0  # stays until closed
        # What the bar shows, read back from its text browser: the whole command.
        shown_text = " ".join(view.toPlainText() for view in item.findChildren(QTextBrowser))
        assert expected_command() in shown_text and shown_text.endswith(" and restart QGIS.")
        button = item.findChild(QPushButton, "ShorelineLayoutCopyInstallCommand")
        QApplication.clipboard().clear()
        button.click()
        assert QApplication.clipboard().text() == expected_command()
    assert QgsApplication.processingRegistry().providerById(PROVIDER_ID) is None
    assert not [name for name in PLUGIN_MODULES if name in sys.modules], "loaded more than the notice"
    plugin.unload()
    assert [item for item in bar.items() if item.objectName() == "ShorelineLayoutShapelyMessage"] == []
    process_events()
    assert ours(qt_objects(qgis_iface)) == before


def test_plugin_and_processing_import_as_in_qgis(plugin_package: types.ModuleType,
                                                 qgis_processing: None) -> None:
    """The package comes from a folder named shoreline_layout (as in a QGIS plugins directory) and
    `processing` is QGIS's, not the plugin's own processing/ (the repo root is never on sys.path)."""
    import processing

    repo_root = Path(__file__).resolve().parents[2]
    assert Path(plugin_package.__file__).parent.name == "shoreline_layout"
    assert Path(plugin_package.__file__).resolve().parent == repo_root
    assert Path(processing.__file__).resolve().parent != repo_root / "processing"
    assert hasattr(processing, "run")
    assert not [entry for entry in sys.path if Path(entry or ".").resolve() == repo_root]


@pytest.mark.parametrize(
    ("qgis_geos", "shapely_geos", "refused"),
    [((3, 11), (3, 13, 1), True), ((3, 11), (3, 11, 1), False), ((3, 13), (3, 11, 4), False),
     ((3, 11), (3, 11, 4), False), (None, (3, 13, 1), False)],
    ids=["wheel-in-debian12-qgis", "built-on-qgis-geos", "older-geos-is-fine", "newer-patch-is-fine",
         "no-global-geos"],
)
def test_shapely_on_a_newer_geos_than_qgis_is_refused(
    plugin_package: types.ModuleType, monkeypatch: pytest.MonkeyPatch, qgis_geos: tuple[int, int] | None,
    shapely_geos: tuple[int, int, int], refused: bool,
) -> None:
    """Inside QGIS, QGIS's GEOS takes shapely's GEOS calls; a shapely built on a newer GEOS crashes."""
    fake_shapely = types.SimpleNamespace(__version__="2.1.2", geos_version=shapely_geos)
    monkeypatch.setitem(sys.modules, "shapely", fake_shapely)
    monkeypatch.setattr(plugin_package, "process_geos_version", lambda: qgis_geos)
    problem = plugin_package.shapely_problem()
    if not refused:
        assert problem is None
        return
    command = (f'{QGIS_PYTHON} -m pip install --user --only-binary shapely "shapely>=2.0,<2.1" '
               "--force-reinstall --no-deps")
    if (Path(sysconfig.get_paths()["stdlib"]) / "EXTERNALLY-MANAGED").exists():
        command += " --break-system-packages"
    assert problem == ("Shoreline Layout cannot use shapely 2.1.2: it is built on GEOS 3.13, newer than the "
                       "GEOS 3.11 QGIS runs on, which would crash QGIS; install a binary wheel whose GEOS "
                       f"matches QGIS's 3.11 with {command} and restart QGIS.")


def test_no_global_geos_in_the_test_process(plugin_package: types.ModuleType, qgis_app: Any) -> None:
    """Python loads QGIS's libraries privately, so here shapely keeps its own GEOS; qgis_process and
    QGIS desktop link GEOS globally (test_qgis_process.py runs the plugin there)."""
    assert plugin_package.process_geos_version() is None
