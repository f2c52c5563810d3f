"""The area-of-use check (qgis_io/crs_area.py) and the zoom after Compute make no transform QGIS
would warn about.

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
    QgsFeature,
    QgsGeometry,
    QgsProject,
    QgsRectangle,
    QgsVectorLayer,
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


class _NoLayerExtent(QgsVectorLayer):
    """A layer whose QgsMapLayer.extent() must not be asked: it works out the WGS 84 extent too."""

    def extent(self) -> QgsRectangle:
        raise AssertionError("layer.extent() makes QGIS transform EPSG:2261 -> EPSG:4326")


def test_compute_zooms_without_the_layers_wgs84_extent(qgis_iface: Any) -> None:
    """After Compute the panel brings the outputs into view from the provider's extent: the layer's
    extent made QGIS work out its WGS 84 extent, and on the walkthrough's UTM lake say "Cannot use
    preferred transform between EPSG:2261 and EPSG:4326"."""
    from shoreline_layout.ui.lake_layers import zoom_if_out_of_view

    layer = _NoLayerExtent("Polygon?crs=EPSG:2261", "rights_areas", "memory")
    feature = QgsFeature()
    feature.setGeometry(QgsGeometry.fromRect(QgsRectangle(692_254, 925_885, 692_328, 927_096)))
    assert layer.dataProvider().addFeatures([feature])[0]
    canvas = qgis_iface.mapCanvas()
    canvas.setDestinationCrs(NY_CENTRAL)
    canvas.setExtent(QgsRectangle(0, 0, 100, 100))             # nowhere near the lake
    assert zoom_if_out_of_view(canvas, layer)
    shown = canvas.extent()
    assert shown.contains(QgsRectangle(692_254, 925_885, 692_328, 927_096))
    assert shown.height() < 1_500                             # the lake, not the world
