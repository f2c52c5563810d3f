"""Extract Finger Lakes outlines from GSHHG (full resolution) into tests/data/finger_lakes/.

Needs GMT and the full GSHHG data (Debian: `apt-get install gmt gmt-gshhg-full`); the tests and
the benchmark read only the extracts this writes, so CI needs neither. Run from the repository
root:  python scripts/extract_finger_lakes.py

Each lake is the level-2 (lake) polygon of GSHHG containing a named point, projected from WGS84
longitude/latitude to EPSG:2261 (NAD83 / New York Central, US survey feet) with pyproj, not
simplified (GSHHG's lake outlines are already coarse: one vertex every few hundred feet), and
written as a GeoJSON FeatureCollection of one Polygon (the lake; water inside), with the
coordinates rounded to 0.01 ft.
"""
from __future__ import annotations

import json
import subprocess
from pathlib import Path

from pyproj import Transformer
from shapely.geometry import Point, Polygon, box

REGION = "-77.45/-76.3/42.3/42.95"
# A point within each lake's bounding box (lon, lat), to pick its polygon out of the extract
# (Keuka's middle is Bluff Point, land, so the box, not the water, is tested).
LAKES = {
    "keuka": (-77.13, 42.55),
    "canandaigua": (-77.30, 42.80),
}
OUT = Path(__file__).resolve().parents[1] / "tests" / "data" / "finger_lakes"


def read_gmt_polygons() -> list[list[tuple[float, float]]]:
    text = subprocess.run(["gmt", "coast", f"-R{REGION}", "-Df", "-M", "-W", "-A0/2/2"],
                          check=True, capture_output=True, text=True).stdout
    rings: list[list[tuple[float, float]]] = []
    for line in text.splitlines():
        if line.startswith(">"):
            rings.append([])
        elif line.strip():
            x, y = line.split()[:2]
            rings[-1].append((float(x), float(y)))
    return [r for r in rings if len(r) >= 4]


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    rings = read_gmt_polygons()
    to_ft = Transformer.from_crs("EPSG:4326", "EPSG:2261", always_xy=True)
    for name, (lon, lat) in LAKES.items():
        ring = next(r for r in rings if box(*Polygon(r).bounds).contains(Point(lon, lat)))
        xs, ys = to_ft.transform([p[0] for p in ring], [p[1] for p in ring])
        coords = [[round(x, 2), round(y, 2)] for x, y in zip(xs, ys, strict=True)]
        poly = Polygon(coords)
        if not poly.exterior.is_ccw:
            coords.reverse()
        doc = {
            "type": "FeatureCollection",
            "name": f"{name}_gshhg_full",
            "crs": {"type": "name", "properties": {"name": "urn:ogc:def:crs:EPSG::2261"}},
            "features": [{"type": "Feature",
                          "properties": {"lake": name, "source": "GSHHG 2.3.7 full resolution, level 2",
                                         "vertices": len(coords) - 1,
                                         "perimeter_ft": round(poly.exterior.length, 1),
                                         "area_sqft": round(poly.area, 0)},
                          "geometry": {"type": "Polygon", "coordinates": [coords]}}],
        }
        path = OUT / f"{name}.geojson"
        path.write_text(json.dumps(doc, separators=(",", ":")) + "\n")
        print(f"{path.name}: {len(coords) - 1} vertices, perimeter {poly.exterior.length / 5280:.1f} mi")


if __name__ == "__main__":
    main()
