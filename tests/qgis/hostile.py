"""Hostile input files for the tests of issue #12 (tests/qgis/test_hostile_*.py), and the checks
every one of those tests shares:

- `HostileFiles` writes the files (GeoPackages, shapefiles, curved geometries, a lake far from New
  York, a GeoPackage without a CRS, a FIFO, a profile nested 100,000 levels) and records the
  SHA-256 of every file it wrote; the `hostile` fixture asserts at teardown that none of them
  changed and that no file appeared next to them (an output written into an input's folder by
  accident, a GeoPackage's -wal/-shm).
- `run_outcome` runs an algorithm through processing.run and sorts what came out into the three
  outcomes a user may see: REFUSED (one sentence, no traceback), FLAGGED (a result whose problem
  is in VIOLATIONS, a note or the log) and CORRECT; `Shoreline Layout` messages in QGIS's
  message log are collected so that a traceback there is caught too.
"""
from __future__ import annotations

import hashlib
import math
import os
import re
import tempfile
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from qgis.core import (
    QgsApplication,
    QgsCoordinateReferenceSystem,
    QgsFeature,
    QgsField,
    QgsGeometry,
    QgsPointXY,
    QgsProcessingContext,
    QgsProcessingException,
    QgsProcessingFeedback,
    QgsProject,
    QgsVectorFileWriter,
    QgsVectorLayer,
)
from qgis.PyQt.QtCore import QMetaType as T
from test_processing_layers import EXAMPLE_PARCELS, EXAMPLE_SHORE, PARCEL_FIELDS, world

WR = "shorelinelayout:waterrightslines"
AF = "shorelinelayout:allowedfacilities"
CL = "shorelinelayout:checklayout"
WR_OUTPUTS = ("TIE_LINES", "WATER_RIGHTS_LINES", "RIGHTS_AREAS", "REACH_LINES", "ENVELOPES")
STRUCTURE_FIELDS = (("kind", T.QString), ("dock_id", T.QString), ("part", T.QString),
                    ("construction", T.QString), ("height_ft", T.Double), ("parcel_id", T.QString))
BUOY_FIELDS = (("vessel_length_ft", T.Double), ("rode_length_ft", T.Double), ("parcel_id", T.QString))

REFUSED, FLAGGED, CORRECT = "refused", "flagged", "correct"
LAYOUT_INPUT_RULES = ("invalid_value", "invalid_geometry", "on_land", "dock_id_conflict")
TRACEBACK = re.compile(r"Traceback \(most recent call last\)|File \"[^\"]+\", line \d+")


# ---------------------------------------------------------------- geometry text

def ring_wkt(ring: Sequence[tuple[float, float]], to_world: bool = True) -> str | QgsGeometry:
    """The ring as WKT, or as a QgsGeometry when a coordinate is not finite (WKT cannot say NaN)."""
    pts = [world(*p) if to_world else p for p in [*list(ring), ring[0]]]
    if not all(math.isfinite(v) for p in pts for v in p):
        return QgsGeometry.fromPolygonXY([[QgsPointXY(x, y) for x, y in pts]])
    return "POLYGON((" + ", ".join(f"{x:.9f} {y:.9f}" for x, y in pts) + "))"


def line_wkt(line: Sequence[tuple[float, float]], to_world: bool = True) -> str:
    pts = [world(*p) if to_world else p for p in line]
    return "LINESTRING(" + ", ".join(f"{x:.9f} {y:.9f}" for x, y in pts) + ")"


def curved_parcel_wkt(ring: Sequence[tuple[float, float]]) -> str:
    """The parcel's ring as a CURVEPOLYGON whose back edge (the one farthest inland) is an arc
    bulging 10 ft landward: the front on the shore stays straight."""
    pts = [world(*p) for p in [*ring, ring[0]]]
    back = min(range(len(pts) - 1), key=lambda i: pts[i][1] + pts[i + 1][1])
    (x0, y0), (x1, y1) = pts[back], pts[back + 1]

    def text(seq: Sequence[tuple[float, float]]) -> str:
        return ", ".join(f"{x:.6f} {y:.6f}" for x, y in seq)

    sections = [f"({text(pts[:back + 1])})"] if back > 0 else []
    sections.append(f"CIRCULARSTRING({text([(x0, y0), ((x0 + x1) / 2, (y0 + y1) / 2 - 10.0), (x1, y1)])})")
    if back + 2 < len(pts):
        sections.append(f"({text(pts[back + 1:])})")
    return f"CURVEPOLYGON(COMPOUNDCURVE({', '.join(sections)}))"


# ---------------------------------------------------------------- layers

