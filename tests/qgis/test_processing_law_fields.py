"""Issue #11 through Processing: STEEP_SLOPE_FIELD / UPLAND_NEAR_MHW_FIELD (§44-5I), the
structures' `existing` and `replaces` fields (§160-126), buoys' `visitor` (§160-123A(1)(f))."""
from __future__ import annotations

from typing import Any

import pytest
from qgis.PyQt.QtCore import QMetaType as T
from test_processing_layers import (  # noqa: F401 - provider is a fixture
    _wkt_ring,
    memory_layer,
    provider,
    rows,
    world,
)

PARCELS = (("parcel_id", T.QString), ("land_use", T.QString), ("frontage_ft", T.Double),
           ("steep", T.Int), ("upland", T.QString))
STRUCTURES = (("kind", T.QString), ("dock_id", T.QString), ("height_ft", T.Double),
              ("roof_pitch", T.Double), ("existing", T.Int), ("replaces", T.QString))
BUOYS = (("vessel_length_ft", T.Double), ("rode_length_ft", T.Double), ("visitor", T.Int))


def parcels(steep: int, upland: str = "0") -> Any:
    rings = [[(x, -200), (x + 100, -200), (x + 100, 0), (x, 0)] for x in (0, 100, 200)]
    return memory_layer("Polygon", "parcels", PARCELS,
                        [(_wkt_ring(r), [f"P{i}", "210", 100.0, steep, upland]) for i, r in enumerate(rings)])


def shore() -> Any:
    (x0, y0), (x1, y1) = world(-20, 0), world(320, 0)
    return memory_layer("LineString", "mhw", (("name", T.QString),),
                        [(f"LINESTRING({x0} {y0}, {x1} {y1})", ["MHW"])])


def structures(items) -> Any:
    return memory_layer("Polygon", "structures", STRUCTURES,
                        [(_wkt_ring(ring), attrs) for ring, attrs in items])


def rect(x: float, y: float, w: float, h: float):
    return [(x, y), (x + w, y), (x + w, y + h), (x, y + h)]


def check(profile: str, parcel_layer: Any, structure_layer: Any, buoys: Any = None, **extra: Any):
    from qgis import processing

    params = {"PARCELS": parcel_layer, "SHORELINE": shore(), "PROFILE": profile,
              "PARCEL_ID_FIELD": "parcel_id", "LAND_USE_FIELD": "land_use",
              "FRONTAGE_FIELD": "frontage_ft", "STRUCTURES": structure_layer, "BUOYS": buoys,
              "VIOLATIONS": "TEMPORARY_OUTPUT"}
    params.update(extra)
    return rows(processing.run("shorelinelayout:checklayout", params)["VIOLATIONS"])


ACCESSORY = [(rect(145, -2, 10, 12), ["boat_accessory_structure", None, 10.0, 4.0, 0, None])]


@pytest.mark.parametrize("steep,fields,refused", [
    (1, {"STEEP_SLOPE_FIELD": "steep"}, False),
    (0, {"STEEP_SLOPE_FIELD": "steep"}, True),
    (1, {}, True),                                        # the field not chosen: no steep slope
    (1, {"STEEP_SLOPE_FIELD": "steep", "UPLAND_NEAR_MHW_FIELD": "upland"}, True),
])
def test_steep_slope_fields_44_5I(provider: Any, steep: int, fields: dict, refused: bool) -> None:
    upland = "1" if "UPLAND_NEAR_MHW_FIELD" in fields else "0"
    found = check("canandaigua", parcels(steep, upland), structures(ACCESSORY), **fields)
    bad = [r for r in found if r["rule"] == "structure_not_permitted" and r["parcel_id"] == "P1"]
    assert bool(bad) == refused, [(r["rule"], r["message"]) for r in found]
    assert not [r for r in found if r["rule"] == "structure_area"]


@pytest.mark.parametrize("existing,severity", [(1, "warning"), (0, "error")])
def test_existing_dock_at_keuka_is_a_nonconformity_160_126A(provider: Any, existing: int,
                                                            severity: str) -> None:
    dock = [(rect(147, -5, 6, 85), ["dock", "D1", None, None, existing, None])]
    (reach,) = [r for r in check("keuka", parcels(0), structures(dock)) if r["rule"] == "reach"]
    assert reach["severity"] == severity and reach["measured"] == pytest.approx(80, abs=0.01)


def test_replacement_read_from_the_layer_160_126B(provider: Any) -> None:
    layer = structures([(rect(147, -5, 6, 85), ["dock", "OLD", None, None, 1, None]),
                        (rect(147, -5, 6, 95), ["dock", "NEW", None, None, 0, "OLD"])])
    found = check("keuka", parcels(0), layer)
    grown = sorted(r["measured"] for r in found if r["rule"] == "nonconformity_enlarged")
    assert grown == [pytest.approx(90, abs=0.01), pytest.approx(540, abs=0.1)]


@pytest.mark.parametrize("visitor,over", [(1, False), (0, True)])
def test_visitor_buoy_not_counted_160_123A_1_f(provider: Any, visitor: int, over: bool) -> None:
    # 210 at 100 ft: 6 moorings; seven buoys, one of them a visitor mooring
    pts = [world(110 + 12 * i, 300) for i in range(7)]
    layer = memory_layer("Point", "buoys", BUOYS,
                         [(f"POINT({x} {y})", [3.0, 2.0, visitor if i == 0 else 0])
                          for i, (x, y) in enumerate(pts)])
    found = check("keuka", parcels(0), structures([]), layer)
    assert bool([r for r in found if r["rule"] == "buoy_count"]) == over
