"""The "Violations" layer: one feature per finding of check_layout, kept current by the live checker.

Fields are exactly DESIGN.md's VIOLATIONS fields. A memory layer holds one geometry type, and
the core's findings are polygons (the part beyond the reach, a swing circle, ...) but sometimes
points or lines; like the checklayout output the layer is MultiPolygon and a point or line
finding is drawn as a small disc or band around it (processing/sinks.violation_geometry).
"""
from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable

from qgis.core import (
    Qgis,
    QgsFeature,
    QgsFillSymbol,
    QgsGeometry,
    QgsPalLayerSettings,
    QgsProject,
    QgsRuleBasedRenderer,
    QgsTextBufferSettings,
    QgsTextFormat,
    QgsVectorLayer,
    QgsVectorLayerSimpleLabeling,
    QgsWkbTypes,
)
from qgis.PyQt import sip
from qgis.PyQt.QtCore import QT_TR_NOOP, QObject, pyqtSignal
from qgis.PyQt.QtGui import QColor, QFont
from shapely.geometry.base import BaseGeometry

from ..core.compat import zip_strict
from ..core.model import Violation
from ..qgis_io import sinks
from ..qgis_io.convert import to_qgs
from ..qgis_io.styles import style_path
from .i18n import tr

LAYER_NAME = QT_TR_NOOP("Violations")

# Exactly DESIGN.md's VIOLATIONS fields, as the Processing output declares them.
FIELD_NAMES = tuple(n for n, _ in sinks.VIOLATION_FIELDS)

_UNIT = ("CASE WHEN \"unit\" = 'ft' THEN ' ft' WHEN \"unit\" = 'sqft' THEN ' sq ft' "
         "WHEN \"unit\" = 'deg' THEN '°' WHEN \"unit\" IN ('rise_per_12', 'in_per_ft') THEN '/12' "
         "WHEN \"unit\" = 'percent' THEN '%' ELSE '' END")
# "70.0 ft > 65 ft §160-123A(1)(b)[1]": measured to 0.1 (counts whole), the limit as the law writes it
LABEL_EXPRESSION = (
    "CASE WHEN \"measured\" IS NULL OR \"limit\" IS NULL THEN \"section\" ELSE "
    "concat(if(\"unit\" = 'count', format_number(\"measured\", 0), format_number(\"measured\", 1)), "
    f"{_UNIT}, ' ', if(\"measured\" > \"limit\", '>', '<'), ' ', "
    "if(\"limit\" = floor(\"limit\"), format_number(\"limit\", 0), format_number(\"limit\", 1)), "
    f"{_UNIT}, ' ', \"section\") END"
)

# The live checker rewrites a few findings after every edit. SQLite's default waits for the disk
# twice per write (16 ms each here: half an edit's time budget); NORMAL waits only at checkpoints
# and, in the WAL mode QGIS edits GeoPackages in, cannot corrupt the file (a crash may lose the
# last findings, which the next Compute writes again).
GPKG_OPEN_OPTIONS = ("PRELUDE_STATEMENTS=PRAGMA synchronous = NORMAL",)

SEVERITY_COLOURS = {"error": QColor(220, 0, 0), "warning": QColor(255, 140, 0), "info": QColor(30, 110, 220)}


def make_violations_layer(crs_authid: str, geopackage: str = "") -> QgsVectorLayer:
    """An empty, styled layer named "Violations" in the working CRS: a memory layer, or with
    `geopackage` its table `violations` there (made empty), so a saved project keeps the findings."""
    if geopackage:
        from .output_layers import create_table
        layer = create_table(geopackage, "violations", tr(LAYER_NAME), sinks.VIOLATION_FIELDS,
                             Qgis.WkbType.MultiPolygon, crs_authid, GPKG_OPEN_OPTIONS)
    else:
        layer = QgsVectorLayer(f"MultiPolygon?crs={crs_authid}", tr(LAYER_NAME), "memory")
        layer.dataProvider().addAttributes(list(sinks.make_fields(sinks.VIOLATION_FIELDS)))
        layer.updateFields()
    apply_style(layer)
    layer.setCustomProperty("shoreline_layout/role", "violations")
    return layer


def _symbol(severity: str) -> QgsFillSymbol:
    c = SEVERITY_COLOURS[severity]
    fill = QColor(c)
    fill.setAlpha(110 if severity == "error" else 70 if severity == "warning" else 0)
    return QgsFillSymbol.createSimple({
        "color": f"{fill.red()},{fill.green()},{fill.blue()},{fill.alpha()}",
        "outline_color": f"{c.red()},{c.green()},{c.blue()},255",
        "outline_width": "0.7" if severity == "error" else "0.5",
        "outline_style": "dash" if severity == "info" else "solid",
        "style": "solid" if severity != "info" else "no",
    })


