"""The plugin as qgis_process sees it: found through QGIS_PLUGINPATH, enabled headless with
`qgis_process plugins enable`, its algorithms run from the command line on the DESIGN's worked
example; and with an unusable shapely it says so in one sentence and registers nothing.

qgis_process runs the system interpreter, not the venv: shapely reaches it through PYTHONPATH
(the directory shapely is installed in). Settings live in a throwaway QGIS_CUSTOM_CONFIG_PATH.
"""
from __future__ import annotations

import configparser
import ctypes
import json
import math
import os
import re
import shutil
import subprocess
import zipfile
from pathlib import Path
from typing import Any

import pytest
import shapely
import tomllib
from qgis.core import QgsVectorLayer

REPO_ROOT = Path(__file__).resolve().parents[2]
PACKAGE_PARENT = REPO_ROOT / "build" / "pkg"  # holds shoreline_layout -> repo root (tests/conftest.py)
QGIS_PROCESS = shutil.which("qgis_process")
ALGORITHM = "shorelinelayout:waterrightslines"

pytestmark = pytest.mark.skipif(QGIS_PROCESS is None,
                                reason="qgis_process is not installed (scripts/setup_system.sh)")


def system_geos() -> tuple[int, ...]:
    """(major, minor) of the system's GEOS C library: the one QGIS links."""
    geos_version = ctypes.CDLL("libgeos_c.so.1").GEOSversion
    geos_version.restype = ctypes.c_char_p
    return tuple(int(n) for n in re.findall(r"\d+", geos_version().decode())[:2])


SHAPELY_GEOS = tuple(shapely.geos_version[:2])
# scripts/setup_venv.sh builds shapely on the system GEOS; an older venv may hold the wheel, whose
# newer GEOS the plugin refuses inside QGIS (test_unusable_shapely_is_reported_... covers that).
needs_qgis_compatible_shapely = pytest.mark.skipif(
    system_geos() < SHAPELY_GEOS,
    reason=f"this venv's shapely is built on GEOS {SHAPELY_GEOS}, newer than QGIS's {system_geos()}: "
           "the plugin refuses it inside QGIS; rebuild it (scripts/setup_venv.sh prints how)")

# DESIGN.md's worked example, shifted to plausible EPSG:2261 coordinates: water north of a shore
# along y = 0 that turns north at x = 300 (water west of it). Five parcels, four tie points.
X0, Y0 = 700_000.0, 1_000_000.0
PARCELS = {
    "P1": [(0, -150), (100, -150), (100, 0), (0, 0)],
    "P2": [(100, -150), (200, -150), (200, 0), (100, 0)],
    "P3": [(200, -150), (450, -150), (450, 100), (300, 100), (300, 0), (200, 0)],
    "P4": [(300, 100), (450, 100), (450, 200), (300, 200)],
    "P5": [(300, 200), (450, 200), (450, 300), (300, 300)],
}
SHORE = [(-50, 0), (300, 0), (300, 350)]
# tie point -> (the two parcels it separates, azimuth of the unmodified bisector)
TIE_POINTS = {
    (100, 0): ({"P1", "P2"}, 0.0),
    (200, 0): ({"P2", "P3"}, 337.5),
    (300, 100): ({"P3", "P4"}, 292.5),
    (300, 200): ({"P4", "P5"}, 270.0),
}
CRS_2261 = {"type": "name", "properties": {"name": "urn:ogc:def:crs:EPSG::2261"}}


def write_geojson(path: Path, features: list[dict[str, Any]]) -> Path:
    path.write_text(json.dumps({"type": "FeatureCollection", "crs": CRS_2261, "features": features}))
    return path


def shifted(points: list[tuple[float, float]]) -> list[list[float]]:
    return [[X0 + x, Y0 + y] for x, y in points]


def qgis_process(args: list[str], env: dict[str, str], cwd: Path) -> subprocess.CompletedProcess[str]:
    assert QGIS_PROCESS is not None
    return subprocess.run([QGIS_PROCESS, *args], env=env, cwd=cwd, capture_output=True, text=True,
                          timeout=180, stdin=subprocess.DEVNULL, check=False)