def memory(geometry: str, name: str, fields: Sequence[tuple[str, Any]],
           rows: Sequence[tuple[str | None, Sequence[Any]]], crs: str = "EPSG:2261") -> QgsVectorLayer:
    layer = QgsVectorLayer(f"{geometry}?crs={crs}" if crs else geometry, name, "memory")
    assert layer.isValid()
    layer.dataProvider().addAttributes([QgsField(n, t) for n, t in fields])
    layer.updateFields()
    feats = []
    for wkt, attrs in rows:
        f = QgsFeature(layer.fields())
        if isinstance(wkt, QgsGeometry):        # what WKT cannot write (NaN coordinates)
            f.setGeometry(wkt)
        elif wkt is not None:
            g = QgsGeometry.fromWkt(wkt)
            assert not g.isNull(), wkt
            f.setGeometry(g)
        f.setAttributes(list(attrs))
        feats.append(f)
    assert layer.dataProvider().addFeatures(feats)[0]
    if not crs:
        layer.setCrs(QgsCoordinateReferenceSystem())
    layer.updateExtents()
    return layer


def parcels(frontages: dict[str, Any] | None = None, ring_of=ring_wkt, crs: str = "EPSG:2261",
            geometry: str = "Polygon", example=EXAMPLE_PARCELS) -> QgsVectorLayer:
    """The worked example's parcels (P1..P5), with the frontage of some replaced."""
    frontages = frontages or {}
    return memory(geometry, "parcels", PARCEL_FIELDS,
                  [(ring_of(r), [pid, use, frontages.get(pid, front), None, f"Owner of {pid}"])
                   for pid, use, front, r in example], crs=crs)


def shore(line=EXAMPLE_SHORE, crs: str = "EPSG:2261", to_world: bool = True) -> QgsVectorLayer:
    return memory("LineString", "mhw", (("name", T.QString),), [(line_wkt(line, to_world), ["MHW"])],
                  crs=crs)


def structures(rows: Sequence[tuple[str, Sequence[Any]]] = ()) -> QgsVectorLayer:
    return memory("Polygon", "structures", STRUCTURE_FIELDS, rows)


def buoys(rows: Sequence[tuple[str, Sequence[Any]]] = ()) -> QgsVectorLayer:
    return memory("Point", "buoys", BUOY_FIELDS, rows)


def rect(x: float, y: float, w: float, h: float) -> str:
    return ring_wkt([(x, y), (x + w, y), (x + w, y + h), (x, y + h)])


# ---------------------------------------------------------------- files

def write_gpkg(path: Path, layers: dict[str, QgsVectorLayer]) -> None:
    """`layers` as the tables of one new GeoPackage, named by their keys."""
    for i, (table, layer) in enumerate(layers.items()):
        opts = QgsVectorFileWriter.SaveVectorOptions()
        opts.driverName = "GPKG"
        opts.layerName = table
        opts.actionOnExistingFile = (QgsVectorFileWriter.CreateOrOverwriteFile if i == 0
                                     else QgsVectorFileWriter.CreateOrOverwriteLayer)
        err = QgsVectorFileWriter.writeAsVectorFormatV3(layer, str(path),
                                                        QgsProject.instance().transformContext(), opts)
        assert err[0] == QgsVectorFileWriter.NoError, err


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


@dataclass
class HostileFiles:
    """Writes hostile input files under `root` and remembers their hashes."""
    root: Path
    written: dict[Path, str] = field(default_factory=dict)

    def _seal(self, *paths: Path) -> None:
        for p in paths:
            self.written[p] = sha256(p)

    def gpkg(self, name: str, layers: dict[str, QgsVectorLayer]) -> Path:
        path = self.root / name
        write_gpkg(path, layers)
        self._seal(path)
        return path

    def shapefile(self, name: str, layer: QgsVectorLayer) -> Path:
        path = self.root / name
        opts = QgsVectorFileWriter.SaveVectorOptions()
        opts.driverName = "ESRI Shapefile"
        err = QgsVectorFileWriter.writeAsVectorFormatV3(layer, str(path),
                                                        QgsProject.instance().transformContext(), opts)
        assert err[0] == QgsVectorFileWriter.NoError, err
        self._seal(*sorted(self.root.glob(path.stem + ".*")))
        return path

    def gpkg_without_crs(self, name: str, layers: dict[str, QgsVectorLayer]) -> Path:
        """A GeoPackage whose tables carry srs_id 0 (GeoPackage's "undefined geographic SRS"),
        as some exporters write it when a layer has no CRS."""
        import sqlite3
        path = self.gpkg(name, layers)
        con = sqlite3.connect(path)
        try:
            con.execute("UPDATE gpkg_geometry_columns SET srs_id = 0")
            con.execute("UPDATE gpkg_contents SET srs_id = 0")
            con.commit()
        finally:
            con.close()
        self._seal(path)
        return path

    def text(self, name: str, content: str) -> Path:
        path = self.root / name
        path.write_text(content, encoding="utf-8")
        self._seal(path)
        return path

    def fifo(self, name: str) -> Path:
        path = self.root / name
        os.mkfifo(path)
        return path              # never read for a hash: opening it would block

    def nested_profile(self, name: str, depth: int = 100_000) -> Path:
        return self.text(name, "x = " + "[" * depth + "]" * depth + "\n")

    def changed(self) -> list[str]:
        return [str(p) for p, digest in self.written.items() if not p.exists() or sha256(p) != digest]


