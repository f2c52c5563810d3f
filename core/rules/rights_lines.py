"""rights_line_modified: where the 200 ft rule changed a parcel's water-rights lines (§160-122C(2),
§44-5C), an info note on the parcel with the reason (the geometry engine decided it; this says it)."""
from __future__ import annotations

import shapely

from .run import RuleFamily, Run


def check(run: Run) -> None:
    rep, lake, selected = run.rep, run.lake, run.selected
    if not rep.applies("rights_line_modified"):
        return
    limit = run.profile.number("rights_lines.min_intersection_ft")
    areas = run.wr.rights_areas
    if selected is not None:
        rows = lake.rows_of("rights_areas", lambda: [ra.parcel_id for ra in areas])
        areas = [areas[r] for r in sorted(r for pid in selected for r in rows.get(pid, ()))]
    for ra in areas:
        own = lake.lines_by_id.get(ra.parcel_id, []) if ra.parcel_id is not None else []
        lines = [ln for ln in own if ln.modified]
        if not (ra.modified or lines):
            continue
        # the area's note, then its lines', each once (a set here made the order differ from
        # one Python process to the next)
        notes = " ".join(n for n in dict.fromkeys([ra.note, *(ln.note for ln in lines)]) if n)
        geom = shapely.union_all([ln.geometry for ln in lines]) if lines else ra.geometry
        rep.add("rights_line_modified", parcel_id=ra.parcel_id, section=limit.section,
                measured=ra.closes_at_ft, limit=float(limit.value), unit="ft", geometry=geom,
                detail=f" {notes}" if notes else "")


FAMILY = RuleFamily("rights_lines", check, reads=("rights_lines.min_intersection_ft",))

__all__ = ["FAMILY", "check"]