def headless_env(config_dir: Path, python_path: Path) -> dict[str, str]:
    env = dict(os.environ)
    env.update(
        QT_QPA_PLATFORM="offscreen",
        QGIS_PLUGINPATH=str(PACKAGE_PARENT),
        # pytest-qgis points both at .qgis-settings; qgis_process gets a profile of its own.
        QGIS_CUSTOM_CONFIG_PATH=str(config_dir),
        QGIS_OPTIONS_PATH=str(config_dir),
        PYTHONPATH=str(python_path),  # nothing inherited: no other copy of the plugin can sneak in
        PROJ_DATA=os.environ.get("PROJ_DATA", "/usr/share/proj"),
    )
    return env


@pytest.fixture(scope="module")
def env(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    """Environment for qgis_process with shoreline_layout installed and enabled in a fresh profile."""
    assert (PACKAGE_PARENT / "shoreline_layout" / "metadata.txt").is_file()
    config_dir = tmp_path_factory.mktemp("qgis-profile")
    environment = headless_env(config_dir, Path(shapely.__file__).resolve().parent.parent)
    enabled = qgis_process(["plugins", "enable", "shoreline_layout"], environment, config_dir)
    assert enabled.returncode == 0, enabled.stdout + enabled.stderr
    assert "* shoreline_layout" in enabled.stdout.splitlines(), enabled.stdout  # it lists the plugins after
    return environment


@needs_qgis_compatible_shapely
def test_help_lists_the_public_parameters(env: dict[str, str], tmp_path: Path) -> None:
    done = qgis_process(["--json", "help", ALGORITHM], env, tmp_path)
    assert done.returncode == 0, done.stderr
    description = json.loads(done.stdout)
    assert description["algorithm_details"]["id"] == ALGORITHM
    assert {"PARCELS", "SHORELINE", "PROFILE", "PARCEL_ID_FIELD", "LAND_USE_FIELD"} <= set(
        description["parameters"])
    assert set(description["outputs"]) >= {"TIE_LINES", "WATER_RIGHTS_LINES", "RIGHTS_AREAS", "REACH_LINES",
                                           "ENVELOPES"}


@needs_qgis_compatible_shapely
def test_water_rights_lines_of_the_worked_example(env: dict[str, str], tmp_path: Path) -> None:
    parcels = write_geojson(tmp_path / "parcels.geojson", [
        {"type": "Feature", "properties": {"pid": pid}, "geometry": {"type": "Polygon", "coordinates": [
            shifted([*ring, ring[0]])]}}
        for pid, ring in PARCELS.items()
    ])
    shore = write_geojson(tmp_path / "shore.geojson", [
        {"type": "Feature", "properties": {},
         "geometry": {"type": "LineString", "coordinates": shifted(SHORE)}},
    ])
    lines_path = tmp_path / "water_rights_lines.gpkg"
    done = qgis_process([
        "--json", "run", ALGORITHM, "--",
        f"PARCELS={parcels}", f"SHORELINE={shore}", "PROFILE=keuka", "PARCEL_ID_FIELD=pid",
        f"WATER_RIGHTS_LINES={lines_path}", "TIE_LINES=TEMPORARY_OUTPUT", "RIGHTS_AREAS=TEMPORARY_OUTPUT",
        "REACH_LINES=TEMPORARY_OUTPUT", "ENVELOPES=TEMPORARY_OUTPUT",
    ], env, tmp_path)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    results = json.loads(done.stdout)["results"]
    assert Path(results["WATER_RIGHTS_LINES"].split("|")[0]) == lines_path

    layer = QgsVectorLayer(str(lines_path), "lines", "ogr")
    assert layer.isValid()
    assert layer.crs().authid() == "EPSG:2261"
    by_tie_point: dict[tuple[float, float], Any] = {}
    for feature in layer.getFeatures():
        start = feature.geometry().asPolyline()[0] if not feature.geometry().isMultipart() \
            else feature.geometry().asMultiPolyline()[0][0]
        key = (round(start.x() - X0, 2), round(start.y() - Y0, 2))
        assert key not in by_tie_point, f"two lines start at {key}"
        by_tie_point[key] = feature
    assert set(by_tie_point) == {(float(x), float(y)) for x, y in TIE_POINTS}

    for (x, y), (pair, azimuth) in TIE_POINTS.items():
        feature = by_tie_point[(float(x), float(y))]
        assert {str(feature["parcel_a"]), str(feature["parcel_b"])} == pair
        assert feature["length_ft"] == pytest.approx(feature.geometry().length(), abs=0.01)
        if not feature["modified"]:
            turn = (float(feature["azimuth_deg"]) - azimuth + 180.0) % 360.0 - 180.0
            assert math.isclose(turn, 0.0, abs_tol=0.01), f"line at {(x, y)}: {feature['azimuth_deg']}"
    # The end lines are untouched; the corner parcel's lines meet 184.78 ft out: the 200 ft rule.
    assert not by_tie_point[(100.0, 0.0)]["modified"] and not by_tie_point[(300.0, 200.0)]["modified"]
    assert by_tie_point[(200.0, 0.0)]["modified"] or by_tie_point[(300.0, 100.0)]["modified"]


@pytest.mark.parametrize(
    ("fake_shapely", "sentence_start"),
    [
        ('__version__ = "1.8.5"\n',
         "Shoreline Layout needs shapely >=2.0,<2.2 but QGIS's Python has shapely 1.8.5: "),
        # What pip's shapely 2.1 wheel is: built on GEOS 3.13. Inside QGIS on Debian 12 (GEOS 3.11)
        # it crashes qgis_process (SIGSEGV in orient_polygons) unless the plugin refuses it.
        ('__version__ = "2.1.2"\ngeos_version = (3, 13, 1)\n',
         "Shoreline Layout cannot use shapely 2.1.2: it is built on GEOS 3.13, newer than the GEOS "),
    ],
    ids=["too-old", "wheel-on-newer-geos"],
)
def test_unusable_shapely_is_reported_and_nothing_registered(env: dict[str, str], tmp_path: Path,
                                                             fake_shapely: str, sentence_start: str) -> None:
    """Under qgis_process (iface None) the one-sentence message reaches the log; no algorithms."""
    if "geos_version" in fake_shapely and system_geos() >= (3, 13):
        pytest.skip("QGIS's GEOS is not older than the shapely 2.1 wheels' GEOS here")
    fake = tmp_path / "site" / "shapely"
    fake.mkdir(parents=True)
    (fake / "__init__.py").write_text(fake_shapely)
    fake_env = {**env, "PYTHONPATH": str(fake.parent)}
    done = qgis_process(["list"], fake_env, tmp_path)
    assert done.returncode == 0, done.stderr
    assert "shorelinelayout:" not in done.stdout
    sentences = [line for line in done.stderr.splitlines() if "shapely" in line]
    assert len(sentences) == 1, done.stderr
    assert sentences[0].startswith(sentence_start), sentences[0]
    assert sentences[0].endswith("restart QGIS.")
    # QGIS's own interpreter by its path (qgis_process's sys.executable may be qgis_process itself).
    assert re.search(r" /usr/bin/python3\.\d+ -m pip install --user", sentences[0]), sentences[0]
    # qgis_process prints the log as plain text: the command whole, not HTML-escaped.
    assert "&lt;" not in sentences[0] and "&gt;" not in sentences[0]
    if system_geos()[:2] in ((3, 11), (3, 12)):  # Debian 12: shapely 2.0's wheels bundle GEOS 3.11
        assert "install a binary wheel whose GEOS matches QGIS's" in sentences[0]
        assert '--only-binary shapely "shapely>=2.0,<2.1"' in sentences[0]
    assert "Traceback" not in done.stderr


@needs_qgis_compatible_shapely
def test_the_packaged_zip_installs_and_loads(tmp_path: Path) -> None:
    """`make package` builds what Plugins > Install from ZIP accepts: one shoreline_layout/ folder,
    metadata complete, no development files, and QGIS loads the unpacked plugin."""
    if shutil.which("make") is None or shutil.which("git") is None or not (REPO_ROOT / ".git").exists():
        pytest.skip("needs make, git and a git checkout")
    archive = tmp_path / "shoreline_layout.zip"
    built = subprocess.run(["make", "-s", "package", f"PACKAGE_ZIP={archive}"], cwd=REPO_ROOT,
                           capture_output=True, text=True, timeout=120, check=False)
    assert built.returncode == 0, built.stdout + built.stderr

    with zipfile.ZipFile(archive) as zipped:
        names = zipped.namelist()
        metadata_text = zipped.read("shoreline_layout/metadata.txt").decode("utf-8")
        zipped.extractall(tmp_path / "plugins")
    # QGIS's installer takes the folder of the shortest metadata.txt path as the plugin's name.
    assert os.path.split(sorted(n for n in names if n.endswith("metadata.txt"))[0])[0] == "shoreline_layout"
    assert all(name.startswith("shoreline_layout/") for name in names)
    for dev_only in ("tests/", "scripts/", ".ci/", "docs/screenshots/", ".gitignore", "Makefile",
                     "requirements-dev.txt"):
        assert not [n for n in names if n.startswith(f"shoreline_layout/{dev_only}")], dev_only
    # the algorithms' help page ships (helpUrl opens it), the documentation's full-size pictures
    # do not: only docs/help's small copies, which the panel's Help shows in their place
    assert "shoreline_layout/docs/processing.md" in names
    assert "shoreline_layout/docs/processing.html" in names     # what helpUrl opens
    assert "shoreline_layout/docs/walkthrough.md" in names       # the panel's Help shows it
    pictures = [n for n in names if n.startswith("shoreline_layout/docs/") and n.endswith(".png")]
    assert pictures and all(n.startswith("shoreline_layout/docs/help/") for n in pictures)
    assert not [n for n in names if "__pycache__" in n or n.endswith((".pyc", "_rc.py"))]

    metadata = configparser.ConfigParser(interpolation=None)
    metadata.optionxform = str  # type: ignore[assignment,method-assign]  # keys are case-sensitive
    metadata.read_string(metadata_text)
    general = metadata["general"]
    required = ("name", "qgisMinimumVersion", "qgisMaximumVersion", "description", "about", "version",
                "author", "email", "repository", "tracker", "homepage", "tags", "category", "icon",
                "hasProcessingProvider", "changelog")
    assert [key for key in required if not general.get(key, "").strip()] == []
    assert general["name"] == "Shoreline Layout"
    assert (general["qgisMinimumVersion"], general["qgisMaximumVersion"]) == ("3.34", "4.99")
    assert (general["category"], general["hasProcessingProvider"]) == ("Vector", "yes")
    assert f"shoreline_layout/{general['icon']}" in names
    pyproject = tomllib.loads((REPO_ROOT / "pyproject.toml").read_text())
    assert general["version"] == pyproject["project"]["version"]

    if QGIS_PROCESS is None:
        return
    environment = headless_env(tmp_path / "profile", Path(shapely.__file__).resolve().parent.parent)
    environment["QGIS_PLUGINPATH"] = str(tmp_path / "plugins")
    enabled = qgis_process(["plugins", "enable", "shoreline_layout"], environment, tmp_path)
    assert "* shoreline_layout" in enabled.stdout.splitlines(), enabled.stdout + enabled.stderr
    listed = qgis_process(["list"], environment, tmp_path)
    assert listed.returncode == 0, listed.stderr
    # siteplanreport too: plugin.py hands the provider report's renderer (processing/ has none)
    assert {"shorelinelayout:waterrightslines", "shorelinelayout:allowedfacilities",
            "shorelinelayout:checklayout", "shorelinelayout:siteplanreport",
            "shorelinelayout:exportoverlays"} <= set(listed.stdout.split())


@needs_qgis_compatible_shapely
def test_help_shows_the_help_of_every_parameter(env: dict[str, str], tmp_path: Path) -> None:
    """`qgis_process help` prints each parameter's help line (processing/parameter_help.py) under
    its name, for every algorithm of the provider."""
    from shoreline_layout.processing.parameter_help import help_for

    listed = qgis_process(["list"], env, tmp_path)
    ids = sorted({w for w in listed.stdout.split() if w.startswith("shorelinelayout:")})
    assert len(ids) >= 5, listed.stdout
    for alg_id in ids:
        name = alg_id.split(":", 1)[1]
        arguments = qgis_process(["help", alg_id], env, tmp_path).stdout.split("Arguments", 1)[1]
        # each argument: "NAME: description", then its help line, then "Argument type"
        blocks = dict(re.findall(r"^([A-Z_]+): .*?\n(.*?)\tArgument type", arguments, re.M | re.S))
        # every algorithm takes the law; all but mhwfromdem (which reads a DEM) take the lake
        needed = {"PROFILE", "PROFILE_FILE"} | (set() if name == "mhwfromdem" else {"PARCELS", "SHORELINE"})
        assert needed <= set(blocks), (alg_id, sorted(blocks))
        for parameter, block in blocks.items():
            expected = help_for(name, parameter)
            assert expected, f"{alg_id} {parameter}: no help in processing/parameter_help.py"
            assert expected in block, f"{alg_id} {parameter}: {block!r}"


@needs_qgis_compatible_shapely
def test_naming_only_the_main_output_writes_it(env: dict[str, str], tmp_path: Path) -> None:
    """The other outputs are optional and created by default: naming WATER_RIGHTS_LINES is enough."""
    parcels = write_geojson(tmp_path / "parcels.geojson", [
        {"type": "Feature", "properties": {"pid": pid}, "geometry": {"type": "Polygon", "coordinates": [
            shifted([*ring, ring[0]])]}}
        for pid, ring in PARCELS.items()
    ])
    shore = write_geojson(tmp_path / "shore.geojson", [
        {"type": "Feature", "properties": {},
         "geometry": {"type": "LineString", "coordinates": shifted(SHORE)}},
    ])
    out = tmp_path / "out.gpkg"
    done = qgis_process(["--json", "run", ALGORITHM, "--", f"PARCELS={parcels}", f"SHORELINE={shore}",
                         "PROFILE=keuka", "PARCEL_ID_FIELD=pid", f"WATER_RIGHTS_LINES={out}"], env, tmp_path)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    results = json.loads(done.stdout)["results"]
    assert QgsVectorLayer(str(out), "lines", "ogr").featureCount() == len(TIE_POINTS)
    # the others were written too, to temporary layers (as QGIS's TEMPORARY_OUTPUT)
    assert {"TIE_LINES", "RIGHTS_AREAS", "REACH_LINES", "ENVELOPES"} <= set(results)
    assert "RIGHTS_AREAS: 5 features." in done.stdout + done.stderr


@needs_qgis_compatible_shapely
def test_odd_paths_a_text_scale_and_the_profile_as_an_input_from_the_command_line(
        env: dict[str, str], tmp_path: Path) -> None:
    """Issue #26 items 5 and 6b, issue #24's SCALE: the files land at the paths given (a folder a
    shell would run, a '#' in the name), a scripted SCALE=1:600 is still read, and an output over
    the profile the run reads is refused with exit code 1 before anything is written."""
    parcels = write_geojson(tmp_path / "parcels.geojson", [
        {"type": "Feature", "properties": {"pid": pid}, "geometry": {"type": "Polygon", "coordinates": [
            shifted([*ring, ring[0]])]}}
        for pid, ring in PARCELS.items()
    ])
    shore = write_geojson(tmp_path / "shore.geojson", [
        {"type": "Feature", "properties": {},
         "geometry": {"type": "LineString", "coordinates": shifted(SHORE)}},
    ])
    folder = tmp_path / "o'brien; $(touch PWN) `id` é\nline two"
    csv_path, pdf_path = folder / "audit #1 é.csv", folder / "audit #1 é.pdf"
    base = [f"PARCELS={parcels}", f"SHORELINE={shore}", "PARCEL_ID_FIELD=pid"]
    done = qgis_process(["--json", "run", "shorelinelayout:lakeaudit", "--", *base, "PROFILE=keuka",
                         "AUDIT=TEMPORARY_OUTPUT", f"CSV={csv_path}", f"PDF={pdf_path}"], env, tmp_path)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    results = json.loads(done.stdout)["results"]
    assert results["CSV"] == str(csv_path) and results["PDF"] == str(pdf_path)
    assert csv_path.read_bytes().startswith(b"\xef\xbb\xbfparcel_id,")
    assert pdf_path.read_bytes().startswith(b"%PDF-") and b"%%EOF" in pdf_path.read_bytes()[-1024:]

    plans = folder / "plans #2"
    done = qgis_process(["--json", "run", "shorelinelayout:siteplanreport", "--", *base, "PROFILE=keuka",
                         "PARCEL=P2", "SCALE=1:600", f"OUTPUT_FOLDER={plans}"], env, tmp_path)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    assert json.loads(done.stdout)["results"]["PDF_PATHS"] == [str(plans / "siteplan_P2.pdf")]
    text = subprocess.run(["pdftotext", str(plans / "siteplan_P2.pdf"), "-"], capture_output=True, text=True,
                          check=True).stdout
    assert "1:600" in text
    assert not (tmp_path / "PWN").exists() and not (folder / "PWN").exists()

    profile = tmp_path / "my law.toml"
    profile.write_text((REPO_ROOT / "core" / "profiles" / "keuka.toml").read_text(encoding="utf-8"),
                       encoding="utf-8")
    before = profile.read_bytes()
    done = qgis_process(["run", "shorelinelayout:lakeaudit", "--", *base, f"PROFILE={profile}",
                         "AUDIT=TEMPORARY_OUTPUT", f"CSV={profile}"], env, tmp_path)
    assert done.returncode != 0 and profile.read_bytes() == before
    said = done.stdout + done.stderr
    assert f"CSV: {profile} is the file of the input PROFILE (the profile it reads)" in said
