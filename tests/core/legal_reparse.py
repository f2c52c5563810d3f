"""A small reader of the legal description's own text and CSV rows, for the tests: it walks the
calls from the point of beginning (bearing and distance, or a curve's chord and radius) as a
surveyor's COGO program would, and never uses the module's own helpers."""
from __future__ import annotations

import math
import re

BEGIN = re.compile(r"beginning at [^;]*? at N ([\d,.-]+), E ([\d,.-]+);")
BEARING = r"([NS]) (\d\d)°(\d\d)'(\d\d)\" ([EW])"
LINE = re.compile(r"^thence " + BEARING + r" ([\d,]+\.\d\d) feet")
CURVE = re.compile(r"^thence along a curve to the (right|left) having a radius of ([\d,]+\.\d\d) feet, "
                   r"a central angle of (\d+)°(\d\d)'(\d\d)\" and an arc length of ([\d,]+\.\d\d) feet, "
                   r"the chord of which bears " + BEARING + r" ([\d,]+\.\d\d) feet")
MARK = re.compile(r"^thence along the mean high water mark.*?the chord of which bears " + BEARING
                  + r" ([\d,]+\.\d\d) feet")


def num(s: str) -> float:
    return float(s.replace(",", ""))


def azimuth(ns: str, d: str, m: str, s: str, ew: str) -> float:
    a = int(d) + int(m) / 60 + int(s) / 3600
    if ns == "N":
        return a if ew == "E" else (360 - a) % 360
    return 180 - a if ew == "E" else 180 + a


def step(p: tuple[float, float], az: float, dist: float) -> tuple[float, float]:
    t = math.radians(az)
    return (p[0] + dist * math.sin(t), p[1] + dist * math.cos(t))


def centre(a, b, r, turn, delta):
    """A curve's centre as COGO finds it: r from its start, (90° - delta/2) off its chord."""
    chord = math.degrees(math.atan2(b[0] - a[0], b[1] - a[1]))
    off = 90.0 - delta / 2.0
    return step(a, chord + (off if turn == "right" else -off), r)


def walk_paragraph(paragraph: str) -> tuple[tuple[float, float], list[dict]]:
    """(point of beginning (E, N), the calls walked: kind, start, end, radius, turn, arc)."""
    m = BEGIN.search(paragraph)
    assert m, paragraph[:200]
    pob = (num(m.group(2)), num(m.group(1)))
    pos, out = pob, []
    for line in paragraph.splitlines()[1:]:
        if not line.startswith("thence"):
            continue
        if c := CURVE.match(line):
            r = num(c.group(2))
            az = azimuth(*c.group(7, 8, 9, 10, 11))
            end = step(pos, az, num(c.group(12)))
            delta = int(c.group(3)) + int(c.group(4)) / 60 + int(c.group(5)) / 3600
            out.append(dict(kind="curve", start=pos, end=end, radius=r, turn=c.group(1), arc=num(c.group(6)),
                            delta=delta))
        elif c := MARK.match(line):
            end = step(pos, azimuth(*c.group(1, 2, 3, 4, 5)), num(c.group(6)))
            out.append(dict(kind="mark", start=pos, end=end))
        elif c := LINE.match(line):
            end = step(pos, azimuth(*c.group(1, 2, 3, 4, 5)), num(c.group(6)))
            out.append(dict(kind="line", start=pos, end=end))
        else:
            raise AssertionError(f"a call the reader does not know: {line[:120]}")
        pos = end
    return pob, out


def walk_rows(rows: list[dict], pob: tuple[float, float]) -> list[tuple[float, float]]:
    """The CSV rows walked from pob: the point after each call (bearing/distance or chord)."""
    pos, out = pob, []
    for row in rows:
        bearing = row["bearing"] or row["chord_bearing"]
        dist = row["distance_ft"] if row["distance_ft"] is not None else row["chord_ft"]
        m = re.fullmatch(BEARING, bearing)
        assert m, bearing
        pos = step(pos, azimuth(*m.groups()), float(dist))
        out.append(pos)
    return out
