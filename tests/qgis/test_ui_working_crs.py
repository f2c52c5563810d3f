"""The panel's working CRS (#22 item 7): a lake outside New York's Central zone (Conesus Lake, in
the West zone, EPSG:2262) is computed in the panel with that CRS chosen, and gives the same tie
lines as processing.run with CRS=EPSG:2262; the choice is remembered with the project; a
geographic CRS is refused with Processing's sentence; no choice still means EPSG:2261. Both paths
take the working CRS by the core's one rule (core/working_crs.py): the explicit choice, the law's
[profile] crs, EPSG:2261 (never the layers' own CRS); both say which and why."""
from __future__ import annotations

import math
from pathlib import Path
from typing import Any

import pytest
from qgis.core import (
    Qgis,
    QgsCoordinateReferenceSystem,
    QgsCoordinateTransform,
    QgsFeature,
    QgsGeometry,
    QgsPointXY,
    QgsProcessing,
    QgsProcessingFeedback,
    QgsProject,
    QgsVectorLayer,
)
from test_ui_sample import sample  # noqa: F401 - a fixture

from shoreline_layout.ui.project_settings import load_choices

KEUKA_TOML = Path(__file__).resolve().parents[2] / "core" / "profiles" / "keuka.toml"
WEST = "EPSG:2262"                 # NAD83 / New York West (ftUS)
CONESUS = (-77.72, 42.78)          # lon, lat: Conesus Lake, Livingston County
CHAUTAUQUA = (-79.40, 42.20)       # Chautauqua Lake, at the state's western end
N, WIDTH, DEPTH = 8, 120.0, 300.0
TOL_FT = 0.01


def _origin(lon_lat: tuple[float, float]) -> tuple[float, float]:
    xf = QgsCoordinateTransform(QgsCoordinateReferenceSystem("EPSG:4326"),
                                QgsCoordinateReferenceSystem(WEST), QgsProject.instance())
    p = xf.transform(QgsPointXY(*lon_lat))
    return p.x(), p.y()


def _shore_y(u: float) -> float:
    """A bent shore (water north of it): the tie lines are chords, shorter than the frontage."""
    return 0.0004 * (u - N * WIDTH / 2) ** 2


def _conesus_lake(lon_lat: tuple[float, float] = CONESUS) -> tuple[QgsVectorLayer, QgsVectorLayer]:
    """Eight lots on a bent shore near Conesus Lake (or another place), in EPSG:2262 coordinates."""
    x0, y0 = _origin(lon_lat)

    def pt(u: float, v: float) -> QgsPointXY:
        return QgsPointXY(x0 + u, y0 + v)
    parcels = QgsVectorLayer(f"Polygon?crs={WEST}&field=parcel_id:string&field=land_use:string",
                             "conesus parcels", "memory")
    feats = []
    for i in range(N):
        us = [i * WIDTH + k * 10.0 for k in range(int(WIDTH / 10) + 1)]
        ring = [pt(u, _shore_y(u)) for u in us] + [pt(us[-1], -DEPTH), pt(us[0], -DEPTH)]
        f = QgsFeature(parcels.fields())
        f.setGeometry(QgsGeometry.fromPolygonXY([ring + ring[:1]]))
        f.setAttributes([f"C{i}", "residential"])
        feats.append(f)
    assert parcels.dataProvider().addFeatures(feats)[0]
    mhw = QgsVectorLayer(f"LineString?crs={WEST}", "conesus mhw", "memory")
    f = QgsFeature(mhw.fields())
    f.setGeometry(QgsGeometry.fromPolylineXY([pt(u, _shore_y(u)) for u in range(0, int(N * WIDTH) + 1, 10)]))
    assert mhw.dataProvider().addFeatures([f])[0]
    parcels.updateExtents()
    mhw.updateExtents()
    QgsProject.instance().addMapLayers([parcels, mhw])
    return parcels, mhw


def _fill_panel(ui: Any, parcels: QgsVectorLayer, mhw: QgsVectorLayer, crs: str) -> None:
    w = ui.panel.w
    w.parcelLayerCombo.setLayer(parcels)
    w.mhwLayerCombo.setLayer(mhw)
    w.idFieldCombo.setField("parcel_id")
    w.landUseFieldCombo.setField("land_use")
    w.profileCombo.setCurrentIndex(w.profileCombo.findData("keuka"))
    w.crsWidget.setCrs(QgsCoordinateReferenceSystem(crs) if crs else QgsCoordinateReferenceSystem())


