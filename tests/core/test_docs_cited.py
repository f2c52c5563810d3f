"""Issue #21 item 7: the project carries its own documents. Every document a file of the
repository cites (an upper-case NAME.md, a Markdown link) is in the repository, and nothing
points outside it (../shared, a session's work folder)."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SKIPPED = {"build", "dist", "out", ".venv", ".git", ".ruff_cache", ".mypy_cache", ".pytest_cache",
           ".hypothesis", "__pycache__", "data"}
TEXT = {".py", ".md", ".toml", ".txt", ".sh", ".cfg", ".ui", ".qml", ""}
NAMED_DOC = re.compile(r"\b([A-Z][A-Z0-9_-]+\.md)\b")
MD_LINK = re.compile(r"\]\(([^)\s#]+)(?:#[^)]*)?\)")
OUTSIDE = re.compile(r"\.\./shared\b|/work/(?:shared|wt|notes|main)\b")
# CHANGELOG.md is written by the integrator from the helpers' reports (it may name documents of
# their sessions); this file names bad citations as its examples.
EXEMPT = {"CHANGELOG.md", Path(__file__).name}


def files(root: Path) -> list[Path]:
    out = []
    for path in sorted(root.rglob("*")):
        rel = path.relative_to(root)
        if any(part in SKIPPED or part.startswith(".venv") for part in rel.parts) or not path.is_file():
            continue
        if path.suffix in TEXT and path.name not in EXEMPT and path.stat().st_size < 2_000_000:
            out.append(path)
    return out


def missing_documents(root: Path) -> list[str]:
    found = []
    names = {p.name for p in root.rglob("*.md")
             if not any(part in SKIPPED or part.startswith(".venv") for part in p.relative_to(root).parts)}
    for path in files(root):
        text = path.read_text(encoding="utf-8", errors="replace")
        rel = path.relative_to(root)
        for m in NAMED_DOC.finditer(text):
            if m.group(1) not in names:
                found.append(f"{rel}: cites {m.group(1)}, which is not in the repository")
        for m in OUTSIDE.finditer(text):
            found.append(f"{rel}: points outside the repository ({m.group(0)})")
        if path.suffix == ".md":
            for m in MD_LINK.finditer(text):
                target = m.group(1)
                if re.match(r"^[a-z]+:", target):        # http:, https:, mailto:
                    continue
                if not (path.parent / target).exists():
                    found.append(f"{rel}: links {target}, which is not in the repository")
    return found


def test_every_cited_document_is_in_the_repository() -> None:
    found = missing_documents(ROOT)
    assert not found, "\n".join(found)


def test_a_missing_document_is_caught(tmp_path: Path) -> None:
    (tmp_path / "README.md").write_text("See [the design](docs/architecture.md) and DESIGN.md.\n")
    (tmp_path / "core").mkdir()
    (tmp_path / "core" / "m.py").write_text('"""As DEVELOPERS.md and ../shared/seeds/ say."""\n')
    assert sorted(missing_documents(tmp_path)) == sorted([
        "README.md: cites DESIGN.md, which is not in the repository",
        "README.md: links docs/architecture.md, which is not in the repository",
        "core/m.py: cites DEVELOPERS.md, which is not in the repository",
        "core/m.py: points outside the repository (../shared)",
    ])


def test_the_repositorys_design_is_the_shared_contract_word_for_word() -> None:
    """DESIGN.md is a copy of the team's design (the public contract), so the repository cites no
    file outside it; where the shared one lies beside the checkout (developers, CI), the copy
    must say the same, but for where the law texts are (they are not in the repository)."""
    shared = ROOT.parent / "shared" / "DESIGN.md"
    if not shared.is_file():
        pytest.skip("no shared design beside the checkout")

    def words(text: str) -> str:
        text = text.replace("The laws are in `../shared/seeds/` (", "The laws (")
        text = text.replace("City of Canandaigua §44). They are the source",
                            "City of Canandaigua §44) are the source")
        return " ".join(text.split())

    ours = (ROOT / "DESIGN.md").read_text(encoding="utf-8")
    assert words(ours) == words(shared.read_text(encoding="utf-8"))
