"""The area-of-use check (qgis_io/crs_area.py) makes no transform QGIS would warn about.

QGIS's message bar says "Cannot use preferred transform between EPSG:2261 and EPSG:4326" when a
transform's preferred operation needs a grid that is not installed (NAD83 -> WGS 84 does; the
walkthrough's UTM lake showed the bar after Compute). The check only needs degrees on the working
CRS's own datum, so every transform it makes must have its preferred operation available.
"""
from __future__ import annotations

from typing import Any

import pytest
from qgis.core import (
    QgsCoordinateReferenceSystem,
    QgsCoordinateTransform,
    QgsDatumTransform,
    QgsProject,
    QgsRectangle,
)

from shoreline_layout.qgis_io import crs_area

NY_CENTRAL = QgsCoordinateReferenceSystem("EPSG:2261")


@pytest.fixture
def made(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, str]]:
    """The (source, destination) of every transform crs_area constructs."""
    pairs: list[tuple[str, str]] = []

    def recording(src: QgsCoordinateReferenceSystem, dst: QgsCoordinateReferenceSystem,
                  *args: Any) -> QgsCoordinateTransform:
        pairs.append((src.toWkt(), dst.toWkt()))
        return QgsCoordinateTransform(src, dst, *args)

    monkeypatch.setattr(crs_area, "QgsCoordinateTransform", recording)
    return pairs


def preferred_is_available(src_wkt: str, dst_wkt: str) -> bool:
    ops = QgsDatumTransform.operations(QgsCoordinateReferenceSystem.fromWkt(src_wkt),
                                       QgsCoordinateReferenceSystem.fromWkt(dst_wkt))
    return not ops or ops[0].isAvailable


@pytest.mark.parametrize("extent, refused", (
    (QgsRectangle(700_000, 1_000_000, 705_000, 1_004_000), False),   # Keuka Lake, inside
    (QgsRectangle(-9_000_000, 1_000_000, -8_995_000, 1_004_000), True),  # far west: scale measured
), ids=("inside", "outside"))
def test_the_check_makes_no_transform_qgis_warns_about(made: list[tuple[str, str]],
                                                       extent: QgsRectangle, refused: bool) -> None:
    context = QgsProject.instance().transformContext()
    refusal = crs_area.outside_area_refusal(extent, NY_CENTRAL, NY_CENTRAL, context, "PARCELS")
    assert bool(refusal) == refused
    assert made, "the check transformed nothing"
    assert [preferred_is_available(*pair) for pair in made] == [True] * len(made)
    if refused:
        assert "outside the area of use of EPSG:2261" in refusal
        assert "% off" in refusal      # the scale error was measured, not given up on


def test_the_check_still_places_lake_tahoe_outside() -> None:
    """Degrees on the datum of the input (NAD83) place it as WGS 84 would: Lake Tahoe is outside."""
    context = QgsProject.instance().transformContext()
    tahoe = QgsCoordinateReferenceSystem("EPSG:26910")      # NAD83 / UTM 10N, Lake Tahoe
    refusal = crs_area.outside_area_refusal(QgsRectangle(755_000, 4_320_000, 760_000, 4_325_000),
                                            tahoe, NY_CENTRAL, context, "PARCELS")
    assert refusal.startswith("CRS: the input lies at 120.")
    assert " 39." in refusal
