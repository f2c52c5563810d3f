"""Which elevation the MHW mark is the contour of, in the DEM's vertical units, and the sentence
that says where that number comes from (the law's level, its datum, any shift the user gave).

The level is the law's (`levels.mean_high_water_ft`, e.g. Keuka 715.3 ft, §160-121). Where the law
leaves it blank (the Canandaigua text) it must be supplied; it is never invented, and a level the
law does set is never overridden: a DEM on another datum is handled by an explicit shift.
"""
from __future__ import annotations

from dataclasses import dataclass

# US survey foot (the project's unit): exactly 1200/3937 m.
METRES_PER_FOOT = 1200.0 / 3937.0
VERTICAL_UNITS = ("ft", "m")


@dataclass(frozen=True)
class ContourLevel:
    """The MHW level: as the law gives it (ft, the law's datum) and in the DEM's terms."""
    law_level_ft: float          # the law's mean high water level (or the user's, where blank)
    section: str                 # where the law gives it (or asks for it)
    law_datum: str               # the datum the law's level is on, as the profile states it
    from_law: bool               # False: the law leaves it blank and the user supplied it
    shift_ft: float              # added to go from the law's datum to the DEM's
    dem_units: str               # ft | m
    dem_datum: str               # what the user says the DEM's vertical datum is

    @property
    def dem_level(self) -> float:
        """The contour level in the DEM's own vertical units and datum."""
        level_ft = self.law_level_ft + self.shift_ft
        return level_ft * METRES_PER_FOOT if self.dem_units == "m" else level_ft

    def note(self) -> str:
        """One sentence for the output: the level, its source and datum, and what was contoured."""
        source = (f"the law's mean high water level ({self.section})" if self.from_law else
                  f"the mean high water level supplied by the user (the law leaves it blank, "
                  f"{self.section})")
        datum = f"on {self.law_datum}" if self.law_datum else "on the law's datum (not stated)"
        dem = (f"{self.dem_level:.4f} {self.dem_units}" if self.dem_units == "m"
               else f"{self.dem_level:.2f} ft")
        shift = (f", shifted by {self.shift_ft:+.2f} ft to the DEM's datum ({self.dem_datum})"
                 if self.shift_ft else
                 f"; the DEM's datum is given as {self.dem_datum}, no shift applied"
                 if self.dem_datum else "; no datum shift applied")
        return (f"MHW mark = the {self.law_level_ft:g} ft contour, {source}, {datum}{shift}: "
                f"contoured at {dem} of the DEM.")


def contour_level(profile_level_ft: float | None, section: str, law_datum: str,
                  user_level_ft: float | None, dem_units: str, dem_datum: str = "",
                  shift_ft: float = 0.0, ask: str = "") -> ContourLevel:
    """The level to contour, or ValueError with the sentence to show.

    profile_level_ft: the law's level (None where the law leaves it blank); user_level_ft: the
    level the user typed (None if not given)."""
    if dem_units not in VERTICAL_UNITS:
        raise ValueError(f"The DEM's vertical units must be one of {', '.join(VERTICAL_UNITS)}, "
                         f"not '{dem_units}'.")
    if profile_level_ft is None:
        if user_level_ft is None:
            raise ValueError(
                "The law leaves the mean high water level blank"
                f"{f' ({section})' if section else ''}: enter it (ft above sea level, on the "
                "law's datum) as the MHW level." + (f" {ask}" if ask else ""))
        level, from_law = float(user_level_ft), False
    else:
        if user_level_ft is not None and abs(float(user_level_ft) - profile_level_ft) > 1e-9:
            raise ValueError(
                f"The law sets the mean high water level at {profile_level_ft:g} ft ({section}); "
                f"a level of {float(user_level_ft):g} ft cannot replace it. Leave the MHW level "
                "empty, and if the DEM is on another vertical datum give the datum shift instead.")
        level, from_law = float(profile_level_ft), True
    return ContourLevel(law_level_ft=level, section=section, law_datum=law_datum.strip(),
                        from_law=from_law, shift_ft=float(shift_ft), dem_units=dem_units,
                        dem_datum=dem_datum.strip())
