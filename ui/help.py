"""Help inside QGIS: the documentation shipped in the plugin (docs/), shown in a browser window
that follows the pages' links (the walkthrough, the rules, the bad-input table, ...).

The pages show docs/screenshots/*.png, which stay out of the plugin zip (large, for the
repository); the zip ships small copies of them in docs/help/ (scripts/walkthrough/publish.sh
makes them), which the window shows in their place."""
from __future__ import annotations

import os
from typing import Any

from qgis.PyQt.QtCore import Qt, QUrl
from qgis.PyQt.QtGui import QImage, QTextDocument
from qgis.PyQt.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from .errors import UserError
from .i18n import tr

DOCS = os.path.join(os.path.dirname(os.path.dirname(__file__)), "docs")
START_PAGE = "walkthrough.md"
SMALL_PICTURES = os.path.join(DOCS, "help")


def picture_file(path: str) -> str:
    """The file to show for a page's picture `path`: itself, else its small copy in docs/help/
    (a plugin installed from the zip), else "" (the picture's alternative text stands in)."""
    if os.path.isfile(path):
        return path
    small = os.path.join(SMALL_PICTURES, os.path.basename(path))
    return small if os.path.isfile(small) else ""


PICTURE_WIDTH = 760          # px: a screenshot shown in the 820 px window without a scroll bar


class HelpBrowser(QTextBrowser):
    """A QTextBrowser that takes a picture missing from docs/screenshots from docs/help/, and
    shows a screenshot wider than the window at the window's width."""

    def loadResource(self, kind: int, name: QUrl) -> Any:
        image = QTextDocument.ResourceType.ImageResource
        if kind in (image, getattr(image, "value", image)) and name.isLocalFile():
            found = picture_file(name.toLocalFile())
            if found:
                picture = QImage(found)
                if not picture.isNull():
                    if picture.width() > PICTURE_WIDTH:
                        picture = picture.scaledToWidth(PICTURE_WIDTH,
                                                        Qt.TransformationMode.SmoothTransformation)
                    return picture
        return super().loadResource(kind, name)


def help_page(name: str = START_PAGE) -> str:
    """The path of a page of the shipped documentation; a UserError when it is missing (a zip
    built without docs/)."""
    path = os.path.join(DOCS, name)
    if not os.path.isfile(path):
        raise UserError(tr("The help pages are missing from this installation ({path}): reinstall "
                           "the plugin from its zip.").format(path=path))
    return path


class HelpDialog(QDialog):
    """A non-modal window over QGIS showing one page of docs/; links to other pages open here."""

    def __init__(self, parent: QWidget | None, page: str) -> None:
        super().__init__(parent)
        self.setObjectName("ShorelineLayoutHelp")
        self.setWindowTitle(tr("Shoreline Layout help"))
        self.browser = HelpBrowser(self)
        self.browser.setObjectName("ShorelineLayoutHelpBrowser")
        self.browser.setOpenExternalLinks(True)
        self.browser.setSearchPaths([DOCS])
        self.browser.setSource(QUrl.fromLocalFile(page), QTextDocument.ResourceType.MarkdownResource)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
        self.resize(820, 700)


def show_help(parent: Any, current: HelpDialog | None = None) -> HelpDialog:
    """Show the help window (the one already open, brought to the front, if there is one)."""
    dialog = current if current is not None else HelpDialog(parent, help_page())
    dialog.show()
    dialog.raise_()
    return dialog
