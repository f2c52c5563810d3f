"""The Help window shows the walkthrough's pictures when the plugin is installed from its zip:
docs/screenshots/ stays out of the zip (.gitattributes), docs/help/ ships small copies of every
picture the shipped pages show, and the window takes them in their place."""
from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest
from qgis.PyQt.QtCore import QUrl
from qgis.PyQt.QtGui import QImage, QTextDocument

from shoreline_layout.ui import help as help_mod

REPO = Path(__file__).resolve().parents[2]
DOCS = REPO / "docs"


def pictures_of(page: Path) -> list[str]:
    return re.findall(r"!\[[^\]]*\]\((screenshots/[^)]+\.png)\)", page.read_text(encoding="utf-8"))


def test_every_picture_of_the_shipped_pages_has_a_small_copy_that_ships() -> None:
    shown = sorted({Path(p).name for page in DOCS.glob("*.md") for p in pictures_of(page)})
    assert "01-panel.png" in shown
    small = DOCS / "help"
    assert [n for n in shown if not (small / n).is_file()] == []
    total = sum((small / n).stat().st_size for n in shown)
    assert total < 2_500_000, f"{total:,} bytes of help pictures"
    if shutil.which("git") is None or not (REPO / ".git").exists():
        pytest.skip("not a git checkout")
    attrs = subprocess.run(["git", "-C", str(REPO), "check-attr", "export-ignore",
                            "docs/help", "docs/help/01-panel.png", "docs/screenshots"],
                           capture_output=True, text=True, check=True).stdout.splitlines()
    # git archive leaves out a folder marked export-ignore, and everything in it
    assert attrs == ["docs/help: export-ignore: unspecified",
                     "docs/help/01-panel.png: export-ignore: unspecified",
                     "docs/screenshots: export-ignore: set"]


def test_the_help_window_shows_the_small_copy_of_a_picture_left_out_of_the_zip(
        loaded_plugin: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    small = tmp_path / "help"
    small.mkdir()
    shutil.copy(DOCS / "help" / "01-panel.png", small / "01-panel.png")
    monkeypatch.setattr(help_mod, "SMALL_PICTURES", str(small))
    missing = tmp_path / "screenshots" / "01-panel.png"          # as in a zip install
    browser = help_mod.HelpBrowser()
    data = browser.loadResource(QTextDocument.ResourceType.ImageResource, QUrl.fromLocalFile(str(missing)))
    image = data if isinstance(data, QImage) else QImage.fromData(data)
    reference = QImage(str(small / "01-panel.png"))
    assert not image.isNull() and image.size() == reference.size()
    assert help_mod.picture_file(str(tmp_path / "screenshots" / "none.png")) == ""
    # in a checkout the full screenshot, shown as wide as the window allows
    full = browser.loadResource(QTextDocument.ResourceType.ImageResource,
                                QUrl.fromLocalFile(str(DOCS / "screenshots" / "01-panel.png")))
    assert QImage(str(DOCS / "screenshots" / "01-panel.png")).width() > help_mod.PICTURE_WIDTH
    assert full.width() == help_mod.PICTURE_WIDTH
    browser.deleteLater()
