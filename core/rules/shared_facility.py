"""§44-5J shared facilities: two adjacent residential owners may share a berthing or mooring
facility, the side setback waived on the line between them (core/rules/setbacks.allowed_area
decides the waiver; core/rules/stages puts it on the structure). This family checks the limits
the section puts on such a sharing:

- no more than setback.shared_max_owners (two) owners: the parcel it stands on and every parcel
  its parts name in `shared_with`;
- the facility covers at most setback.shared_max_area_sqft (§44-6A(1)(e)'s 1,080 sq ft);
- the two parcels together have no more docks than their two allowances together.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import shapely

from ..model import Structure
from .allowance import NO_LIMIT
from .assign import Item
from .messages import describe
from .run import RuleFamily, Run
from .stages import parcel_ctx

EPS = 1e-6      # float noise, not law


@dataclass
class _Facility:
    """The parts of one shared facility (a dock's parts by dock_id, or one structure)."""
    parcel_id: str
    parts: list[Item[Structure]] = field(default_factory=list)

    @property
    def owners(self) -> list[str]:
        named = [str(it.src.shared_with) for it in self.parts]
        return sorted(dict.fromkeys([self.parcel_id, *named]))

    def name(self) -> str:
        a = self.parts[0]
        return describe(a.kind, a.fid, a.src.dock_id if a.kind == "dock" else None)


def check(run: Run) -> None:
    facilities = _facilities(run)
    if not facilities:
        return
    most = run.profile.get("setback.shared_max_owners")
    area = run.profile.get("setback.shared_max_area_sqft")
    pairs: set[tuple[str, ...]] = set()
    for f in facilities:
        owners = f.owners
        if most is not None and most.is_set and len(owners) > int(most.value):
            run.rep.add("shared_facility", item=f.parts[0], variant="owners", what=f.name(),
                        measured=float(len(owners)), limit=float(most.value), unit="count",
                        owners=", ".join(owners), section=most.section, geometry=_geom(f))
        elif len(owners) == 2:
            pairs.add(tuple(owners))
        covered = sum(float(it.waterside.area) for it in f.parts)
        if area is not None and area.is_set and covered > float(area.value) + EPS:
            run.rep.add("shared_facility", item=f.parts[0], variant="area", what=f.name(),
                        measured=covered, limit=float(area.value), unit="sqft",
                        owners=" and ".join(owners), section=area.section, geometry=_geom(f))
    for pair in sorted(pairs):
        _together(run, pair)


def _facilities(run: Run) -> list[_Facility]:
    """Every structure with a valid sharing (its waiver granted), grouped as one facility each."""
    out: dict[tuple[str, str], _Facility] = {}
    for pc in run.eligible:
        for it in pc.structures:
            if it.shared_line is None:
                continue
            did = it.src.dock_id
            key = (pc.pid, f"id:{did}" if did not in (None, "") else f"fid:{it.fid}:{id(it)}")
            out.setdefault(key, _Facility(pc.pid)).parts.append(it)
    return list(out.values())


def _together(run: Run, pair: tuple[str, ...]) -> None:
    """The two parcels' docks together against their two allowances together."""
    docks = [d for pid in pair for d in run.docks.get(pid, [])]
    allowed = 0
    for pid in pair:
        pc = run.ctxs.get(pid)
        if pc is None and pid in run.by_id:
            pc = parcel_ctx(run.profile, run.lake, run.by_id[pid], run.cache)
        if pc is None or pc.allowance.docks_allowed == NO_LIMIT:
            return
        allowed += int(pc.allowance.docks_allowed)
    if len(docks) <= allowed:
        return
    sec = run.profile.section("setback.shared_waiver")
    run.rep.add("shared_facility", item=docks[0].anchor, parcel_id=pair[0], variant="allowance",
                what=docks[0].name(), measured=float(len(docks)), limit=float(allowed), unit="count",
                owners=" and ".join(pair), section=sec,
                geometry=shapely.union_all([d.geom for d in docks]))


def _geom(f: _Facility) -> shapely.Geometry:
    return shapely.union_all([it.waterside for it in f.parts])


FAMILY = RuleFamily("shared_facility", check,
                    reads=("setback.shared_max_owners", "setback.shared_max_area_sqft",
                           "setback.shared_waiver"),
                    facts=("structure.shared_with", "structure.dock_id"))

__all__ = ["FAMILY", "check"]
