"""A dense MHW mark (issue #23): the whole of Keuka's outline with as many vertices as a LiDAR
contour of it (`mhwfromdem` at 1 m cells gives hundreds of thousands), and lots along a stretch
of it only, as when a town maps one shore of the lake.

The mark is the GSHHG outline (tests/data/finger_lakes/) cut into equal steps until it has
`vertices` vertices, each moved up to JITTER_FT at random (a raster contour steps round every
cell; an exactly straight run of vertices would be easier than any real mark). The lots are
tests/core/reallake.py's tax map on the first `shore_ft` of the outline (lots of 50-200 ft, road
ends, back lots, lot lines off the mark), drawn against the outline itself, as a tax map is
drawn without the contour.
"""
from __future__ import annotations

import sys
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import shapely
from shapely.geometry import Polygon

LAKEGEN_DIR = Path(__file__).resolve().parents[2] / "tests" / "core"
JITTER_FT = 0.1


@dataclass
class DenseLake:
    parcels: list                    # core Parcels
    mark: Polygon                    # the lake, its outline dense
    vertices: int


def make(vertices: int, seed: int, shore_ft: float, name: str = "keuka") -> DenseLake:
    if str(LAKEGEN_DIR) not in sys.path:
        sys.path.append(str(LAKEGEN_DIR))
    from reallake import make_real_lake

    lake = make_real_lake(name, seed, s_range=(0.0, shore_ft))
    outer = lake.lake.exterior
    step = outer.length / vertices
    xy = shapely.get_coordinates(shapely.segmentize(outer, step))
    rng = np.random.default_rng(seed)
    xy[1:-1] += rng.uniform(-JITTER_FT, JITTER_FT, (len(xy) - 2, 2))
    holes = [np.asarray(r.coords) for r in lake.lake.interiors]
    mark = Polygon(xy, holes)
    if not mark.is_valid:
        raise AssertionError(f"the dense mark of {name} is not a valid polygon: "
                             f"{shapely.is_valid_reason(mark)}")
    return DenseLake(lake.parcels, mark, int(shapely.get_num_coordinates(mark)))
