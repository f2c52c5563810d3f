"""Every user-facing string of ui/, processing/ and report/ goes through tr() (ast, no QGIS).

A string literal (or f-string, or "..." + x, or "...".format()) handed straight to something the
user reads is a string no translation reaches: the message bar, QMessageBox, a widget's text or
tooltip, QgsProcessingException, the Processing feedback, a parameter's or output's description.
Inside tr() it must be a plain literal too: pylupdate5 cannot extract an f-string, and a
translation made for one text never matches a text built at run time.
"""
from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[2]
# qgis_io/ and pipeline.py took over processing's conversion and reading: their messages reach the
# user through Processing and the panel.
PACKAGES = ("ui", "processing", "report", "qgis_io", "pipeline.py")
TR_CALLS = {"tr", "translate", "tr_for"}

# Callee attribute or name -> which positional arguments are user-facing (None: all of them).
USER_FACING_METHODS: dict[str, tuple[int, ...] | None] = {
    "pushMessage": None, "pushWarning": None, "pushCritical": None, "pushInfo": None, "pushSuccess": None,
    "reportError": (0,), "setProgressText": (0,), "pushFormattedMessage": None,
    "setText": (0,), "setToolTip": (0,), "setWindowTitle": (0,), "setPlaceholderText": (0,),
    "setStatusTip": (0,), "setTitle": (0,), "setWhatsThis": (0,), "addTab": (1, 2), "setTabText": (1,),
    "information": (1, 2), "warning": (1, 2), "critical": (1, 2), "question": (1, 2),
    "getText": (1, 2), "getExistingDirectory": (1,), "getSaveFileName": (1, 3), "getOpenFileName": (1, 3),
    "addAction": None, "setHelp": (0,),
}
USER_FACING_CONSTRUCTORS = {
    "QAction": (0, 1), "QLabel": (0,), "QPushButton": (0, 1), "QToolButton": (), "QGroupBox": (0,),
    "QCheckBox": (0,), "QRadioButton": (0,), "QMessageBox": (1, 2), "QgsProcessingException": (0,),
}
# QgsProcessingParameter*/QgsProcessingOutput*(name, description, ...).
DESCRIBED_PREFIXES = ("QgsProcessingParameter", "QgsProcessingOutput")
USER_FACING_KEYWORDS = {"description", "text", "title", "message", "toolTip", "caption", "label", "filter"}
# Technical channels, for developers: kept in English like QGIS's own.
TECHNICAL = {"pushDebugInfo", "pushCommandInfo", "pushConsoleInfo", "logMessage"}


def callee(node: ast.Call) -> str:
    func = node.func
    return func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""


def is_tr_call(node: ast.AST) -> bool:
    return isinstance(node, ast.Call) and callee(node) in TR_CALLS


def is_text(node: ast.AST) -> bool:
    return (isinstance(node, ast.Constant) and isinstance(node.value, str)
            and any(c.isalpha() for c in node.value))


def untranslated(node: ast.AST) -> bool:
    """A literal, an f-string, a concatenation or a .format()/% of one, none of it through tr()."""
    if is_text(node):
        return True
    if isinstance(node, ast.JoinedStr):
        return any(is_text(v) for v in node.values)
    if isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Add, ast.Mod)):
        return untranslated(node.left) or untranslated(node.right)
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "format":
        return untranslated(node.func.value)
    return False


def user_facing_args(node: ast.Call) -> Iterator[ast.AST]:
    name = callee(node)
    if name in TECHNICAL:
        return
    positions: tuple[int, ...] | str | None = "none"
    if name in USER_FACING_METHODS and isinstance(node.func, ast.Attribute):
        positions = USER_FACING_METHODS[name]
    elif name in USER_FACING_CONSTRUCTORS:
        positions = USER_FACING_CONSTRUCTORS[name]
    elif name.startswith(DESCRIBED_PREFIXES):
        positions = (1,)
    if positions == "none":
        return
    for index, arg in enumerate(node.args):
        if positions is None or index in positions:  # type: ignore[operator]
            yield arg
    for keyword in node.keywords:
        if keyword.arg in USER_FACING_KEYWORDS:
            yield keyword.value


