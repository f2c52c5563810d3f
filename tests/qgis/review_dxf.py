"""A surveyor's DXF site plan for SL-010 of the sample lake, made with ezdxf the way CAD drawings
are: named layers, an LWPOLYLINE dock with a rounded (bulged) end, a boat lift as a HATCH, a
platform as a block INSERT, a mooring drawn as a CIRCLE with a POINT at its centre, a lone buoy
POINT, TEXT and MTEXT labels, parcel lines, a north arrow block and a title block far off the site.

SL-010's tie points on the sample lake's MHW mark (EPSG:2261, US ft; the lake lies west).
"""
from __future__ import annotations

import math
from pathlib import Path

T1 = (690633.7590466295, 964914.0000822871)
T2 = (690647.4270178861, 965028.5999586333)
LENGTH = math.dist(T1, T2)
U = ((T2[0] - T1[0]) / LENGTH, (T2[1] - T1[1]) / LENGTH)    # along the shore, northward
N = (-U[1], U[0])                                            # out over the water (west)
DOCK_OUT_FT = 80.0            # the dock's straight sides; its bulged end adds half its width
DOCK_WIDTH_FT = 6.0
LIFT = (10.0, 12.0)           # the boat lift hatch: 10 ft along the shore, 12 ft out
PLATFORM_FT = 8.0             # the block's square, inserted at scale 1
SWING_FT = 30.0


def at(s: float, t: float, scale: float = 1.0,
       shift: tuple[float, float] = (0.0, 0.0)) -> tuple[float, float]:
    """The point `s` ft along SL-010's tie line from T1 and `t` ft out over the water."""
    x = T1[0] + U[0] * s + N[0] * t
    y = T1[1] + U[1] * s + N[1] * t
    return ((x - shift[0]) * scale, (y - shift[1]) * scale)


def make_drawing(path: Path, scale: float = 1.0, shift: tuple[float, float] = (0.0, 0.0)) -> Path:
    """The DXF at `path`; `scale` (0.3048006 for metres) and `shift` (a local grid) move it off."""
    import ezdxf

    def p(s: float, t: float) -> tuple[float, float]:
        return at(s, t, scale, shift)

    doc = ezdxf.new("R2010", units=2)
    msp = doc.modelspace()
    for name in ("DOCK-PROP", "HOIST-PROP", "MOOR-BUOY", "BUOY", "TEXT", "PARCEL-LINES", "NORTH-ARROW",
                 "TITLE", "DOCK-PLATFORM"):
        doc.layers.add(name)
    # the dock: 6 ft wide, 80 ft straight, then a half-round end (bulge -1: a clockwise semicircle)
    s0 = 40.0
    msp.add_lwpolyline([(*p(s0, -1.0), 0, 0, 0), (*p(s0, DOCK_OUT_FT), 0, 0, -1.0),
                        (*p(s0 + DOCK_WIDTH_FT, DOCK_OUT_FT), 0, 0, 0),
                        (*p(s0 + DOCK_WIDTH_FT, -1.0), 0, 0, 0)],
                       format="xyseb", close=True, dxfattribs={"layer": "DOCK-PROP"})
    msp.add_text("DOCK A", dxfattribs={"layer": "TEXT", "height": 2.0 * scale}).set_placement(p(s0 + 8, 30))
    # the boat lift beside it, a solid hatch
    hatch = msp.add_hatch(color=3, dxfattribs={"layer": "HOIST-PROP"})
    hatch.paths.add_polyline_path([p(s0 + 12, 10), p(s0 + 12 + LIFT[0], 10),
                                   p(s0 + 12 + LIFT[0], 10 + LIFT[1]), p(s0 + 12, 10 + LIFT[1])],
                                  is_closed=True)
    msp.add_mtext("PROPOSED\\PBOAT LIFT", dxfattribs={"layer": "TEXT", "char_height": 2.0 * scale,
                                                       "insert": p(s0 + 24, 18)})
    # a platform drawn once as a block and inserted
    block = doc.blocks.new("PLATFORM")
    block.add_lwpolyline([(0, 0), (PLATFORM_FT, 0), (PLATFORM_FT, PLATFORM_FT), (0, PLATFORM_FT)], close=True)
    angle = math.degrees(math.atan2(U[1], U[0]))
    msp.add_blockref("PLATFORM", p(s0 - 20, 5), dxfattribs={
        "layer": "DOCK-PLATFORM", "xscale": scale, "yscale": scale, "rotation": angle})
    # a mooring: its swing circle with the buoy as a point at the centre; it reaches past the
    # parcel's southern water-rights line
    centre = p(12.0, 45.0)
    msp.add_circle(centre, SWING_FT * scale, dxfattribs={"layer": "MOOR-BUOY"})
    msp.add_point(centre, dxfattribs={"layer": "MOOR-BUOY"})
    msp.add_text("MOORING 1", dxfattribs={"layer": "TEXT", "height": 2.0 * scale}).set_placement(
        p(12.0, 48.0))
    # a buoy drawn as a point alone: no swing circle drawn
    msp.add_point(p(90.0, 60.0), dxfattribs={"layer": "BUOY"})
    # parcel lines (context: not read), a text that labels nothing
    msp.add_lwpolyline([p(0, 0), p(0, -250), p(LENGTH, -250), p(LENGTH, 0)],
                       dxfattribs={"layer": "PARCEL-LINES"})
    msp.add_text("SEE NOTE [% 2+2 %]", dxfattribs={"layer": "TEXT", "height": 2.0 * scale}).set_placement(
        p(60.0, -120.0))
    # the north arrow, a block on its own layer
    arrow = doc.blocks.new("NORTH")
    arrow.add_lwpolyline([(0, 0), (2, 6), (4, 0), (2, 1.5)], close=True)
    arrow.add_text("N", dxfattribs={"height": 2}).set_placement((1.3, 7))
    msp.add_blockref("NORTH", p(20.0, -200.0), dxfattribs={"layer": "NORTH-ARROW", "xscale": scale,
                                                          "yscale": scale})
    # the title block, 2,000 ft east of the site on the sheet
    tx, ty = p(0.0, -2000.0)
    w, h = 400 * scale, 120 * scale
    msp.add_lwpolyline([(tx, ty), (tx + w, ty), (tx + w, ty + h), (tx, ty + h)], close=True,
                       dxfattribs={"layer": "TITLE"})
    for i, line in enumerate(("SITE PLAN - DOCK AND MOORING", "OWNER: J. AND M. SAMPLE",
                              "TAX MAP 128.07-1-11", "SCALE 1\" = 50'")):
        msp.add_text(line, dxfattribs={"layer": "TITLE", "height": 8 * scale}).set_placement(
            (tx + 10 * scale, ty + h - (20 + 25 * i) * scale))
    doc.saveas(path)
    return path