@pytest.fixture(name="hostile")
def hostile_files(tmp_path: Path) -> Iterator[HostileFiles]:
    """Hostile files in their own folder; at teardown every one is byte for byte as written and
    nothing else appeared in the folder (outputs go to the tests' own out/ folder)."""
    root = tmp_path / "inputs"
    root.mkdir()
    files = HostileFiles(root)
    yield files
    assert files.changed() == [], "input files changed: " + ", ".join(files.changed())
    extra = sorted(p.name for p in root.iterdir()
                   if p not in files.written and not p.is_fifo())
    assert extra == [], f"files appeared among the inputs: {extra}"


# ---------------------------------------------------------------- running

@pytest.fixture(scope="module", name="provider")
def provider_fixture(qgis_processing: None) -> Iterator[Any]:
    """The shorelinelayout provider, registered for the module unless the plugin already did
    (as test_processing_layers.provider; named apart so importing it shadows nothing)."""
    from shoreline_layout.processing.provider import ShorelineLayoutProvider

    registry = QgsApplication.processingRegistry()
    added = None
    if registry.providerById("shorelinelayout") is None:
        added = ShorelineLayoutProvider()
        assert registry.addProvider(added)
    yield registry.providerById("shorelinelayout")
    if added is not None:
        registry.removeProvider(added)


class Log(QgsProcessingFeedback):
    """Feedback that keeps what an algorithm logs: (level, text)."""

    def __init__(self) -> None:
        super().__init__()
        self.lines: list[tuple[str, str]] = []

    def pushInfo(self, info: str) -> None:
        self.lines.append(("info", info))

    def pushWarning(self, warning: str) -> None:
        self.lines.append(("warning", warning))

    def reportError(self, error: str, fatalError: bool = False) -> None:
        self.lines.append(("error", error))

    def warnings(self, code: str = "") -> list[str]:
        return [t for level, t in self.lines if level == "warning" and t.startswith(f"[{code}")]

    def text(self) -> str:
        return "\n".join(t for _level, t in self.lines)


@dataclass
class Outcome:
    kind: str                              # REFUSED | FLAGGED | CORRECT
    error: str = ""
    results: dict[str, Any] = field(default_factory=dict)
    log: Log = field(default_factory=Log)
    message_log: list[str] = field(default_factory=list)

    def rows(self, output: str) -> list[dict[str, Any]]:
        from test_processing_layers import rows
        value = self.results[output]
        layer = value if isinstance(value, QgsVectorLayer) else QgsVectorLayer(value, output, "ogr")
        return rows(layer)


def params(alg: str, **extra: Any) -> dict[str, Any]:
    base: dict[str, Any] = {"PARCELS": parcels(), "SHORELINE": shore(), "PROFILE": "keuka",
                            "PARCEL_ID_FIELD": "parcel_id"}
    if alg == WR:
        base.update({k: "TEMPORARY_OUTPUT" for k in WR_OUTPUTS})
    elif alg == AF:
        base["OUTPUT"] = "TEMPORARY_OUTPUT"
    elif alg == "shorelinelayout:exportoverlays":
        base["OUTPUT_GPKG"] = os.path.join(tempfile.mkdtemp(prefix="overlays-"), "overlays.gpkg")
    else:
        base["STRUCTURES"] = structures()
        base["VIOLATIONS"] = "TEMPORARY_OUTPUT"
        if alg == "shorelinelayout:lakeaudit":
            base["AUDIT"] = "TEMPORARY_OUTPUT"
        elif alg == "shorelinelayout:siteplanreport":
            base.update(PARCEL="P2", OUTPUT_FOLDER=tempfile.mkdtemp(prefix="siteplans-"))
    base.update(extra)
    return base


_BASELINE: dict[str, set[str]] = {}


