"""The findings table of the panel: its status line, clicking a row (zoom to the finding, select
its feature), fitting the columns."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from qgis.core import QgsCoordinateTransform, QgsProject, QgsRectangle

from ..core.verdict import COMPLIANT, NONCONFORMING, NOT_CHECKED, Verdict, verdict_of
from ..qgis_io.translation import one_or_many
from .errors import guarded
from .i18n import tr
from .violations_table import INPUT

if TYPE_CHECKING:
    from .host import Host


def _iface(self: FindingsView) -> Any:
    return self.ctl.iface


def short_law(session: Any) -> str:
    """The law as the status line names it: "Keuka Lake law" from the profile's lake (its full
    title, e.g. "... (Town of Jerusalem Zoning Code §160-118 to §160-131, 2006)", made the line
    wrap on a docked panel; the label's tooltip holds it). Without a lake, the title up to its
    parenthesis."""
    meta = getattr(getattr(session, "profile", None), "meta", None) or {}
    lake = str(meta.get("lake") or "").strip()
    if lake:
        return tr("{lake} law").format(lake=lake)
    return session.title.split(" (", 1)[0].strip() or session.title


def status_text(law: str, verdict: Verdict) -> tuple[str, str]:
    """(status line, its style) for a checked layout: core/verdict's verdict, worded."""
    inputs = verdict.not_checked
    notes = verdict.warnings + verdict.infos
    problems = "" if not inputs else " " + (
        tr("One input problem is listed first: fix it to have its feature checked as drawn.")
        if inputs == 1 else tr("{k} input problems are listed first: fix them to have their "
                               "features checked as drawn.").format(k=inputs))
    if verdict.headline == NOT_CHECKED:
        return (tr("No violation of {law} found in what could be checked.").format(law=law) + problems,
                "color: #7a3296; font-weight: bold;")
    if verdict.headline == COMPLIANT:
        extra = "" if notes == 0 else " " + (tr("One note below.") if notes == 1 else
                                             tr("{n} notes below.").format(n=notes))
        return (tr("The layout complies with {law}.").format(law=law) + extra,
                "color: #007a33; font-weight: bold;")
    if verdict.headline == NONCONFORMING:
        return (tr("Nonconforming under {law}: no violation, {w} to judge (an existing structure that "
                   "may continue, or a finding the reviewer must weigh). Click a row to see it on the "
                   "map.").format(law=law, w=one_or_many(verdict.warnings, tr("one warning"),
                                                         tr("{n} warnings")).format(n=verdict.warnings)),
                "color: #8a5a00; font-weight: bold;")
    errors = verdict.errors
    notes = verdict.warnings + verdict.infos
    what = tr("One violation") if errors == 1 else tr("{e} violations").format(e=errors)
    more = "" if notes == 0 else " " + (tr("(and one note)") if notes == 1 else
                                        tr("(and {k} notes)").format(k=notes))
    return (tr("{what} of {law}{more}. Click a row to see it on the map.").format(
        what=what, law=law, more=more) + problems, "color: #c00000; font-weight: bold;")


