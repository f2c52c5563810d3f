"""Lamoka §12-4C (made up, tests/core/data/lamoka.toml): no dock wider than dock.max_width_ft,
measured parallel to the mean high water mark. The whole rule: its code, the key it reads, its
check over the run. Added to the rule table with core.rules.table.register(FAMILY)."""
from __future__ import annotations

from shoreline_layout.core.compat import zip_strict
from shoreline_layout.core.rules.measure import extents_many, objarray
from shoreline_layout.core.rules.run import RuleFamily, Run
from shoreline_layout.core.rules.table import new_code

EPS = 1e-6      # float noise, not law

CODE = new_code("dock_width", "dock_width", "error", "law",
                "{What} is {m} wide, measured parallel to the mean high water mark; the limit is {l} ({s}).")


def check(run: Run) -> None:
    q = run.profile.get("dock.max_width_ft")
    if q is None or not q.is_set:
        return                                   # a law without the number has no such rule
    mine = [d for pc in run.eligible for d in run.docks.get(pc.pid, [])]
    if not mine:
        return
    geoms = objarray([d.geom for d in mine])
    origin, tangent, normal = run.lake.shore.frames(geoms)
    width, _ = extents_many(geoms, origin, tangent, normal)
    for d, w in zip_strict(mine, width):
        if w > float(q.value) + EPS:
            run.rep.add("dock_width", item=d.anchor, what=d.name(), measured=float(w), limit=float(q.value),
                        unit="ft", section=q.section, geometry=d.geom)


FAMILY = RuleFamily("dock_width", check, reads=("dock.max_width_ft",), facts=("structure.dock_id",),
                    new_codes=(CODE,))
