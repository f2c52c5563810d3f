"""End to end through qgis_process: our `shorelinelayout:waterrightslines` against QGIS's own
`native:polygonstolines` + `native:lineintersections` on the same GeoPackage files.

Launched the way tests/qgis/test_qgis_process.py does it: headless (offscreen), the plugin found
through QGIS_PLUGINPATH=build/pkg and enabled in a throwaway profile. shapely must reach QGIS's
system interpreter and be built on QGIS's own GEOS (a wheel bundling a newer GEOS crashes
qgis_process, and the plugin refuses it): see qgis_python_path(). Every figure is wall-clock time
of whole qgis_process runs, start-up included (that is what a user or a batch script waits for);
the start-up alone is measured too, so it can be told apart.
"""
from __future__ import annotations

import os
import resource
import shutil
import subprocess
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import shapely
from shapely.geometry.base import BaseGeometry

REPO_ROOT = Path(__file__).resolve().parents[2]
PACKAGE_PARENT = REPO_ROOT / "build" / "pkg"
ALGORITHM = "shorelinelayout:waterrightslines"
WR_OUTPUTS = ("TIE_LINES", "WATER_RIGHTS_LINES", "RIGHTS_AREAS", "REACH_LINES", "ENVELOPES")
TIMEOUT_S = 1800


class QgisProcessError(RuntimeError):
    def __init__(self, message: str, summary: str = "") -> None:
        super().__init__(message)
        self.summary = summary or message.strip().splitlines()[0]


def system_geos() -> tuple[int, ...]:
    """(major, minor) of the system's GEOS C library: the one QGIS links."""
    import ctypes

    geos_version = ctypes.CDLL("libgeos_c.so.1").GEOSversion
    geos_version.restype = ctypes.c_char_p
    return tuple(int(n) for n in geos_version().decode().split("-")[0].split(".")[:2])


def qgis_python_path() -> str:
    """PYTHONPATH for qgis_process. $SHORELINE_QGIS_PYTHONPATH if set; else the venv's shapely
    when it is built on a GEOS no newer than QGIS's (scripts/setup_venv.sh builds it so), as the
    tests do; else nothing, if QGIS's interpreter has a usable shapely of its own (say a
    `pip install --user --no-binary shapely`); else the venv's anyway, and the plugin says what
    is wrong."""
    if "SHORELINE_QGIS_PYTHONPATH" in os.environ:
        return os.environ["SHORELINE_QGIS_PYTHONPATH"]
    venv_shapely = str(Path(shapely.__file__).resolve().parent.parent)
    try:
        if tuple(shapely.geos_version[:2]) <= system_geos():
            return venv_shapely
    except (OSError, AttributeError, ValueError):
        return venv_shapely
    probe = ("import ctypes, shapely; v = ctypes.CDLL('libgeos_c.so.1'); "
             "v.GEOSversion.restype = ctypes.c_char_p; "
             "g = tuple(int(x) for x in v.GEOSversion().decode().split('-')[0].split('.')[:2]); "
             "s = tuple(int(x) for x in shapely.__version__.split('.')[:2]); "
             "print(int(tuple(shapely.geos_version[:2]) <= g and (2, 0) <= s < (2, 2)))")
    try:
        done = subprocess.run(["/usr/bin/python3", "-c", probe], capture_output=True, text=True, timeout=60,
                              env={k: v for k, v in os.environ.items() if k != "PYTHONPATH"}, check=False)
        if done.stdout.strip() == "1":
            return ""
    except (OSError, subprocess.SubprocessError):
        pass
    return venv_shapely


@dataclass
class LakeFiles:
    parcels: Path
    shoreline: Path
    count: int


def write_lake(parcel_ids: Sequence[str], parcel_geometries: Sequence[BaseGeometry],
               land_uses: Sequence[str], shoreline: BaseGeometry, folder: Path,
               crs_epsg: int = 2261) -> LakeFiles:
    """parcels.gpkg (pid, land_use) and shoreline.gpkg, written with OGR in one transaction each."""
    from osgeo import ogr, osr

    ogr.UseExceptions()
    srs = osr.SpatialReference()
    srs.ImportFromEPSG(crs_epsg)
    driver = ogr.GetDriverByName("GPKG")

    def layer_file(path: Path, geom_type: int, fields: list[tuple[str, int]], rows) -> None:
        if path.exists():
            path.unlink()
        ds = driver.CreateDataSource(str(path))
        layer = ds.CreateLayer(path.stem, srs, geom_type)
        for name, ftype in fields:
            layer.CreateField(ogr.FieldDefn(name, ftype))
        defn = layer.GetLayerDefn()
        layer.StartTransaction()
        for values, wkb in rows:
            feature = ogr.Feature(defn)
            for (name, _t), value in zip(fields, values, strict=True):
                feature.SetField(name, value)
            feature.SetGeometry(ogr.CreateGeometryFromWkb(wkb))
            layer.CreateFeature(feature)
        layer.CommitTransaction()
        ds = None

    folder.mkdir(parents=True, exist_ok=True)
    wkbs = shapely.to_wkb(list(parcel_geometries))
    parcels = folder / "parcels.gpkg"
    layer_file(parcels, ogr.wkbMultiPolygon if any(g.geom_type == "MultiPolygon" for g in parcel_geometries)
               else ogr.wkbPolygon, [("pid", ogr.OFTString), ("land_use", ogr.OFTString)],
               zip(zip(parcel_ids, land_uses, strict=True), wkbs, strict=True))
    shore = folder / "shoreline.gpkg"
    shore_type = ogr.wkbPolygon if shoreline.geom_type == "Polygon" else (
        ogr.wkbMultiLineString if shoreline.geom_type == "MultiLineString" else ogr.wkbLineString)
    layer_file(shore, shore_type, [], [((), shapely.to_wkb(shoreline))])
    return LakeFiles(parcels, shore, len(parcel_ids))


