"""A small audited lake for the lake-audit PDF tests: memory layers in the AUDIT layer's schema
(pipeline.AUDIT_FIELDS) and checklayout's VIOLATIONS schema, parcels in each state side by side
along a straight shore (y = 0, the water south of it), in EPSG:2261 (US survey feet)."""
from __future__ import annotations

from qgis.core import QgsFeature, QgsGeometry, QgsVectorLayer

from shoreline_layout.pipeline import AUDIT_FIELDS
from shoreline_layout.qgis_io.sinks import VIOLATION_FIELDS, make_fields

CRS = "EPSG:2261"
X0, Y0 = 700000.0, 900000.0
WIDTH = 100.0

# parcel_id, land_use, state, findings [(rule, section, severity, measured, limit, unit, message)]
PARCELS = [
    ("P01", "residential", "compliant", []),
    ("P02", "residential", "violation", [
        ("reach", "§160-123A(1)(b)[1]", "error", 82.5, 65.0, "ft",
         "Dock D1 extends 82.5 ft from the mean high water mark; no part may extend beyond 65 ft."),
        ("dock_area", "§160-123A(1)(b)", "error", 812.0, 720.0, "sqft",
         "Dock D1 covers 812 sq ft on the water; the limit is 720 sq ft."),
    ]),
    ("P03", "residential", "nonconforming", [
        ("setback", "§160-122D", "warning", 4.2, 10.0, "ft",
         "Dock D1 (existing) comes within 4.2 ft of the water-rights line; the setback is 10 ft."),
    ]),
    ("P04", "marina", "violation", [
        ("reach", "§160-123A(1)(b)[1]", "error", 70.0, 65.0, "ft",
         "Dock D2 extends 70 ft from the mean high water mark; no part may extend beyond 65 ft."),
    ]),
    ("P05", "residential", "compliant", []),
    ("P06", "residential", "nonconforming", [
        ("setback", "§160-122D", "warning", 8.0, 10.0, "ft",
         "Boat hoist H1 (existing) comes within 8 ft of the water-rights line; the setback is 10 ft."),
    ]),
    ("P07", "municipal", "compliant", []),
]


def _box(x0: float, y0: float, x1: float, y1: float) -> QgsGeometry:
    return QgsGeometry.fromWkt(f"POLYGON(({x0} {y0},{x1} {y0},{x1} {y1},{x0} {y1},{x0} {y0}))")


def _layer(geometry: str, name: str, spec) -> QgsVectorLayer:
    lyr = QgsVectorLayer(f"{geometry}?crs={CRS}", name, "memory")
    lyr.dataProvider().addAttributes(list(make_fields(list(spec))))
    lyr.updateFields()
    return lyr


def audit_layers(parcels=PARCELS) -> tuple[QgsVectorLayer, QgsVectorLayer]:
    """(AUDIT, VIOLATIONS) for `parcels`; features added in reverse order so the PDF must sort."""
    audit = _layer("MultiPolygon", "AUDIT", AUDIT_FIELDS)
    viol = _layer("MultiPolygon", "VIOLATIONS", VIOLATION_FIELDS)
    afeats, vfeats = [], []
    for i, (pid, land_use, state, findings) in reversed(list(enumerate(parcels))):
        x = X0 + i * WIDTH
        errors = sum(1 for f in findings if f[2] == "error")
        warnings = sum(1 for f in findings if f[2] == "warning")
        rules = sorted({f[0] for f in findings})
        sections = [next(f[1] for f in findings if f[0] == r) for r in rules]
        f = QgsFeature(audit.fields())
        boats_allowed = 4 if land_use == "residential" else 20
        f.setAttributes([pid, land_use, WIDTH, 1, boats_allowed, 2, 1 if findings else 0, 2, 0, state, errors,
                         warnings, ", ".join(rules) or None, "; ".join(sections) or None])
        f.setGeometry(_box(x, Y0, x + WIDTH, Y0 + 250.0))
        afeats.append(f)
        for k, (rule, section, severity, measured, limit, unit, message) in enumerate(findings):
            v = QgsFeature(viol.fields())
            v.setAttributes([pid, "STRUCTURES", 10 * i + k, rule, section, severity, measured, limit, unit,
                             message])
            v.setGeometry(_box(x + 40.0, Y0 - 80.0 - 5 * k, x + 46.0, Y0 - 60.0 - 5 * k))
            vfeats.append(v)
    audit.dataProvider().addFeatures(afeats)
    viol.dataProvider().addFeatures(vfeats)
    return audit, viol


def shoreline_layer(n: int = len(PARCELS)) -> QgsVectorLayer:
    lyr = _layer("LineString", "MHW shoreline", [])
    f = QgsFeature(lyr.fields())
    f.setGeometry(QgsGeometry.fromWkt(f"LINESTRING({X0 - 50} {Y0},{X0 + n * WIDTH + 50} {Y0})"))
    lyr.dataProvider().addFeatures([f])
    return lyr