def _errors(ui: Any) -> list[str]:
    bar = ui.iface.messageBar()
    return bar.get_messages(Qgis.MessageLevel.Critical) + bar.get_messages(Qgis.MessageLevel.Warning)


def test_a_lake_in_new_york_west_computes_in_the_panel_as_in_processing(
        loaded_plugin: Any, qgis_new_project: Any) -> None:
    from qgis import processing

    ui = loaded_plugin.ui
    parcels, mhw = _conesus_lake()
    _fill_panel(ui, parcels, mhw, WEST)
    ui.iface.messageBar().clear_messages()
    session = ui.compute()
    assert session is not None, _errors(ui)
    assert _errors(ui) == []
    assert session.crs.authid() == WEST
    panel = {t.parcel_id: t.length_ft for t in session.wr.tie_lines}
    assert set(panel) == {f"C{i}" for i in range(N)}
    # the shore is bent: each chord is longer than its 120 ft run along x, and they differ
    assert all(WIDTH <= length < 1.2 * WIDTH for length in panel.values())
    assert max(panel.values()) - min(panel.values()) > 1.0

    done = processing.run("shorelinelayout:waterrightslines", {
        "PARCELS": parcels, "SHORELINE": mhw, "PROFILE": "keuka", "CRS": WEST,
        "PARCEL_ID_FIELD": "parcel_id", "LAND_USE_FIELD": "land_use",
        "TIE_LINES": QgsProcessing.TEMPORARY_OUTPUT, "WATER_RIGHTS_LINES": QgsProcessing.TEMPORARY_OUTPUT,
        "RIGHTS_AREAS": QgsProcessing.TEMPORARY_OUTPUT})
    toolbox = {f["parcel_id"]: f["length_ft"] for f in done["TIE_LINES"].getFeatures()}
    assert done["TIE_LINES"].crs().authid() == WEST
    assert set(toolbox) == set(panel)
    for pid, length in panel.items():
        assert abs(toolbox[pid] - length) < TOL_FT, pid
    # remembered with the project's other choices
    stored = load_choices()
    assert stored is not None and stored.crs == WEST
    # another CRS chosen afterwards: the results are out of date until the next Compute
    assert ui.stale_reason() == ""
    ui.panel.w.crsWidget.setCrs(QgsCoordinateReferenceSystem("EPSG:2261"))
    assert ui.stale_reason().startswith(f"they were measured in {WEST};")
    assert "Out of date" in ui.panel.w.lakeStatusLabel.text()


@pytest.mark.parametrize(("crs", "why"), [("EPSG:4326", "is geographic (degrees); choose a projected CRS"),
                                          ("EPSG:32618", "measures in meters, not feet")])
def test_the_panel_refuses_a_degree_or_metre_working_crs_with_processings_sentence(
        loaded_plugin: Any, qgis_new_project: Any, crs: str, why: str) -> None:
    ui = loaded_plugin.ui
    parcels, mhw = _conesus_lake()
    _fill_panel(ui, parcels, mhw, crs)
    ui.iface.messageBar().clear_messages()
    assert ui.compute() is None and ui.session is None
    said = ui.iface.messageBar().get_messages(Qgis.MessageLevel.Warning)
    assert len(said) == 1 and f"The working CRS {crs} (" in said[0] and why in said[0], said


class _Log(QgsProcessingFeedback):
    """What the algorithm said with pushInfo."""

    def __init__(self) -> None:
        super().__init__()
        self.said: list[str] = []

    def pushInfo(self, info: str) -> None:
        self.said.append(info)
        super().pushInfo(info)


def _profile(tmp_path: Path, crs: str | None) -> Path:
    """Keuka's law with `[profile] crs` set to `crs`, or without the key (None)."""
    text = KEUKA_TOML.read_text(encoding="utf-8")
    assert text.count('crs = "EPSG:2261"\n') == 1
    path = tmp_path / "conesus.toml"
    path.write_text(text.replace('crs = "EPSG:2261"\n', f'crs = "{crs}"\n' if crs else ""), encoding="utf-8")
    return path