class QgisProcess:
    """qgis_process with shoreline_layout enabled in a private profile."""

    def __init__(self, workdir: Path) -> None:
        exe = shutil.which("qgis_process")
        if exe is None:
            raise QgisProcessError("qgis_process is not installed (scripts/setup_system.sh)")
        self.exe = exe
        self.workdir = workdir
        self.last_cpu = 0.0
        self.profile = Path(tempfile.mkdtemp(prefix="qgis-profile-", dir=workdir))
        self.env = dict(os.environ)
        self.env.update(
            QT_QPA_PLATFORM="offscreen",
            QGIS_PLUGINPATH=str(PACKAGE_PARENT),
            QGIS_CUSTOM_CONFIG_PATH=str(self.profile),
            QGIS_OPTIONS_PATH=str(self.profile),
            PYTHONPATH=qgis_python_path(),
            PROJ_DATA=os.environ.get("PROJ_DATA", "/usr/share/proj"),
        )
        self.call(["plugins", "enable", "shoreline_layout"])

    def call(self, args: list[str]) -> tuple[float, str]:
        """Run qgis_process; (wall seconds, stdout). Raises with its output if it fails.
        Its CPU time (user + system) is left in self.last_cpu."""
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        done = subprocess.run([self.exe, *args], env=self.env, cwd=self.workdir, capture_output=True,
                              text=True, timeout=TIMEOUT_S, stdin=subprocess.DEVNULL, check=False)
        elapsed = time.perf_counter() - start
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        self.last_cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
        if done.returncode != 0:
            said = [ln for ln in done.stderr.splitlines() if "Shoreline Layout" in ln or "rror" in ln]
            raise QgisProcessError(f"qgis_process {' '.join(args[:4])} exited {done.returncode}:\n"
                                   f"{done.stdout[-2000:]}\n{done.stderr[-2000:]}",
                                   f"qgis_process {' '.join(args[:2])} exited {done.returncode}"
                                   + (f": {said[0].strip()}" if said else ""))
        return elapsed, done.stdout

    def run(self, algorithm: str, params: dict[str, str]) -> float:
        """Wall seconds of `qgis_process run`, as a user types it: plain output, not --json
        (which holds the whole log in memory and costs ~2 s more on a 10,000-parcel lake, whose
        log has a line per lot-line repair). The results are read from the output files."""
        elapsed, _out = self.call(["run", algorithm, "--", *(f"{k}={v}" for k, v in params.items())])
        return elapsed


def gpkg_count(path: Path) -> int:
    from osgeo import ogr

    ds = ogr.Open(str(path))
    try:
        return ds.GetLayer(0).GetFeatureCount()
    finally:
        ds = None


def fresh(paths: list[Path]) -> list[Path]:
    for path in paths:
        path.unlink(missing_ok=True)
    return paths


@dataclass
class Run:
    seconds: float                  # wall clock, start-up included
    cpu: float                      # qgis_process's CPU time (user + system)
    counts: dict[str, float]        # features written per output (and native part timings)


def run_water_rights(qp: QgisProcess, lake: LakeFiles, out: Path) -> Run:
    """Our algorithm, all five outputs to GeoPackages."""
    targets = dict(zip(WR_OUTPUTS, fresh([out / f"{name.lower()}.gpkg" for name in WR_OUTPUTS]), strict=True))
    params = {"PARCELS": str(lake.parcels), "SHORELINE": str(lake.shoreline), "PROFILE": "keuka",
              "PARCEL_ID_FIELD": "pid", "LAND_USE_FIELD": "land_use",
              **{name: str(path) for name, path in targets.items()}}
    seconds = qp.run(ALGORITHM, params)
    return Run(seconds, qp.last_cpu, {name: gpkg_count(path) for name, path in targets.items()})


def run_native(qp: QgisProcess, lake: LakeFiles, out: Path) -> Run:
    """QGIS's naive construction: parcel boundaries as lines, then every crossing of them with
    the shoreline. counts: polygonstolines / lineintersections seconds are in the keys
    `lines_s` / `points_s` beside the point count `points`."""
    lines, points = fresh([out / "native_lines.gpkg", out / "native_points.gpkg"])
    t_lines = qp.run("native:polygonstolines", {"INPUT": str(lake.parcels), "OUTPUT": str(lines)})
    cpu = qp.last_cpu
    t_points = qp.run("native:lineintersections", {"INPUT": str(lines), "INTERSECT": str(lake.shoreline),
                                                      "OUTPUT": str(points)})
    return Run(t_lines + t_points, cpu + qp.last_cpu,
               {"points": gpkg_count(points), "lines_s": round(t_lines, 3), "points_s": round(t_points, 3)})


def run_startup(qp: QgisProcess, lake: LakeFiles, out: Path) -> Run:
    """qgis_process start-up and shut-down (plugins loaded): a native algorithm on a one-feature layer."""
    target, = fresh([out / "startup.gpkg"])
    seconds = qp.run("native:centroids", {"INPUT": str(lake.shoreline), "OUTPUT": str(target)})
    return Run(seconds, qp.last_cpu, {"points": gpkg_count(target)})
