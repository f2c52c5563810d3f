"""The Processing provider `shorelinelayout` ("Shoreline Layout")."""
from __future__ import annotations

import os

from qgis.core import QgsProcessingProvider
from qgis.PyQt.QtGui import QIcon

from ..pipeline import AuditPdfRenderer, ReviewMemoRenderer, SitePlanRenderer
from .paths import ICON_PATH


class ShorelineLayoutProvider(QgsProcessingProvider):
    """Water-rights lines, allowed facilities and layout checks for Finger Lakes docking laws.

    `render_site_plans` (report/siteplan's, handed over by plugin.py, which wires the packages:
    processing/ never imports report/) draws the site plans; without it there is no
    siteplanreport algorithm. `render_audit_pdf` (report/audit_pdf's, the same way) draws the
    lake audit's PDF; without it lakeaudit refuses a PDF output. `render_review_memo`
    (report/review_memo's) draws reviewsubmission's memo; without it OUTPUT_PDF is refused."""

    def __init__(self, render_site_plans: SitePlanRenderer | None = None,
                 render_audit_pdf: AuditPdfRenderer | None = None,
                 render_review_memo: ReviewMemoRenderer | None = None) -> None:
        super().__init__()
        self.render_site_plans = render_site_plans
        self.render_audit_pdf = render_audit_pdf
        self.render_review_memo = render_review_memo

    def id(self) -> str:
        return "shorelinelayout"

    def name(self) -> str:
        return "Shoreline Layout"

    def longName(self) -> str:
        return "Shoreline Layout (Keuka and Canandaigua docking laws)"

    def icon(self) -> QIcon:
        # The icon is drawn by another part of the project; without it QGIS's default is used.
        if os.path.isfile(ICON_PATH):
            return QIcon(ICON_PATH)
        return QgsProcessingProvider.icon(self)

    def svgIconPath(self) -> str:
        return ICON_PATH if os.path.isfile(ICON_PATH) else QgsProcessingProvider.svgIconPath(self)

    def loadAlgorithms(self) -> None:
        # Imported here so that loading the plugin stays cheap until Processing asks.
        from .alg_allowed_facilities import AllowedFacilitiesAlgorithm
        from .alg_check_layout import CheckLayoutAlgorithm
        from .alg_export_overlays import ExportOverlaysAlgorithm
        from .alg_lake_audit import LakeAuditAlgorithm
        from .alg_legal_description import LegalDescriptionAlgorithm
        from .alg_mhw_from_dem import MhwFromDemAlgorithm
        from .alg_review_submission import ReviewSubmissionAlgorithm
        from .alg_site_plan import SitePlanReportAlgorithm
        from .alg_suggest_layout import SuggestLayoutAlgorithm
        from .alg_water_rights import WaterRightsLinesAlgorithm

        algs = [WaterRightsLinesAlgorithm(), AllowedFacilitiesAlgorithm(), CheckLayoutAlgorithm()]
        if self.render_site_plans is not None:
            algs.append(SitePlanReportAlgorithm(self.render_site_plans))
        algs.append(ExportOverlaysAlgorithm())
        for alg in algs:
            self.addAlgorithm(alg)
        self.addAlgorithm(MhwFromDemAlgorithm())    # issue #16
        self.addAlgorithm(SuggestLayoutAlgorithm())  # issue #16
        self.addAlgorithm(LakeAuditAlgorithm(self.render_audit_pdf))  # issue #16
        self.addAlgorithm(LegalDescriptionAlgorithm())  # issue #25
        self.addAlgorithm(ReviewSubmissionAlgorithm(self.render_review_memo))  # issue #25
