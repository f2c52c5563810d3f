"""The plugin loads on Python 3.9 (QGIS 3.34+ runs 3.9 to 3.13): what vermin (`make lint`) cannot see.

vermin finds 3.10+ syntax, modules and calls, but not a type union written `X | Y` outside an
annotation (a type alias, isinstance's second argument, a TypeVar bound): `from __future__ import
annotations` keeps annotations as text, but those run, and `int | None` is a TypeError before 3.10
(the 3.9 run of the core suite found `Floats = np.ndarray | list[float]` that way). Here every such
`|` between things that look like types, in the code the zip ships and in the core tests.
"""
from __future__ import annotations

import ast
import builtins
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[2]
PLUGIN_CODE = ("__init__.py", "plugin.py", "install_help.py", "pipeline.py", "core", "qgis_io", "processing",
               "ui", "report", "resources", "tests/core", "tests/conftest.py")
BUILTIN_TYPES = {name for name in dir(builtins) if isinstance(getattr(builtins, name), type)}
TYPE_MODULES = {"np", "numpy", "typing", "collections", "abc", "shapely", "datetime", "pathlib"}


def files() -> list[Path]:
    found: list[Path] = []
    for entry in PLUGIN_CODE:
        path = REPO_ROOT / entry
        found.extend([path] if path.is_file() else sorted(path.rglob("*.py")))
    return [f for f in found if "__pycache__" not in f.parts and "_tomli" not in f.parts]


def typeish(node: ast.AST) -> bool:
    """None, a builtin type, a CapWords name, np.ndarray-like attributes, a subscripted generic."""
    if isinstance(node, ast.Constant):
        return node.value is None
    if isinstance(node, ast.Name):
        return node.id in BUILTIN_TYPES or (node.id[:1].isupper() and not node.id.isupper())
    if isinstance(node, ast.Attribute):
        module = node.value.id if isinstance(node.value, ast.Name) else ""
        return (node.attr[:1].isupper() and not node.attr.isupper()) or module in TYPE_MODULES
    if isinstance(node, ast.Subscript):
        return typeish(node.value)
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.BitOr):
        return typeish(node.left) and typeish(node.right)
    return False


def runtime_unions(source: str, name: str) -> list[str]:
    tree = ast.parse(source, name)
    in_annotation: set[int] = set()
    for node in ast.walk(tree):
        annotations = []
        if isinstance(node, (ast.AnnAssign, ast.arg)) and node.annotation is not None:
            annotations.append(node.annotation)
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.returns is not None:
            annotations.append(node.returns)
        in_annotation.update(id(sub) for annotation in annotations for sub in ast.walk(annotation))
    unions = sorted((node for node in ast.walk(tree) if isinstance(node, ast.BinOp)
                     and isinstance(node.op, ast.BitOr) and id(node) not in in_annotation),
                    key=lambda node: (node.lineno, node.col_offset))
    return [f"{name}:{node.lineno}: {ast.unparse(node)}" for node in unions
            if typeish(node.left) and typeish(node.right)
            and not enum_flags(node)]


def enum_flags(node: ast.AST) -> bool:
    """Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | ...: enum values, not types."""
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.BitOr):
        return enum_flags(node.left) and enum_flags(node.right)
    return isinstance(node, ast.Attribute) and isinstance(node.value, ast.Attribute)


def test_no_type_union_runs_outside_an_annotation() -> None:
    found = [hit for path in files()
             for hit in runtime_unions(path.read_text(encoding="utf-8"), str(path.relative_to(REPO_ROOT)))]
    assert len(files()) > 150
    assert found == []


def test_the_check_sees_what_python_3_9_refuses() -> None:
    source = ("from __future__ import annotations\nimport numpy as np\n"
              "Floats = np.ndarray | list[float]\nDepthAt = Callable[[float], float | None]\n"
              "ok = isinstance(x, int | str)\n"
              "flags = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop\n"
              "def f(a: int | None) -> str | None: ...\nmask = a | b\nx: int | None = None\n")
    assert runtime_unions(source, "s.py") == ["s.py:3: np.ndarray | list[float]", "s.py:4: float | None",
                                              "s.py:5: int | str"]