def findings(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    where = path.relative_to(REPO_ROOT)
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        if is_tr_call(node):
            # tr(KIND_LABELS[kind]) is fine (the table's literals are marked with QT_TRANSLATE_NOOP,
            # tests/qgis/test_translations.py checks they are translated); a text built here is not.
            text = (node.args[0] if callee(node) == "tr" else node.args[-1]) if node.args else None
            if text is not None and (isinstance(text, ast.JoinedStr)
                                     or (untranslated(text) and not is_text(text))):
                found.append(f"{where}:{node.lineno} {callee(node)}() of a text built at run time "
                             f"({ast.unparse(text)[:60]}): translate the literal, then .format() it")
            continue
        for arg in user_facing_args(node):
            if untranslated(arg):
                shown = ast.unparse(arg)[:60]
                found.append(f"{where}:{node.lineno} {callee(node)}({shown}): wrap it in tr()")
    return found


def sources() -> list[Path]:
    paths = [REPO_ROOT / package for package in PACKAGES]
    return [p for path in paths for p in ([path] if path.is_file() else sorted(path.rglob("*.py")))
            if "__pycache__" not in p.parts]


def test_every_user_facing_string_is_translatable() -> None:
    found = [f for path in sources() for f in findings(path)]
    assert found == []


def test_the_check_catches_untranslated_strings(tmp_path: Path) -> None:
    sample = REPO_ROOT / "ui" / "_translatable_sample.py"  # findings() reports paths under the repo
    code = (
        "bar.pushMessage('Shoreline Layout', f'{n} parcels', level=1)\n"
        "bar.pushMessage(tr('Shoreline Layout'), tr('{n} parcels').format(n=n))\n"
        "label.setText('Parcels: ' + str(n))\n"
        "raise QgsProcessingException(f'No layer {name}.')\n"
        "raise QgsProcessingException(self.tr('No layer {name}.').format(name=name))\n"
        "feedback.pushWarning('{} repairs'.format(k))\n"
        "feedback.pushDebugInfo('internal detail')\n"
        "QgsProcessingParameterNumber('SCALE', 'Map scale', optional=True)\n"
        "QgsProcessingParameterNumber('SCALE', self.tr('Map scale'))\n"
        "QMessageBox.warning(None, 'Site plan', tr('Could not write.'))\n"
        "tr(f'{n} parcels')\n"
        "widget.setToolTip('')\n"
        "tr('Parcels: ' + kind)\n"
        "tr(KIND_LABELS[kind])\n"
        "parameter.setHelp('The layer to read.')\n"
    )
    try:
        sample.write_text(code, encoding="utf-8")
        lines = sorted(int(f.split(":")[1].split()[0]) for f in findings(sample))
    finally:
        sample.unlink()
    assert lines == [1, 1, 3, 4, 6, 8, 10, 11, 13, 15]


# The parameters' help lives in tables (processing/parameter_help.py, the output table's rows in
# qgis_io/outputs.py) and is translated where it is set: each text must be marked for pylupdate5.
HELP_CONTEXT = "ParameterHelp"


def marked(node: ast.AST) -> bool:
    """A QT_TRANSLATE_NOOP("ParameterHelp", "literal" ...) call, or a tuple of them and of other
    entries of the table (HELP["STRUCTURES"])."""
    if isinstance(node, ast.Tuple):
        return all(marked(e) or isinstance(e, ast.Subscript) for e in node.elts)
    return (isinstance(node, ast.Call) and callee(node) == "QT_TRANSLATE_NOOP" and len(node.args) == 2
            and isinstance(node.args[0], ast.Constant) and node.args[0].value == HELP_CONTEXT
            and is_text(node.args[1]))


def help_entries() -> list[tuple[str, ast.AST]]:
    """(where, value) of every help text in the two tables."""
    found: list[tuple[str, ast.AST]] = []
    table = REPO_ROOT / "processing" / "parameter_help.py"
    for node in ast.parse(table.read_text(encoding="utf-8")).body:
        target = node.target if isinstance(node, ast.AnnAssign) else (
            node.targets[0] if isinstance(node, ast.Assign) else None)
        if (isinstance(target, ast.Name) and target.id in ("HELP", "OVERRIDES")
                and isinstance(node.value, ast.Dict)):
            found += [(f"parameter_help.py:{v.lineno}", v) for v in node.value.values]
    outputs = REPO_ROOT / "qgis_io" / "outputs.py"
    for node in ast.walk(ast.parse(outputs.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Call) and callee(node) == "OutputLayer" and len(node.args) >= 8:
            found.append((f"outputs.py:{node.lineno}", node.args[7]))
    return found


def test_every_parameter_help_is_marked_for_translation() -> None:
    entries = help_entries()
    assert len(entries) >= 55            # the two tables were found
    assert [where for where, value in entries if not marked(value)] == []
    # and the check sees an unmarked one, or one under another context
    for code, ok in (('"The layer."', False), ('QT_TRANSLATE_NOOP("@default", "The layer.")', False),
                     ('QT_TRANSLATE_NOOP("ParameterHelp", "The layer.")', True),
                     ('(HELP["X"], "Required.")', False)):
        assert marked(ast.parse(code, mode="eval").body) is ok, code

