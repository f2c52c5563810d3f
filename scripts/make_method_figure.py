"""Draw docs/water-rights-method.svg from real compute_water_rights output (plain SVG, no matplotlib).

    PYTHONPATH=build/pkg .venv/bin/python scripts/make_method_figure.py [out.svg]

Left: DESIGN.md's worked example (a shore along y = 0 turning north at x = 300): tie points, tie
lines, the waterside bisectors (dashed) and the lines after the 200 ft rule, rights areas, reach
lines and envelopes. Right: a V-shaped cove where two neighbouring parcels violate the rule at
once and only the outer lines turn. Every coordinate drawn comes from the engine.
"""
from __future__ import annotations

import os
import sys
from pathlib import Path
from xml.sax.saxutils import escape

HERE = Path(__file__).resolve().parent
if "shoreline_layout" not in sys.modules:
    sys.path.insert(0, str(HERE.parent / "build" / "pkg"))
os.environ.setdefault("PROJ_DATA", "/usr/share/proj")

import dataclasses  # noqa: E402

from shapely.geometry import LineString, Polygon, box  # noqa: E402

from shoreline_layout.core.model import Parcel, WaterRightsResult  # noqa: E402
from shoreline_layout.core.profiles.loader import load_profile  # noqa: E402
from shoreline_layout.core.water_rights import compute_water_rights  # noqa: E402

AREA_FILL = ("#cfe3f7", "#f9dcc4", "#d7ecd0", "#efd6ef", "#fff2b3")


def worked_example() -> tuple[list[Parcel], LineString]:
    parcels = [
        Parcel("P0", box(0, -200, 100, 0)),
        Parcel("P1", box(100, -200, 200, 0)),
        Parcel("P2", Polygon([(200, 0), (300, 0), (300, 100), (500, 100), (500, -200), (200, -200)])),
        Parcel("P3", box(300, 100, 500, 200)),
        Parcel("P4", box(300, 200, 500, 300)),
    ]
    return parcels, LineString([(-50, 0), (300, 0), (300, 350)])


def cove() -> tuple[list[Parcel], LineString]:
    ties = [(x, abs(x)) for x in (-200.0, -100.0, 0.0, 100.0, 200.0)]
    parcels = [Parcel(f"V{i}", Polygon([ties[i], ties[i + 1], (ties[i + 1][0], -150), (ties[i][0], -150)]))
               for i in range(4)]
    return parcels, LineString([(-260, 260), (0, 0), (260, 260)])


class Panel:
    """World coordinates (ft) to one panel of the SVG."""

    def __init__(self, x0: float, y0: float, bounds: tuple[float, float, float, float], scale: float):
        self.x0, self.y0, self.b, self.s = x0, y0, bounds, scale
        self.items: list[str] = []

    def xy(self, x: float, y: float) -> str:
        return f"{self.x0 + (x - self.b[0]) * self.s:.1f},{self.y0 + (self.b[3] - y) * self.s:.1f}"

    def path(self, geom, style: str) -> None:
        parts = getattr(geom, "geoms", [geom])
        d = []
        for g in parts:
            if g.is_empty:
                continue
            if g.geom_type == "Polygon":
                for ring in [g.exterior, *g.interiors]:
                    d.append("M" + " L".join(self.xy(*c) for c in ring.coords) + " Z")
            else:
                d.append("M" + " L".join(self.xy(*c) for c in g.coords))
        if d:
            self.items.append(f'<path d="{" ".join(d)}" {style}/>')

    def text(self, x: float, y: float, s: str, style: str = "", dx: float = 0, dy: float = 0) -> None:
        px, py = (float(v) for v in self.xy(x, y).split(","))
        self.items.append(f'<text x="{px + dx:.1f}" y="{py + dy:.1f}" {style}>{escape(s)}</text>')

    def dot(self, x: float, y: float, r: float = 3.5, style: str = 'fill="#1a7f37"') -> None:
        px, py = self.xy(x, y).split(",")
        self.items.append(f'<circle cx="{px}" cy="{py}" r="{r}" {style}/>')


