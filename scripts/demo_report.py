"""Site plan PDFs for two parcels of the sample lake (one compliant, one violating), through
shorelinelayout:siteplanreport, and the first one's sheets as out/siteplan-page1.png and -page2.png
(docs/ holds a reviewed copy: pass --png docs/siteplan-page1.png to refresh it).

    QT_QPA_PLATFORM=offscreen .venv/bin/python -P scripts/demo_report.py \\
        [--out out] [--png docs/siteplan-page1.png]

scripts/demo.py can call `write_site_plans(sample, out_dir)` once QGIS and the provider are up
(it needs nothing else); run alone, this script starts QGIS and Processing itself.
"""
from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent
SAMPLE = REPO_ROOT / "resources" / "sample" / "sample_lake.gpkg"
PNG = REPO_ROOT / "out" / "siteplan-page1.png"   # make demo writes only under out/
QGIS_PLUGINS = "/usr/share/qgis/python/plugins"   # QGIS's own `processing` package (Debian)
PREPARER = "Sample Surveyor, L.S. (demo)"

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("PROJ_DATA", "/usr/share/proj")


def _package_parent() -> Path:
    """build/pkg/shoreline_layout -> the repository root, as tests/conftest.py and demo.py make it."""
    parent = REPO_ROOT / "build" / "pkg"
    link = parent / "shoreline_layout"
    if not (link.is_symlink() and link.resolve() == REPO_ROOT):
        parent.mkdir(parents=True, exist_ok=True)
        staging = parent / f".shoreline_layout.{os.getpid()}"
        staging.unlink(missing_ok=True)
        staging.symlink_to(Path("..", ".."), target_is_directory=True)
        os.replace(staging, link)
    return parent


def demo_parcels(structures) -> list[str]:
    """The sample's compliant straight dock and its dock past the reach line, by their `intent`."""
    picks: list[str] = []
    for prefix in ("violates reach", "compliant: straight dock"):
        for f in structures.getFeatures():
            if str(f["intent"]).startswith(prefix) and f["parcel_id"] not in picks:
                picks.append(str(f["parcel_id"]))
                break
    return picks


def write_site_plans(sample: Path = SAMPLE, out_dir: Path = REPO_ROOT / "out",
                     profile: str = "keuka", png: Path | None = PNG) -> list[Path]:
    """Run siteplanreport for the two demo parcels; returns the PDF paths (compliant one first is
    not promised: the violating one comes first). Needs QGIS, Processing and the provider up."""
    from qgis import processing
    from qgis.core import QgsRasterLayer, QgsVectorLayer

    def layer(name: str):
        lyr = QgsVectorLayer(f"{sample}|layername={name}", name, "ogr")
        return lyr if lyr.isValid() else None

    parcels, mhw = layer("parcels"), layer("mhw")
    structures, buoys = layer("structures"), layer("buoys")
    if parcels is None or mhw is None or structures is None:
        raise SystemExit(f"demo_report: {sample} needs layers parcels, mhw and structures")
    bathymetry = sample.with_name("bathymetry.tif")
    picks = demo_parcels(structures)
    result = processing.run("shorelinelayout:siteplanreport", {
        "PARCELS": parcels, "SHORELINE": mhw, "STRUCTURES": structures, "BUOYS": buoys,
        "PROFILE": profile, "PARCEL_ID_FIELD": "parcel_id", "LAND_USE_FIELD": "land_use",
        "FRONTAGE_FIELD": "frontage_ft", "SEATING_FIELD": "seating",
        "BATHYMETRY": QgsRasterLayer(str(bathymetry), "bathymetry") if bathymetry.exists() else None,
        "PARCEL": ",".join(picks), "PREPARER": PREPARER, "SCALE": "1:600",
        "OUTPUT_FOLDER": str(out_dir / "siteplans")})
    paths = [Path(p) for p in result["PDF_PATHS"]]
    if png is not None and paths:
        render_page(paths[0], png)
        if "page1" in png.name:
            render_page(paths[0], png.with_name(png.name.replace("page1", "page2")), page=2)
    return paths


def render_page(pdf: Path, png: Path, page: int = 1, dpi: int = 100) -> None:
    """One page of a PDF as a PNG with poppler's pdftoppm (the README's picture)."""
    if shutil.which("pdftoppm") is None:
        raise SystemExit("demo_report: pdftoppm is missing (apt-get install poppler-utils)")
    png.parent.mkdir(parents=True, exist_ok=True)
    stem = png.with_suffix("")
    subprocess.run(["pdftoppm", "-r", str(dpi), "-png", "-singlefile", "-f", str(page), "-l", str(page),
                    str(pdf), str(stem)], check=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sample", type=Path, default=SAMPLE)
    parser.add_argument("--out", type=Path, default=REPO_ROOT / "out")
    parser.add_argument("--profile", default="keuka")
    parser.add_argument("--png", type=Path, default=PNG, help="page 1 as PNG ('' for none)")
    args = parser.parse_args(argv)
    if not args.sample.exists():
        print(f"demo_report: the sample lake {args.sample} is missing (make sample builds it)",
              file=sys.stderr)
        return 1

    sys.path[:] = [p for p in sys.path if Path(p or ".").resolve() != REPO_ROOT]
    sys.path.insert(0, str(_package_parent()))
    if os.path.isdir(QGIS_PLUGINS) and QGIS_PLUGINS not in sys.path:
        sys.path.append(QGIS_PLUGINS)
    from qgis.core import QgsApplication

    app = QgsApplication([], False)
    app.initQgis()
    try:
        from processing.core.Processing import Processing

        from shoreline_layout.plugin import make_provider

        Processing.initialize()
        provider = make_provider()        # held: Processing keeps only a pointer
        QgsApplication.processingRegistry().addProvider(provider)
        png = args.png if str(args.png) not in ("", ".") else None
        paths = write_site_plans(args.sample, args.out, args.profile, png)
        for p in paths:
            print(f"Wrote {p}")
        if png:
            print(f"Wrote {png} and {png.with_name(png.name.replace('page1', 'page2'))}")
        return 0
    finally:
        app.exitQgis()


if __name__ == "__main__":
    sys.exit(main())
