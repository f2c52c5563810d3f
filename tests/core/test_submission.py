"""core/submission without QGIS: the layer map (default table, a user's CSV, refusals), a
drawing's entities interpreted (hatch over its outline, lines that close a ring, a buoy point on
its circle, labels, unread with why), the placement test and the site-plan items of both laws."""
from __future__ import annotations

import math

import pytest
from shapely.geometry import LineString, Point, Polygon, box

from shoreline_layout.core.profiles import load_profile
from shoreline_layout.core.submission import (
    DrawingEntity,
    LayerMapError,
    default_layer_map,
    interpret,
    layout,
    parse_layer_map,
    placement,
)
from shoreline_layout.core.submission.site_plan_items import check_items, contents_items, site_plan_check


def test_default_layer_map_reads_cad_layer_names() -> None:
    m = default_layer_map()
    assert [m.kind_of(n) for n in ("DOCK-PROP", "C-DOCK", "Pier 2", "WHARF", "HOIST", "lift-1",
                                   "BOATHOUSE", "BOAT", "MOOR-BUOY", "BUOYS", "TITLE", "0")] == [
        "dock", "dock", "dock", "dock", "boat_hoist_structure", "boat_hoist_structure", "boathouse",
        "vessel", "buoy", "buoy", None, None]
    assert parse_layer_map(m.to_csv()) == m


def test_a_layer_map_of_ones_own_and_its_refusals() -> None:
    m = parse_layer_map("\ufeffpattern,kind\n# comment\nSTEG*,dock\n")
    assert m.kind_of("steg-neu") == "dock" and m.kind_of("DOCK") is None
    with pytest.raises(LayerMapError, match="row 1: kind 'jetty'"):
        parse_layer_map("DOCK*,jetty\n")
    with pytest.raises(LayerMapError, match="no 'pattern,kind' row"):
        parse_layer_map("pattern,kind\n")


def circle(x: float, y: float, r: float, n: int = 90) -> LineString:
    return LineString([(x + r * math.cos(2 * math.pi * i / n), y + r * math.sin(2 * math.pi * i / n))
                       for i in range(n + 1)])


def test_entities_become_structures_buoys_labels_or_unread() -> None:
    dock = Polygon([(0, 0), (6, 0), (6, 40), (0, 40)])
    entities = [
        DrawingEntity("DOCK", "LWPOLYLINE", "A1", LineString(dock.exterior.coords)),
        DrawingEntity("DOCK", "HATCH", "A2", dock),                        # fills the outline
        # a hoist drawn as four LINEs
        *[DrawingEntity("HOIST", "LINE", f"B{i}", LineString([a, b])) for i, (a, b) in enumerate(
            [((10, 0), (20, 0)), ((20, 0), (20, 12)), ((20, 12), (10, 12)), ((10, 12), (10, 0))])],
        DrawingEntity("HOIST", "LINE", "B9", LineString([(30, 0), (35, 5)])),   # closes nothing
        DrawingEntity("MOOR", "CIRCLE", "C1", circle(0, 100, 25), circle=True),
        DrawingEntity("MOOR", "POINT", "C2", Point(0.5, 100)),
        DrawingEntity("TEXT", "TEXT", "T1", Point(3, 45), text="DOCK 1"),
        DrawingEntity("TEXT", "MTEXT", "T2", Point(200, 200), text="NOTES"),
        DrawingEntity("NORTH", "LWPOLYLINE", "N1", LineString([(50, 50), (52, 56), (54, 50)]),
                      block="NARROW"),
        DrawingEntity("NORTH", "TEXT", "N1", Point(52, 58), text="N", block="NARROW"),
    ]
    sub = interpret(entities, default_layer_map())
    assert [(s.kind, s.entity, s.handles, round(s.geometry.area, 1)) for s in sub.structures] == [
        ("dock", "LWPOLYLINE+HATCH", ("A1", "A2"), 240.0),
        ("boat_hoist_structure", "LINE", ("B0", "B1", "B2", "B3"), 120.0)]
    assert sub.structures[0].labels == ["DOCK 1"]
    (b,) = sub.buoys
    assert b.handles == ("C1", "C2") and b.radius_ft == pytest.approx(25.0, abs=1e-6)
    assert {(u.handle, u.code) for u in sub.unread} == {
        ("B9", "open_outline"), ("T2", "text_labels_nothing"), ("N1", "block_not_mapped")}
    structures, buoys = layout(sub)
    assert buoys[0].swing_radius_ft == pytest.approx(25.0, abs=1e-6)
    assert [s.fid for s in structures] == [1, 2]


def test_a_feature_far_from_the_site_is_not_read() -> None:
    site = box(0, -100, 200, 100)
    entities = [DrawingEntity("DOCK", "LWPOLYLINE", "A", LineString([(0, 0), (6, 0), (6, 9), (0, 0)])),
                DrawingEntity("DOCK", "HATCH", "L", box(5000, 0, 5010, 10))]     # a legend swatch
    sub = interpret(entities, default_layer_map(), site)
    assert [s.handles for s in sub.structures] == [("A",)]
    assert [(u.handle, u.code, u.params["distance_ft"]) for u in sub.unread] == [
        ("L", "far_from_site", "4800")]


def test_placement_finds_a_drawing_in_metres() -> None:
    site = box(690000, 964000, 691000, 966000)
    assert placement(box(690500, 965000, 690510, 965010), site).code == "on_site"
    metres = box(690500 * 0.3048006, 965000 * 0.3048006, 690510 * 0.3048006, 965010 * 0.3048006)
    found = placement(metres, site)
    assert found.code == "off_site" and found.in_metres
    local = placement(box(500, 500, 510, 510), site)
    assert local.code == "off_site" and not local.in_metres
    assert placement(None, site).code == "nothing_read"


@pytest.mark.parametrize("law, section, first, last", [
    ("keuka", "§160-124F(1)(b)", "name", "proposed setbacks"),
    ("canandaigua", "§44-7G(1)(b)", "name", "proposed setbacks")])
def test_site_plan_items_are_the_profiles(law: str, section: str, first: str, last: str) -> None:
    profile = load_profile(law)
    found_section, items = site_plan_check(profile, [], [])
    assert found_section == section and len(items) == 9
    assert items[0].item == first and items[-1].item == last
    assert all(i.shown is False for i in items)
    assert contents_items(str(profile.value("site_plan.contents")))[2] == "parcel boundaries"


def test_a_drawing_shows_items_by_its_layers_and_texts() -> None:
    found = {c.item: (c.shown, c.evidence) for c in check_items(
        ["water rights lines", "the depth of the lakeshore bottom", "a certificate of insurance"],
        ["WRL-PROP", "0"], ["TAX MAP 128.07-1-11"])}
    assert found["water rights lines"] == (True, "layer WRL-PROP")
    assert found["the depth of the lakeshore bottom"][0] is False
    assert found["a certificate of insurance"] == (None, "")