class FindingsView:
    """Keeps the panel's findings table and its status line in step with the live checker."""

    def __init__(self, ctl: Host) -> None:
        self.ctl = ctl

    def source_geometry(self, v: Any) -> Any:
        """A finding without its own geometry is drawn over the feature it is about."""
        ctl = self.ctl
        if ctl.checker is None:
            return None
        item = ctl.checker.items.get((v.source_layer, v.source_fid))
        if item is not None:
            from .live_checker import footprint
            return footprint(item)
        if v.parcel_id and ctl.session is not None:
            ra = ctl.session.wr.rights_area(v.parcel_id)
            return ra.geometry if ra is not None else None
        return None

    @guarded(_iface, "show the finding")
    def clicked(self, index: Any) -> None:
        """A finding: zoom to where it is and select its feature. An input problem: zoom to the
        feature (if it has a geometry), select it and make its layer the active one, to fix it."""
        ctl = self.ctl
        if ctl.writer is None or not index.isValid():
            return
        fid, v = ctl.table_model.violation_at(index.row())
        src = ctl.checker.layers.get(v.source_layer) if ctl.checker is not None else None
        if v.severity == INPUT:
            if src is None or v.source_fid is None:
                return
            src.selectByIds([int(v.source_fid)])
            ctl.iface.setActiveLayer(src)
            feature = src.getFeature(int(v.source_fid))
            if feature.isValid() and feature.hasGeometry() and not feature.geometry().isEmpty():
                self.show_geometry(feature.geometry(), src.crs())
            return
        geom = ctl.writer.geometry_of(fid)
        if geom is None or geom.isEmpty():
            return
        self.show_geometry(geom, ctl.writer.layer.crs())
        if src is not None and v.source_fid is not None:
            src.selectByIds([int(v.source_fid)])

    def show_geometry(self, geom: Any, crs: Any) -> None:
        """Bring `geom` (in `crs`) into view with room around it, and flash it."""
        canvas = self.ctl.iface.mapCanvas()
        xf = QgsCoordinateTransform(crs, canvas.mapSettings().destinationCrs(), QgsProject.instance())
        rect: QgsRectangle = xf.transformBoundingBox(geom.boundingBox())
        rect.grow(max(rect.width(), rect.height(), 30.0) * 1.5)
        canvas.setExtent(rect)
        canvas.refresh()
        canvas.flashGeometries([geom], crs)

    def table_reset(self, *_args: Any) -> None:
        """A whole new table (a whole-layout check): fit the columns to it once."""
        ctl = self.ctl
        if ctl.panel is not None and ctl.table_model is not None and ctl.table_model.rowCount():
            fit_columns(ctl.panel.w.violationsTable)

    def table_updated(self, *_args: Any) -> None:
        """After each change of the table: the status line, and the columns fitted to an edit's
        new rows while the table is short (measuring a long table's rows would cost more than the
        edit's whole re-check; its columns were fitted when it was filled)."""
        self.update_status()
        ctl = self.ctl
        model = ctl.table_model
        if ctl.panel is not None and model is not None and model.inserted and model.rowCount() <= 100:
            fit_columns(ctl.panel.w.violationsTable)

    def update_status(self, *_args: Any) -> None:
        ctl = self.ctl
        if ctl.panel is None:
            return
        label = ctl.panel.w.violationsStatusLabel
        model = ctl.table_model
        label.setToolTip(ctl.session.title if ctl.session is not None else "")
        if ctl.session is None:
            label.setText(tr("Compute the water-rights lines to check a layout."))
            label.setStyleSheet("")
            return
        if ctl.checker is None or not ctl.checker.layers:
            label.setText(tr("No layout to check: create one with New layout… or choose the "
                             "structures and buoys layers."))
            label.setStyleSheet("")
            return
        verdict = verdict_of(model.findings() if model is not None else [])
        text, style = status_text(short_law(ctl.session), verdict)
        stale = ctl.stale_reason()
        if stale:
            text = tr("Out of date: {why}").format(why=stale) + " " + text
            style = "color: #8a5a00; font-weight: bold;"
        label.setText(text)
        label.setStyleSheet(style)


# Columns fitted to their contents and kept whole: Measured, Limit, Section. Rule and Parcel
# share what the view has left, each at least this many digits wide; a 20-digit SWIS print key or
# a long rule name is elided in the middle (its tooltip holds the whole text) rather than pushing
# Limit and Section off a docked panel. On a panel too narrow even for that, Rule and Parcel give
# way further, down to LEAST_DIGITS, before the Section is cut. Message, last, takes the rest.
KEPT_WHOLE = (2, 3, 4)
SHARED_MIN_DIGITS = {0: 10, 1: 8}
LEAST_DIGITS = {0: 5, 1: 5}
CELL_MARGIN = 16


def usable_width(view: Any) -> int:
    """The width the columns can have without a horizontal scroll bar: the viewport's, less the
    vertical scroll bar the rows will need (maximumViewportSize counts its room as free)."""
    size = view.maximumViewportSize()
    width = size.width()
    if view.verticalHeader().length() > size.height():
        width -= view.verticalScrollBar().sizeHint().width()
    return width


def fit_columns(view: Any) -> None:
    """Fit the findings table's columns to their contents and to the view's width."""
    view.resizeColumnsToContents()
    digit = view.fontMetrics().horizontalAdvance("0")
    room = usable_width(view) - sum(view.columnWidth(c) for c in KEPT_WHOLE)
    wanted = {c: view.columnWidth(c) for c in SHARED_MIN_DIGITS}
    if sum(wanted.values()) <= room:
        return
    floor = {c: min(wanted[c], n * digit + CELL_MARGIN) for c, n in SHARED_MIN_DIGITS.items()}
    if sum(floor.values()) > room:          # a narrow panel: the floors shrink with it
        least = {c: min(wanted[c], n * digit + CELL_MARGIN) for c, n in LEAST_DIGITS.items()}
        floor = _shrunk(floor, least, room)
    spare = max(room - sum(floor.values()), 0)
    extra = {c: max(wanted[c] - floor[c], 0) for c in wanted}
    total = sum(extra.values()) or 1
    for c in wanted:
        view.setColumnWidth(c, min(wanted[c], floor[c] + spare * extra[c] // total))


def _shrunk(floor: dict[int, int], least: dict[int, int], room: int) -> dict[int, int]:
    """`floor` made to fit `room`, each column giving in proportion to what it has above `least`,
    none below `least`."""
    left = room - sum(least.values())
    if left <= 0:
        return dict(least)
    give = {c: max(floor[c] - least[c], 0) for c in floor}
    total = sum(give.values()) or 1
    return {c: least[c] + give[c] * left // total for c in floor}