def baseline_warnings(alg: str) -> set[str]:
    """The warnings of the worked example itself (its end parcels have no neighbour: end_of_data),
    which say nothing about a hostile input."""
    if alg not in _BASELINE:
        from qgis import processing
        log = Log()
        processing.run(alg, params(alg), feedback=log)
        _BASELINE[alg] = {t for level, t in log.lines if level == "warning"}
    return _BASELINE[alg]


def flagged_problem(alg: str, results: dict[str, Any], log: Log) -> bool:
    """Whether a result carries a problem where the user reads it: a warning in the log the worked
    example does not have, a VIOLATIONS finding of an input problem."""
    from test_processing_layers import rows
    known = baseline_warnings(alg)
    if any(level == "warning" and t not in known for level, t in log.lines):
        return True
    if alg == CL:
        # the README's bad-input classes of the layout: each is a finding of its own
        return any(r["rule"] in LAYOUT_INPUT_RULES for r in rows(results["VIOLATIONS"]))
    return False


def run_outcome(alg: str, **extra: Any) -> Outcome:
    """processing.run under Processing's default invalid-geometry check; a refusal must be one
    plain sentence and no traceback may reach the message log."""
    from qgis import processing
    from qgis.core import QgsFeatureRequest

    context = QgsProcessingContext()
    context.setProject(QgsProject.instance())
    context.setInvalidGeometryCheck(QgsFeatureRequest.InvalidGeometryCheck.GeometryAbortOnInvalid)
    logged: list[str] = []

    def keep(message: str, tag: str, _level: Any) -> None:
        logged.append(f"{tag}: {message}")

    log = Log()
    QgsApplication.messageLog().messageReceived.connect(keep)
    try:
        try:
            results = processing.run(alg, params(alg, **extra), context=context, feedback=log)
        except QgsProcessingException as exc:
            # processing.run prefixes checkParameterValues' sentence (the dialog shows it alone)
            outcome = Outcome(REFUSED, error=str(exc).removeprefix("Unable to execute algorithm\n"), log=log)
        else:
            outcome = Outcome(FLAGGED if flagged_problem(alg, results, log) else CORRECT,
                              results=results, log=log)
    finally:
        QgsApplication.messageLog().messageReceived.disconnect(keep)
    outcome.message_log = logged
    assert_no_traceback(outcome)
    return outcome


def assert_no_traceback(outcome: Outcome) -> None:
    for text in [outcome.error, outcome.log.text(), *outcome.message_log]:
        assert not TRACEBACK.search(text), text
    if outcome.kind == REFUSED:
        assert_sentence(outcome.error)


def assert_sentence(text: str) -> None:
    """A refusal a user can act on: words, ending in a full stop, not an exception's repr."""
    assert (text and text[0].isupper()) or text[:1].isdigit() or text.split(":")[0].isupper(), text
    assert text.rstrip().endswith((".", ")", "'")) and len(text) < 1500, text
    assert "Error creating algorithm" not in text and "This is a bug" not in text, text


def finite(value: Any) -> bool:
    try:
        return math.isfinite(float(value))
    except (TypeError, ValueError):
        return False


# ---------------------------------------------------------------- issue #26: files that turn on their users

# a folder name a shell would run, with a quote, a newline and a non-ASCII letter (issue #26 item 5)
ODD_FOLDER = "o'brien; $(touch PWN) `id` é\nline two"
ODD_FILE = "audit #1 é"


def parcels_with_ids(ids: Sequence[str]) -> QgsVectorLayer:
    """The worked example's five parcels with the ids `ids` instead of P1..P5."""
    example = tuple((pid, use, front, ring)
                    for pid, (_old, use, front, ring) in zip(ids, EXAMPLE_PARCELS, strict=True))
    return parcels(example=example)


@pytest.fixture(name="tmpfs")
def tmpfs_fixture(tmp_path: Path) -> Iterator[Path]:
    """A 256 KiB tmpfs (a disk that fills); skipped where mounting is not allowed."""
    import subprocess
    mount = tmp_path / "small_disk"
    mount.mkdir()
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=256k", "tmpfs", str(mount)],
                          capture_output=True, text=True, check=False)
    if done.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here ({done.stderr.strip() or done.returncode}): the full-disk "
                    "tests need root")
    try:
        yield mount
    finally:
        subprocess.run(["umount", "-l", str(mount)], check=False)


def fill(disk: Path, leave: int = 0) -> None:
    """Fill the file system of `disk` until at most `leave` bytes are free."""
    with open(disk / "filler", "wb") as handle:
        try:
            while True:
                free = os.statvfs(disk).f_bavail * os.statvfs(disk).f_frsize
                if free <= leave:
                    break
                handle.write(b"\0" * min(4096, free - leave))
                handle.flush()
        except OSError:
            pass