def apply_style(layer: QgsVectorLayer) -> None:
    """The shared QML when it suits a polygon layer, else a red rule-based style built here."""
    qml = style_path("violations")
    if qml:
        _msg, ok = layer.loadNamedStyle(qml)
        renderer = layer.renderer()
        if ok and renderer is not None and renderer.symbols(_render_context()) and all(
                s.type() == 2 for s in renderer.symbols(_render_context())):   # 2 = fill symbols
            return
    root = QgsRuleBasedRenderer.Rule(None)
    for sev, label in (("error", tr("Error")), ("warning", tr("Warning")), ("info", tr("Information"))):
        rule = QgsRuleBasedRenderer.Rule(_symbol(sev), 0, 0, f"\"severity\" = '{sev}'", label)
        root.appendChild(rule)
    layer.setRenderer(QgsRuleBasedRenderer(root))
    settings = QgsPalLayerSettings()
    settings.isExpression = True
    settings.fieldName = LABEL_EXPRESSION
    settings.placement = Qgis.LabelPlacement.OverPoint
    fmt = QgsTextFormat()
    font = QFont()
    font.setBold(True)
    fmt.setFont(font)
    fmt.setSize(9)
    fmt.setColor(QColor(180, 0, 0))
    buf = QgsTextBufferSettings()
    buf.setEnabled(True)
    buf.setSize(1.0)
    buf.setColor(QColor(255, 255, 255))
    fmt.setBuffer(buf)
    settings.setFormat(fmt)
    layer.setLabeling(QgsVectorLayerSimpleLabeling(settings))
    layer.setLabelsEnabled(True)


def _render_context():
    from qgis.core import QgsRenderContext
    return QgsRenderContext()


def violation_key(v: Violation) -> Hashable:
    """Findings are replaced per parcel; a finding outside every parcel per source feature."""
    if v.parcel_id is not None:
        return v.parcel_id
    return ("src", v.source_layer, v.source_fid)


class ViolationsWriter(QObject):
    """Keeps the Violations layer in step with check_layout's findings, parcel by parcel."""

    changed = pyqtSignal()

    def __init__(self, layer: QgsVectorLayer,
                 fallback_geometry: Callable[[Violation], BaseGeometry | None] | None = None) -> None:
        super().__init__()
        self.layer = layer
        self.fallback_geometry = fallback_geometry
        self._fids_by_key: dict[Hashable, set[int]] = {}
        self.rows: dict[int, Violation] = {}         # Violations-layer fid -> finding
        self.generation = 0                          # +1 each time every row is replaced (clear, replace_all)

    def alive(self) -> bool:
        return (self.layer is not None and not sip.isdeleted(self.layer)
                and QgsProject.instance().mapLayer(self.layer.id()) is not None)

    def clear(self) -> None:
        if self.alive():
            self.layer.dataProvider().truncate()
            self.layer.triggerRepaint()
        self._fids_by_key.clear()
        self.rows.clear()
        self.generation += 1
        self.changed.emit()

    def replace_all(self, violations: list[Violation]) -> None:
        """Every finding of a whole-layout check: the layer emptied and refilled in one batch,
        one `changed` for both."""
        self.generation += 1
        if not self.alive():
            self._fids_by_key.clear()
            self.rows.clear()
            self.changed.emit()
            return
        self.layer.dataProvider().truncate()
        self._fids_by_key.clear()
        self.rows.clear()
        self._add(violations)
        self.layer.updateExtents()
        self.layer.triggerRepaint()
        self.changed.emit()

    def replace(self, keys: Iterable[Hashable], violations: list[Violation]) -> None:
        """Drop the findings filed under `keys` and add `violations` (which must all fall under them
        or be new keys)."""
        if not self.alive():
            return
        drop: set[int] = set()
        for k in set(keys) | {violation_key(v) for v in violations}:
            drop |= self._fids_by_key.pop(k, set())
        prov = self.layer.dataProvider()
        if drop:
            prov.deleteFeatures(list(drop))
            for fid in drop:
                self.rows.pop(fid, None)
        if drop or violations:
            self._add(violations)
            self.layer.updateExtents()
            self.layer.triggerRepaint()
        self.changed.emit()

    def _add(self, violations: list[Violation]) -> None:
        """Add the findings as features in one provider call and file their ids."""
        if not violations:
            return
        prov = self.layer.dataProvider()
        fields = self.layer.fields()
        # by name: a GeoPackage table has its own fid column in front of DESIGN.md's fields
        slots = [fields.indexFromName(name) for name in FIELD_NAMES]
        blank = [None] * fields.count()
        feats = []
        for v in violations:
            f = QgsFeature(fields)
            values = list(blank)
            row = (v.parcel_id, v.source_layer, v.source_fid, v.rule, v.section, v.severity,
                   None if v.measured is None else float(v.measured),
                   None if v.limit is None else float(v.limit), v.unit, v.message)
            for slot, value in zip_strict(slots, row):
                values[slot] = value
            f.setAttributes(values)
            g = sinks.violation_geometry(v.geometry)
            if g is None and self.fallback_geometry is not None:
                g = sinks.violation_geometry(self.fallback_geometry(v))
            if g is not None:
                qg = to_qgs(g)
                if QgsWkbTypes.isSingleType(qg.wkbType()):
                    qg.convertToMultiType()
                f.setGeometry(qg)
            feats.append(f)
        ok, added = prov.addFeatures(feats)
        if not ok:
            from qgis.core import Qgis, QgsMessageLog
            QgsMessageLog.logMessage(f"The Violations layer refused {len(feats)} findings: "
                                     f"{prov.lastError()}", "Shoreline Layout", Qgis.MessageLevel.Warning)
        for f, v in zip(added, violations):
            self._fids_by_key.setdefault(violation_key(v), set()).add(f.id())
            self.rows[f.id()] = v

    def geometry_of(self, fid: int) -> QgsGeometry | None:
        if not self.alive():
            return None
        f = self.layer.getFeature(fid)
        return f.geometry() if f.isValid() else None