def _toolbox(parcels: QgsVectorLayer, mhw: QgsVectorLayer, profile: Path, **more: Any
             ) -> tuple[dict[str, Any], list[str]]:
    from qgis import processing

    log = _Log()
    done = processing.run("shorelinelayout:waterrightslines", {
        "PARCELS": parcels, "SHORELINE": mhw, "PROFILE": str(profile),
        "PARCEL_ID_FIELD": "parcel_id", "LAND_USE_FIELD": "land_use",
        "TIE_LINES": QgsProcessing.TEMPORARY_OUTPUT, "WATER_RIGHTS_LINES": QgsProcessing.TEMPORARY_OUTPUT,
        "RIGHTS_AREAS": QgsProcessing.TEMPORARY_OUTPUT, **more}, feedback=log)
    return done, log.said


def _chord_ft(i: int) -> float:
    """Lot C{i}'s tie line: from corner to corner on the bent shore, in the lake's own feet."""
    u0, u1 = i * WIDTH, (i + 1) * WIDTH
    return math.hypot(u1 - u0, _shore_y(u1) - _shore_y(u0))


def _panel_compute(ui: Any, parcels: QgsVectorLayer, mhw: QgsVectorLayer, profile: Path, crs: str) -> Any:
    _fill_panel(ui, parcels, mhw, crs)
    w = ui.panel.w
    w.profileCombo.setCurrentIndex(w.profileCombo.findData("file"))
    w.profileFileWidget.setFilePath(str(profile))
    ui.iface.messageBar().clear_messages()
    session = ui.compute()
    assert session is not None, _errors(ui)
    return session


def test_without_a_choice_both_paths_measure_in_the_laws_crs(
        loaded_plugin: Any, qgis_new_project: Any, tmp_path: Path) -> None:
    """A law naming [profile] crs = "EPSG:2262" on Chautauqua Lake (outside EPSG:2261's area of use:
    measured there it is refused): the toolbox, with no CRS parameter, writes its outputs in
    EPSG:2262 with the lots' true tie lines in US survey feet, says why in its log, and the
    panel's function and Compute take the same CRS and give the same lines (#22 item 7)."""
    from shoreline_layout.core.profiles import load_profile
    from shoreline_layout.ui.session import panel_crs

    profile = _profile(tmp_path, WEST)
    parcels, mhw = _conesus_lake(CHAUTAUQUA)
    done, said = _toolbox(parcels, mhw, profile)
    for name in ("TIE_LINES", "WATER_RIGHTS_LINES", "RIGHTS_AREAS"):
        assert done[name].crs().authid() == WEST, name
    assert done["TIE_LINES"].crs().mapUnits() == Qgis.DistanceUnit.FeetUSSurvey
    toolbox = {f["parcel_id"]: (f["length_ft"], f.geometry().length())
               for f in done["TIE_LINES"].getFeatures()}
    assert set(toolbox) == {f"C{i}" for i in range(N)}
    for i in range(N):
        length_ft, drawn = toolbox[f"C{i}"]
        assert length_ft == pytest.approx(_chord_ft(i), abs=TOL_FT)
        assert drawn == pytest.approx(length_ft, abs=TOL_FT)      # drawn in the lake's own feet
    why = ("Measured in EPSG:2262 (NAD83 / New York West (ftUS)): the law's working CRS ([profile] crs of "
           "the profile), as no other was chosen.")
    assert why in said, said

    # the panel's function, for the same inputs: the same CRS for the same reason
    decided = panel_crs("", load_profile(str(profile)))
    assert (decided.crs.authid(), decided.source, decided.sentence) == (WEST, "profile", why)
    ui = loaded_plugin.ui
    session = _panel_compute(ui, parcels, mhw, profile, "")
    assert session.crs.authid() == WEST and ui.panel.choices().crs == ""
    for t in session.wr.tie_lines:
        assert abs(t.length_ft - toolbox[t.parcel_id][0]) < TOL_FT, t.parcel_id
    assert f"Shoreline Layout:{why}" in ui.iface.messageBar().get_messages(Qgis.MessageLevel.Info)


