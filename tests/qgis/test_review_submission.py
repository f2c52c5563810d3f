"""shorelinelayout:reviewsubmission on a DXF made here with ezdxf (review_dxf.py) and placed on
SL-010 of the sample lake: what is read (kinds, areas, labels), what is not (UNREAD, with why),
the findings (rule, measured, section), the memo read back with pdftotext, and the refusals of a
drawing in metres or on a local grid."""
from __future__ import annotations

import math
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest
from qgis.core import QgsProcessingException, QgsVectorLayer
from review_dxf import DOCK_OUT_FT, DOCK_WIDTH_FT, LIFT, PLATFORM_FT, SWING_FT, make_drawing
from shapely import wkt as shapely_wkt
from test_processing_layers import provider, rows  # noqa: F401 - provider is a fixture

pytest.importorskip("ezdxf")
SAMPLE = Path(__file__).resolve().parents[2] / "resources" / "sample" / "sample_lake.gpkg"
pytestmark = [pytest.mark.skipif(not SAMPLE.exists(), reason="the sample lake is not built"),
              pytest.mark.usefixtures("provider")]
OUTPUTS = ("STRUCTURES", "BUOYS", "VIOLATIONS", "UNREAD")


def review(drawing: Path, **extra: Any) -> dict[str, Any]:
    from qgis import processing

    params = {"PARCELS": f"{SAMPLE}|layername=parcels", "SHORELINE": f"{SAMPLE}|layername=mhw",
              "PROFILE": "keuka", "PARCEL_ID_FIELD": "parcel_id", "LAND_USE_FIELD": "land_use",
              "FRONTAGE_FIELD": "frontage_ft", "DRAWING": str(drawing),
              **{name: "TEMPORARY_OUTPUT" for name in OUTPUTS}, **extra}
    return processing.run("shorelinelayout:reviewsubmission", params)


