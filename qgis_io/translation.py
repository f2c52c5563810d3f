"""The plugin's translations: the contexts its strings live in and the translator for the user's locale.

ui/, processing/ and report/ translate through here (they never import each other). The contexts
are the ones `pylupdate5` (make translations) files the strings under, so what the .ts holds is
what the code asks for:
- a bare `tr("...")` call (ui/, report/): "@default";
- `self.tr("...")` in a Processing algorithm: the class the call is written in (one of the MRO);
- `QCoreApplication.translate("ShorelineLayout", "...")` in the Processing side's other modules;
- tables of labels translated later: QT_TR_NOOP("...") marks them, under "@default";
- the panel's .ui form: its class, "ShorelinePanel" (uic's retranslateUi asks for it).
The core never translates: it returns rule codes and numbers.
"""
from __future__ import annotations

from pathlib import Path

from qgis.core import QgsSettings
from qgis.PyQt.QtCore import QCoreApplication, QLocale, QTranslator

I18N_DIR = Path(__file__).resolve().parents[1] / "i18n"
QM_PREFIX = "shoreline_layout_"
DEFAULT_CONTEXT = "@default"
PROCESSING_CONTEXT = "ShorelineLayout"
# The plugin's translators installed, newest last (their language sets how findings write numbers).
_INSTALLED: list[QTranslator] = []


def tr(text: str) -> str:
    """Translate a user-facing string of ui/ or report/ (pylupdate5 files bare tr() under @default)."""
    return QCoreApplication.translate(DEFAULT_CONTEXT, text)


def tr_for(cls: type, text: str) -> str:
    """`self.tr` of a class hierarchy: the string is filed under the class whose method holds the call,
    which may be a base of `cls`; the first class in the MRO with a translation wins (then @default,
    where pylupdate5 files QT_TR_NOOP-marked tables of labels)."""
    for context in [klass.__name__ for klass in cls.__mro__] + [DEFAULT_CONTEXT]:
        translated = QCoreApplication.translate(context, text)
        if translated != text:
            return translated
    return text


def one_or_many(n: int, one: str, many: str) -> str:
    """The translated template for `n` things: `one` ("{n} parcel") for exactly one, else `many`
    ("{n} parcels"); the caller passes both through tr() so each language words its own plural
    (never "1 parcel(s)") and the placeholders stay the caller's to fill."""
    return one if n == 1 else many


def user_locale() -> str:
    """The locale of QGIS's interface: the setting Options > General writes (QGIS keeps it equal to
    the system's locale unless the user overrides it), else the system's."""
    chosen = str(QgsSettings().value("locale/userLocale", "", type=str) or "")
    return chosen or QLocale().name()


def install_translator(locale: str | None = None) -> QTranslator | None:
    """Load i18n/shoreline_layout_<locale>.qm (de_DE falls back to de) into the application.

    Returns the installed translator (keep it: Qt does not own it), or None where no file fits,
    English included: the source strings are English."""
    name = locale or user_locale()
    translator = QTranslator()
    if not name or not translator.load(QM_PREFIX + name, str(I18N_DIR)):
        return None
    QCoreApplication.installTranslator(translator)
    _INSTALLED.append(translator)
    return translator


def remove_translator(translator: QTranslator | None) -> None:
    if translator is not None:
        QCoreApplication.removeTranslator(translator)
        if translator in _INSTALLED:
            _INSTALLED.remove(translator)


def translation_locale() -> QLocale | None:
    """The language of the plugin's installed translation (None: none installed, English)."""
    if not _INSTALLED:
        return None
    language = _INSTALLED[-1].language()
    return QLocale(language) if language else None