def draw(panel: Panel, parcels: list[Parcel], r0: WaterRightsResult, r: WaterRightsResult,
         title: str) -> None:
    for p in parcels:
        panel.path(p.geometry, 'fill="#eeeae2" stroke="#b9b2a3" stroke-width="0.8"')
        c = p.geometry.representative_point()
        panel.text(c.x, c.y, p.parcel_id, 'font-size="11" fill="#7a7264" text-anchor="middle"')
    for k, ra in enumerate(r.rights_areas):
        if not ra.geometry.is_empty:
            fill = AREA_FILL[k % len(AREA_FILL)]
            panel.path(ra.geometry, f'fill="{fill}" fill-opacity="0.85" stroke="none"')
    for env in r.envelopes:
        panel.path(env.geometry, 'fill="#b5dec2" stroke="#2e8b57" stroke-width="0.6"')
    for rl in r.reach_lines:
        panel.path(rl.geometry, 'fill="none" stroke="#2e8b57" stroke-width="1.2" stroke-dasharray="2,2"')
    panel.path(r.shoreline, 'fill="none" stroke="#1f5fbf" stroke-width="2.5"')
    for tl in r.tie_lines:
        panel.path(tl.geometry, 'fill="none" stroke="#444" stroke-width="1" stroke-dasharray="6,3"')
    for ln in r0.lines:                          # the plain bisectors, before the 200 ft rule
        panel.path(ln.geometry, 'fill="none" stroke="#888" stroke-width="1" stroke-dasharray="3,3"')
    notes = []
    for ln in r.lines:
        colour = "#c0392b" if ln.modified else "#111"
        panel.path(ln.geometry, f'fill="none" stroke="{colour}" stroke-width="1.8"')
        x, y = ln.geometry.coords[0]
        panel.text(x, y, f"T{ln.tie_index}", 'font-size="10" fill="#1a7f37"', dx=5, dy=13)
        turn = f", bisector {ln.bisector_azimuth_deg:.2f}°" if ln.modified else ""
        notes.append((colour, f"T{ln.tie_index}: azimuth {ln.azimuth_deg:.2f}°{turn}, waterside angle "
                              f"{ln.waterside_angle_deg:.1f}°, {ln.length_ft:.2f} ft"))
    for t in r.tie_points:
        panel.dot(t.point.x, t.point.y)
    for ra in r.rights_areas:
        if ra.closes_at_bisectors_ft is not None and ra.closes_at_bisectors_ft < 200:
            notes.append(("#c0392b", f"{ra.parcel_id}: bisectors met {ra.closes_at_bisectors_ft:.2f} ft out; "
                                     f"after the 200 ft rule {ra.closes_at_ft:.2f} ft"))
    panel.text(panel.b[0], panel.b[3], title, 'font-size="13" font-weight="bold" fill="#222"', dy=-8)
    for i, (colour, line) in enumerate(notes):
        panel.text(panel.b[0], panel.b[3], line, f'font-size="10.5" fill="{colour}"', dy=10 + 14 * i)


def main(out: Path) -> None:
    settings = dataclasses.replace(load_profile("keuka").geometry_settings(), excluded_water=())
    plain = dataclasses.replace(settings, min_intersection_ft=0.0)
    width, height = 1180, 560
    svg = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
           f'viewBox="0 0 {width} {height}" font-family="DejaVu Sans, Arial, sans-serif">',
           f'<rect width="{width}" height="{height}" fill="#fbfdff"/>']
    parcels, shore = worked_example()
    left = Panel(20, 40, (-20, -220, 520, 520), 0.62)
    draw(left, parcels, compute_water_rights(parcels, shore, plain),
         compute_water_rights(parcels, shore, settings), "DESIGN.md worked example (ft)")
    parcels, shore = cove()
    right = Panel(620, 40, (-290, -170, 290, 600), 0.6)
    draw(right, parcels, compute_water_rights(parcels, shore, plain),
         compute_water_rights(parcels, shore, settings), "A cove: two neighbours below 200 ft")
    svg += left.items + right.items
    legend = [("#1f5fbf", "MHW mark", ""), ("#444", "tie line", "6,3"), ("#888", "waterside bisector", "3,3"),
              ("#111", "water-rights line", ""), ("#c0392b", "turned by the 200 ft rule", ""),
              ("#2e8b57", "reach line / envelope", "2,2")]
    for i, (colour, label, dash) in enumerate(legend):
        x = 30 + i * 190
        svg.append(f'<line x1="{x}" y1="{height - 18}" x2="{x + 28}" y2="{height - 18}" stroke="{colour}" '
                   f'stroke-width="2" stroke-dasharray="{dash or "none"}"/>')
        svg.append(f'<text x="{x + 34}" y="{height - 14}" font-size="11" fill="#333">{escape(label)}</text>')
    svg.append("</svg>")
    out.write_text("\n".join(svg) + "\n", encoding="utf-8")
    print(f"wrote {out}")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else HERE.parent / "docs" / "water-rights-method.svg")