@pytest.fixture(scope="module")
def reviewed(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    folder = tmp_path_factory.mktemp("review")
    out = review(make_drawing(folder / "site plan.dxf"), OUTPUT_PDF=str(folder / "memo.pdf"))
    out["folder"] = folder
    return out


def mhw() -> Any:
    layer = QgsVectorLayer(f"{SAMPLE}|layername=mhw", "mhw", "ogr")
    return shapely_wkt.loads(next(layer.getFeatures()).geometry().asWkt())


def test_structures_and_buoys_are_read_with_their_labels(reviewed: dict[str, Any]) -> None:
    structures = {r["ref"]: r for r in rows(reviewed["STRUCTURES"])}
    assert {ref: (r["kind"], r["source_layer"], r["label"], r["entity"])
            for ref, r in structures.items()} == {
        "D1": ("dock", "DOCK-PROP", "DOCK A", "LWPOLYLINE"),
        "H1": ("boat_hoist_structure", "HOIST-PROP", "PROPOSED BOAT LIFT", "HATCH"),
        "D2": ("dock", "DOCK-PLATFORM", None, "INSERT"),
    }
    # the bulged end is a semicircle of half the dock's width; GDAL draws it in short chords
    dock = DOCK_WIDTH_FT * (DOCK_OUT_FT + 1.0) + math.pi * (DOCK_WIDTH_FT / 2) ** 2 / 2
    assert structures["D1"]["area_sqft"] == pytest.approx(dock, abs=0.1)
    assert structures["H1"]["area_sqft"] == pytest.approx(LIFT[0] * LIFT[1], abs=0.1)
    assert structures["D2"]["area_sqft"] == pytest.approx(PLATFORM_FT ** 2, abs=0.1)
    buoys = {r["ref"]: r for r in rows(reviewed["BUOYS"])}
    assert buoys["B1"]["label"] == "MOORING 1" and buoys["B1"]["entity"] == "CIRCLE+POINT"
    assert buoys["B1"]["swing_radius_ft"] == pytest.approx(SWING_FT, abs=0.01)
    swing = buoys["B1"]["vessel_length_ft"] + buoys["B1"]["rode_length_ft"]
    assert swing == pytest.approx(SWING_FT, abs=0.01)
    assert buoys["B2"]["swing_radius_ft"] is None and buoys["B2"]["vessel_length_ft"] is None


def test_what_could_not_be_read_is_listed_with_why(reviewed: dict[str, Any]) -> None:
    unread = rows(reviewed["UNREAD"])
    by = {(r["layer"], r["entity"], r["code"]) for r in unread}
    assert ("NORTH-ARROW", "INSERT", "block_not_mapped") in by
    assert ("PARCEL-LINES", "LWPOLYLINE", "layer_not_mapped") in by
    title = [r for r in unread if r["layer"] == "TITLE"]
    assert len(title) == 5                       # the frame and its four lines of text
    assert all("ft from the site" in r["why"] for r in title)
    note = [r for r in unread if r["code"] == "text_labels_nothing" and r["layer"] == "TEXT"]
    assert len(note) == 1 and "SEE NOTE [% 2+2 %]" in note[0]["why"]
    assert all(r["handle"] for r in unread)


def test_findings_are_checklayouts(reviewed: dict[str, Any]) -> None:
    found = rows(reviewed["VIOLATIONS"])
    reach = [r for r in found if r["rule"] == "reach"]
    assert len(reach) == 1 and reach[0]["source_layer"] == "structures" and reach[0]["source_fid"] == 1
    dock = next(f for f in reviewed["STRUCTURES"].getFeatures() if f["ref"] == "D1")
    farthest = max(mhw().distance(shapely_wkt.loads(f"POINT ({p.x()} {p.y()})"))
                   for p in dock.geometry().vertices())
    assert reach[0]["measured"] == pytest.approx(farthest, abs=0.01)
    assert reach[0]["limit"] == 65.0 and reach[0]["section"] == "§160-123A(1)(b)[1]"
    swing = [r for r in found if r["rule"] == "buoy_swing"]
    assert [(r["source_fid"], r["measured"], r["section"], r["parcel_id"]) for r in swing] == [
        (1, pytest.approx(SWING_FT, abs=0.01), "§160-122E", "SL-010")]
    # the lone buoy point has no swing circle: not checked, never a 0 ft circle that passes
    lone = [r["rule"] for r in found if r["source_layer"] == "buoys" and r["source_fid"] == 2]
    assert lone == ["invalid_value"]
    # only the drawing's parcel: no info rows about the rest of the lake
    assert {r["parcel_id"] for r in found} <= {"SL-010", None}


def test_memo_reads_back(reviewed: dict[str, Any]) -> None:
    if shutil.which("pdftotext") is None:
        pytest.skip("pdftotext is not installed")
    pdf = reviewed["OUTPUT_PDF"]
    assert Path(pdf).name == "memo.pdf" and not list(Path(pdf).parent.glob(".partial-*"))
    text = subprocess.run(["pdftotext", "-layout", pdf, "-"], capture_output=True, text=True,
                          check=True).stdout
    flat = " ".join(text.split())
    assert "Verdict: Violation: 3 errors, 0 warnings." in flat
    assert "DOCK A" in flat and "PROPOSED BOAT LIFT" in flat and "MOORING 1" in flat
    assert "§160-123A(1)(b)[1]" in flat and "§160-122E" in flat
    assert "block NORTH on layer NORTH-ARROW" in flat
    assert "Site-plan items of §160-124F(1)(b) the drawing lacks" in flat
    assert "water rights lines not found" in flat and "Tax Map number of the lakeshore parcel shown" in flat
    assert "[ % 2+2 % ]" in flat and "SEE NOTE 4" not in flat     # a drawing's text is never evaluated
    assert "Reach from the MHW mark" in flat                       # the allowance against the proposal


def test_a_drawing_in_metres_is_refused_in_one_sentence(tmp_path: Path) -> None:
    drawing = make_drawing(tmp_path / "metres.dxf", scale=1200.0 / 3937.0)
    with pytest.raises(QgsProcessingException) as caught:
        review(drawing)
    text = str(caught.value)
    assert "metres" in text and "DRAWING_CRS" in text and text.count(". ") == 0
    # stated, the same drawing is read where it belongs (NY Central in metres: the same projection)
    out = review(drawing, DRAWING_CRS="EPSG:32116")
    areas = {r["ref"]: r["area_sqft"] for r in rows(out["STRUCTURES"])}
    assert areas["H1"] == pytest.approx(LIFT[0] * LIFT[1], abs=0.1)
    assert "reach" in {r["rule"] for r in rows(out["VIOLATIONS"])}


def test_a_local_grid_is_refused_naming_the_crs_to_set(tmp_path: Path) -> None:
    drawing = make_drawing(tmp_path / "local.dxf", shift=(690000.0, 964000.0))
    with pytest.raises(QgsProcessingException) as caught:
        review(drawing)
    text = str(caught.value)
    assert "not on the parcels" in text and "DRAWING_CRS" in text and "metres" not in text


def test_a_layer_map_of_ones_own(tmp_path: Path) -> None:
    drawing = make_drawing(tmp_path / "site.dxf")
    mapping = tmp_path / "layers.csv"
    mapping.write_text("pattern,kind\nDOCK-PROP,dock\nMOOR*,buoy\n", encoding="utf-8")
    out = review(drawing, LAYER_MAP=str(mapping))
    assert [r["ref"] for r in rows(out["STRUCTURES"])] == ["D1"]
    unread = {(r["layer"], r["code"]) for r in rows(out["UNREAD"])}
    assert ("HOIST-PROP", "layer_not_mapped") in unread and ("BUOY", "layer_not_mapped") in unread
    mapping.write_text("pattern,kind\nDOCK*,wharf\n", encoding="utf-8")
    with pytest.raises(QgsProcessingException, match="wharf"):
        review(drawing, LAYER_MAP=str(mapping))


def test_a_damaged_or_empty_drawing_is_one_sentence(tmp_path: Path) -> None:
    import ezdxf

    damaged = tmp_path / "damaged.dxf"
    damaged.write_text("this is not a drawing\n", encoding="utf-8")
    with pytest.raises(QgsProcessingException, match="could not be read as a DXF file"):
        review(damaged)
    empty = tmp_path / "empty.dxf"
    ezdxf.new("R2010").saveas(empty)
    with pytest.raises(QgsProcessingException) as caught:
        review(empty)
    assert "LAYER_MAP" in str(caught.value) and "Traceback" not in str(caught.value)


def test_unread_sentences_in_english_are_the_cores() -> None:
    """qgis_io/unread_text makes UNREAD's `why` from the code and its parameters (so it can be
    translated); in English it says exactly what the core says, for every code."""
    from shapely.geometry import LineString, Point, box

    from shoreline_layout.core.submission import DrawingEntity, default_layer_map, interpret
    from shoreline_layout.qgis_io.unread_text import unread_text

    entities = [
        DrawingEntity("DOCK", "LWPOLYLINE", "A", LineString([(0, 0), (6, 0), (6, 9), (0, 0)])),
        DrawingEntity("DOCK", "LINE", "B", LineString([(30, 0), (35, 5)])),
        DrawingEntity("DOCK", "POINT", "C", Point(40, 0)),
        DrawingEntity("DOCK", "LWPOLYLINE", "D", LineString([(50, 0), (51, 0), (52, 0), (50, 0)])),
        DrawingEntity("DOCK", "HATCH", "E", box(5000, 0, 5010, 10)),
        DrawingEntity("DOCK", "HATCH", "F", None),
        DrawingEntity("BUOY", "HATCH", "G", box(0, 50, 5, 55)),
        DrawingEntity("TITLE", "LWPOLYLINE", "H", LineString([(3000, 0), (3100, 0)])),
        DrawingEntity("NORTH", "LWPOLYLINE", "I", LineString([(90, 90), (91, 95)]), block="NARROW"),
        DrawingEntity("TEXT", "TEXT", "J", Point(3, 10), text="DOCK 1"),
        DrawingEntity("TEXT", "TEXT", "K", Point(100, 100), text="NOTE"),
        DrawingEntity("TITLE", "TEXT", "L", Point(3000, 10), text="OWNER"),
    ]
    sub = interpret(entities, default_layer_map(), box(-10, -10, 200, 200))
    codes = {u.code for u in sub.unread}
    assert codes == {"open_outline", "not_a_feature", "far_from_site", "no_geometry", "layer_not_mapped",
                     "block_not_mapped", "text_labels_nothing"}
    assert [(u.handle, unread_text(u)) for u in sub.unread] == [(u.handle, u.why) for u in sub.unread]


def test_the_memos_map_draws_the_drawing_and_its_findings(reviewed: dict[str, Any],
                                                          tmp_path: Path) -> None:
    """Page 1 rendered (pdftoppm -r 50): in the map's part of the page, the violation fill (the swing
    circle, the part of the dock past the reach) and the structures' brown are there."""
    if shutil.which("pdftoppm") is None:
        pytest.skip("pdftoppm is not installed")
    from qgis.PyQt.QtGui import QColor, QImage

    subprocess.run(["pdftoppm", "-r", "50", "-png", reviewed["OUTPUT_PDF"], str(tmp_path / "page")],
                   check=True)
    pages = sorted(tmp_path.glob("page-*.png"))
    assert len(pages) == 3
    img = QImage(str(pages[0]))

    def count(rgb: tuple[int, int, int], x1: float, y0: float) -> int:
        n = 0
        for y in range(int(img.height() * y0), img.height(), 2):
            for x in range(0, int(img.width() * x1), 2):
                c = QColor(img.pixel(x, y))
                n += all(abs(a - b) <= 25 for a, b in zip((c.red(), c.green(), c.blue()), rgb, strict=True))
        return n

    assert count((221, 128, 140), 0.7, 0.35) > 500        # the findings' fill
    assert count((150, 105, 65), 0.7, 0.35) > 60          # D1, H1, D2