def test_an_explicit_crs_wins_over_the_laws_on_both_paths(
        loaded_plugin: Any, qgis_new_project: Any, tmp_path: Path) -> None:
    """CRS=EPSG:2261 with a law naming EPSG:2262 (Conesus lies in both zones' areas of use): both
    paths measure in EPSG:2261, and agree to 0.01 ft."""
    profile = _profile(tmp_path, WEST)
    parcels, mhw = _conesus_lake()
    done, said = _toolbox(parcels, mhw, profile, CRS="EPSG:2261")
    assert done["TIE_LINES"].crs().authid() == "EPSG:2261"
    assert ("Measured in EPSG:2261 (NAD83 / New York Central (ftUS)): the working CRS chosen for this run."
            in said), said
    toolbox = {f["parcel_id"]: f["length_ft"] for f in done["TIE_LINES"].getFeatures()}
    session = _panel_compute(loaded_plugin.ui, parcels, mhw, profile, "EPSG:2261")
    assert session.crs.authid() == "EPSG:2261"
    assert {t.parcel_id for t in session.wr.tie_lines} == set(toolbox)
    for t in session.wr.tie_lines:
        assert abs(t.length_ft - toolbox[t.parcel_id]) < TOL_FT, t.parcel_id
    # drawn in EPSG:2261's coordinates, not EPSG:2262's (the grids lie miles apart)
    first = next(done["TIE_LINES"].getFeatures()).geometry().boundingBox()
    assert first.xMinimum() - parcels.extent().xMinimum() > 10_000.0 or \
        parcels.extent().xMinimum() - first.xMinimum() > 10_000.0


def test_a_law_naming_no_crs_measures_in_new_york_central_on_both_paths(
        loaded_plugin: Any, qgis_new_project: Any, tmp_path: Path) -> None:
    """A profile without [profile] crs, layers in EPSG:2262 near Conesus Lake (inside EPSG:2261's
    area of use): both paths measure in EPSG:2261, the default, not the layers' CRS (DESIGN.md:
    outputs in EPSG:2261 unless a CRS parameter says otherwise), say so, and agree to 0.01 ft."""
    from shoreline_layout.core.profiles import load_profile
    from shoreline_layout.ui.session import panel_crs

    profile = _profile(tmp_path, None)
    parcels, mhw = _conesus_lake()
    done, said = _toolbox(parcels, mhw, profile)
    for name in ("TIE_LINES", "WATER_RIGHTS_LINES", "RIGHTS_AREAS"):
        assert done[name].crs().authid() == "EPSG:2261", name
    why = ("Measured in EPSG:2261 (NAD83 / New York Central (ftUS)), the default: no working CRS was "
           "chosen and the law names none.")
    assert why in said, said
    assert not any("EPSG:2262" in s for s in said), said
    toolbox = {f["parcel_id"]: f["length_ft"] for f in done["TIE_LINES"].getFeatures()}
    assert set(toolbox) == {f"C{i}" for i in range(N)}
    # drawn in EPSG:2261's coordinates, not the layers' EPSG:2262 (the grids lie miles apart)
    first = next(done["TIE_LINES"].getFeatures()).geometry().boundingBox()
    assert abs(first.xMinimum() - parcels.extent().xMinimum()) > 10_000.0

    decided = panel_crs("", load_profile(str(profile)))
    assert (decided.crs.authid(), decided.source, decided.sentence) == ("EPSG:2261", "default", why)
    ui = loaded_plugin.ui
    session = _panel_compute(ui, parcels, mhw, profile, "")
    assert session.crs.authid() == "EPSG:2261" and ui.panel.choices().crs == ""
    assert {t.parcel_id for t in session.wr.tie_lines} == set(toolbox)
    for t in session.wr.tie_lines:
        assert abs(t.length_ft - toolbox[t.parcel_id]) < TOL_FT, t.parcel_id
    assert f"Shoreline Layout:{why}" in ui.iface.messageBar().get_messages(Qgis.MessageLevel.Info)


def test_without_a_choice_the_sample_lake_is_measured_in_new_york_central(sample: Any) -> None:
    ui = sample
    assert ui.panel.choices().crs == ""
    session = ui.compute()
    assert session is not None and session.crs.authid() == "EPSG:2261"


