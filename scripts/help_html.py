"""docs/processing.md -> docs/processing.html, the page the algorithms' Help buttons open.

A browser opens an .html file on every operating system; a .md file opens in whatever the system
has for it (on stock Windows, nothing). The HTML is committed (the plugin zip is made from
committed files) and tests/qgis/test_toolbox.py checks that it is this script's rendering of the
Markdown as it is now, and that every algorithm's anchor is in it.

The Markdown is the subset the page uses: headings, paragraphs, lists, tables, fenced code,
`code`, **bold**, *emphasis*, [links](x.md) and raw HTML lines (the `<a id="...">` anchors).
Plain Python, no Markdown package: it runs wherever the tests run.

    python3 scripts/help_html.py            # rewrite docs/processing.html
    python3 scripts/help_html.py --check    # exit 1 if it is out of date
"""
from __future__ import annotations

import html
import re
import sys
from pathlib import Path

DOCS = Path(__file__).resolve().parent.parent / "docs"
PAGES = ("processing.md",)

_CODE = re.compile(r"`([^`]+)`")
_LINK = re.compile(r"\[([^\]]+)\]\(([^)\s]+)\)")
_BOLD = re.compile(r"\*\*(.+?)\*\*")
_EM = re.compile(r"(?<![\w*])\*(?!\s)(.+?)(?<!\s)\*(?![\w*])")
_TABLE_RULE = re.compile(r"^\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?$")
_ITEM = re.compile(r"^(\s*)([-*]|\d+\.)\s+(.*)$")

STYLE = """body { font-family: sans-serif; max-width: 60em; margin: 1em auto; padding: 0 1em;
  line-height: 1.45; color: #222; }
code, pre { font-family: monospace; background: #f4f4f4; }
pre { padding: .6em; overflow-x: auto; }
table { border-collapse: collapse; margin: .6em 0; }
th, td { border: 1px solid #bbb; padding: .25em .5em; text-align: left; vertical-align: top; }
h2 { border-bottom: 1px solid #ccc; margin-top: 1.6em; }"""


def _href(target: str) -> str:
    """A link to another page of the docs: its .html where one is rendered, else as written."""
    page, _, anchor = target.partition("#")
    if page in PAGES:
        page = page[:-3] + ".html"
    return html.escape(page + (f"#{anchor}" if anchor else ""), quote=True)


def inline(text: str) -> str:
    """Escaped text with code spans, links, bold and emphasis."""
    codes: list[str] = []

    def keep(m: re.Match) -> str:
        codes.append(f"<code>{html.escape(m.group(1))}</code>")
        return f"\x00{len(codes) - 1}\x00"

    text = html.escape(_CODE.sub(keep, text), quote=False)
    text = _LINK.sub(lambda m: f'<a href="{_href(html.unescape(m.group(2)))}">{m.group(1)}</a>', text)
    text = _BOLD.sub(r"<strong>\1</strong>", text)
    text = _EM.sub(r"<em>\1</em>", text)
    return re.sub("\x00(\\d+)\x00", lambda m: codes[int(m.group(1))], text)


def _cells(line: str) -> list[str]:
    return [c.strip() for c in line.strip().strip("|").split("|")]


def _table(lines: list[str]) -> list[str]:
    out = ["<table>", "<tr>" + "".join(f"<th>{inline(c)}</th>" for c in _cells(lines[0])) + "</tr>"]
    out += ["<tr>" + "".join(f"<td>{inline(c)}</td>" for c in _cells(row)) + "</tr>" for row in lines[2:]]
    return [*out, "</table>"]


def _list(lines: list[str]) -> list[str]:
    ordered = _ITEM.match(lines[0]).group(2)[0].isdigit()  # type: ignore[union-attr]
    items: list[str] = []
    for line in lines:
        m = _ITEM.match(line)
        if m:
            items.append(m.group(3))
        else:
            items[-1] += " " + line.strip()
    tag = "ol" if ordered else "ul"
    return [f"<{tag}>", *(f"<li>{inline(i)}</li>" for i in items), f"</{tag}>"]


def render(markdown: str, title: str) -> str:
    """The whole page."""
    body: list[str] = []
    lines = markdown.splitlines()
    i = 0
    while i < len(lines):
        line = lines[i]
        if not line.strip():
            i += 1
        elif line.startswith("```"):
            end = next((j for j in range(i + 1, len(lines)) if lines[j].startswith("```")), len(lines))
            body.append("<pre><code>" + html.escape("\n".join(lines[i + 1:end])) + "</code></pre>")
            i = end + 1
        elif m := re.match(r"^(#{1,6})\s+(.*)$", line):
            level = len(m.group(1))
            body.append(f"<h{level}>{inline(m.group(2))}</h{level}>")
            i += 1
        elif line.lstrip().startswith("<"):
            body.append(line)                       # raw HTML (anchors)
            i += 1
        elif line.startswith("|") and i + 1 < len(lines) and _TABLE_RULE.match(lines[i + 1].strip()):
            end = i + 2
            while end < len(lines) and lines[end].startswith("|"):
                end += 1
            body += _table(lines[i:end])
            i = end
        else:
            end = i + 1
            while end < len(lines) and lines[end].strip() and not re.match(r"^(#|```|<|\|)", lines[end]) \
                    and not (_ITEM.match(line) is None and _ITEM.match(lines[end])):
                end += 1
            block = lines[i:end]
            text = " ".join(x.strip() for x in block)
            body += _list(block) if _ITEM.match(line) else [f"<p>{inline(text)}</p>"]
            i = end
    return ("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
            f"<title>{html.escape(title)}</title>\n<style>\n{STYLE}\n</style>\n</head>\n<body>\n"
            + "\n".join(body) + "\n</body>\n</html>\n")


def rendered(page: str) -> str:
    markdown = (DOCS / page).read_text(encoding="utf-8")
    title = next((line.lstrip("# ").strip() for line in markdown.splitlines() if line.startswith("# ")), page)
    return render(markdown, title)


def main(argv: list[str]) -> int:
    stale = []
    for page in PAGES:
        target = DOCS / (page[:-3] + ".html")
        text = rendered(page)
        if "--check" in argv:
            if not target.is_file() or target.read_text(encoding="utf-8") != text:
                stale.append(str(target))
        else:
            target.write_text(text, encoding="utf-8")
            print(f"help_html: {target}")
    if stale:
        print("help_html: out of date (run python3 scripts/help_html.py): " + ", ".join(stale))
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