def test_a_stored_choice_comes_back_with_the_project(loaded_plugin: Any, qgis_new_project: Any,
                                                     tmp_path: Path) -> None:
    from shoreline_layout.ui.project_settings import save_choices

    ui = loaded_plugin.ui
    ui.panel.w.crsWidget.setCrs(QgsCoordinateReferenceSystem(WEST))
    save_choices(ui.panel.choices())
    path = str(tmp_path / "conesus.qgz")
    assert QgsProject.instance().write(path)
    QgsProject.instance().clear()
    assert ui.panel.w.crsWidget.crs().isValid() is False          # a new project: not set
    assert QgsProject.instance().read(path)
    assert ui.panel.w.crsWidget.crs().authid() == WEST


def test_without_a_choice_a_lake_far_in_the_west_zone_is_refused_naming_the_crs_box(
        loaded_plugin: Any, qgis_new_project: Any) -> None:
    """Chautauqua Lake lies outside EPSG:2261's area of use (Conesus, near the zone line, is
    inside it): the refusal says where the panel takes another CRS; with EPSG:2262 it computes."""
    ui = loaded_plugin.ui
    parcels, mhw = _conesus_lake(CHAUTAUQUA)
    _fill_panel(ui, parcels, mhw, "")
    ui.iface.messageBar().clear_messages()
    assert ui.compute() is None
    said = ui.iface.messageBar().get_messages(Qgis.MessageLevel.Warning)
    assert len(said) == 1 and "EPSG:2261" in said[0] and "Working CRS box" in said[0], said
    ui.panel.w.crsWidget.setCrs(QgsCoordinateReferenceSystem(WEST))
    session = ui.compute()
    assert session is not None and session.crs.authid() == WEST and len(session.wr.tie_lines) == N


def test_a_new_layout_before_compute_is_made_in_the_crs_compute_will_take(
        loaded_plugin: Any, qgis_new_project: Any, tmp_path: Path) -> None:
    """New layout… before any Compute: its layers are in the law's EPSG:2262, as the lake will be
    (they used to be made in EPSG:2261 whatever the law said)."""
    profile = _profile(tmp_path, WEST)
    ui = loaded_plugin.ui
    parcels, mhw = _conesus_lake(CHAUTAUQUA)
    _fill_panel(ui, parcels, mhw, "")
    w = ui.panel.w
    w.profileCombo.setCurrentIndex(w.profileCombo.findData("file"))
    w.profileFileWidget.setFilePath(str(profile))
    assert ui.session is None
    structures, buoys = ui.new_layout(path=str(tmp_path / "plan.gpkg"))
    assert structures.crs().authid() == WEST and buoys.crs().authid() == WEST
    session = ui.compute()
    assert session is not None and session.crs.authid() == WEST


def test_the_toolbox_dialog_opens_on_the_panels_working_crs(loaded_plugin: Any,
                                                            qgis_new_project: Any) -> None:
    """The dialog's CRS is the panel's choice (so both run the same CRS on the same inputs); a
    script naming no CRS gets none: the law's, by the rule (the parameter has no default)."""
    from qgis.core import QgsApplication

    from shoreline_layout.ui.project_settings import save_choices

    registry = QgsApplication.processingRegistry()
    alg = registry.algorithmById("shorelinelayout:waterrightslines").create()
    assert alg.parameterDefinition("CRS").defaultValue() is None
    assert alg.parameterDefinition("CRS").defaultValueForGui() is None
    ui = loaded_plugin.ui
    ui.panel.w.crsWidget.setCrs(QgsCoordinateReferenceSystem(WEST))
    save_choices(ui.panel.choices())
    for name in ("waterrightslines", "checklayout", "lakeaudit"):
        alg = registry.algorithmById(f"shorelinelayout:{name}").create()
        assert alg.parameterDefinition("CRS").defaultValueForGui() == WEST, name
        assert alg.parameterDefinition("CRS").defaultValue() is None, name


def test_an_unset_crs_object_from_a_dialog_or_model_is_not_a_choice(
        loaded_plugin: Any, qgis_new_project: Any, tmp_path: Path) -> None:
    """CRS given as an invalid QgsCoordinateReferenceSystem (what "not set" may arrive as) is no
    choice and no error: the law's EPSG:2262 is taken."""
    parcels, mhw = _conesus_lake(CHAUTAUQUA)
    done, said = _toolbox(parcels, mhw, _profile(tmp_path, WEST), CRS=QgsCoordinateReferenceSystem())
    assert done["TIE_LINES"].crs().authid() == WEST
    assert any("the law's working CRS" in s for s in said), said
