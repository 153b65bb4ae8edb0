"""The rules and conventions reference as web pages: ``docs/rules.md``, ``docs/conventions.md``
and the engine's interpretations (``engine/conventions/INTERPRETATIONS.md``), rendered with an
anchor at every id they define, so that any id a drill, a bot or a hint cites (R-…, D-…, C-…,
I-…, IC-…, V-…) leads somewhere even when no lesson teaches it.

An id is *defined* where it opens a list item (``- **C-1.5** …``) or a heading
(``## R-4 After the auction``), or where it first appears in bold (``**D-3**``). Other mentions
of an id in the text become links to it.
"""

from __future__ import annotations

import re
from collections.abc import Collection
from dataclasses import dataclass, field
from pathlib import Path

import markdown
from django.utils.translation import gettext_noop

# (slug, title, path relative to the repository)
SOURCES = (
    # The titles are kept in English and shown in the reader's language (gettext_noop marks
    # them for the catalogues); the pages themselves are English only.
    ("rules", gettext_noop("The rules"), "docs/rules.md"),
    ("conventions", gettext_noop("The conventions"), "docs/conventions.md"),
    (
        "interpretations",
        gettext_noop("Interpretations in the engine"),
        "engine/conventions/INTERPRETATIONS.md",
    ),
)

ID = r"(?:IC|VD|R|D|C|I|V)-\d+(?:\.\d+)*"
_LI_DEF = re.compile(rf"<li>(\s*(?:<p>)?\s*)<strong>({ID})</strong>")
_HEADING_DEF = re.compile(rf"<(h[1-6])>({ID})\b")
_STRONG = re.compile(rf"<strong>({ID})</strong>")
_MENTION = re.compile(rf"(?<![\w/#-])({ID})(?![\w.]*\d)(?![\w-])")
_TAG = re.compile(r"(<[^>]+>)")


@dataclass
class ReferenceDoc:
    slug: str
    title: str
    body_html: str
    ids: list[str] = field(default_factory=list)


def render(slug: str, title: str, text: str) -> ReferenceDoc:
    """One reference document as HTML with an anchor per defined id."""
    html = markdown.markdown(text, extensions=["tables", "sane_lists", "fenced_code"])
    ids: list[str] = []

    def li(m: re.Match[str]) -> str:
        ids.append(m.group(2))
        return f'<li id="{m.group(2)}">{m.group(1)}<strong>{m.group(2)}</strong>'

    def heading(m: re.Match[str]) -> str:
        ids.append(m.group(2))
        return f'<{m.group(1)} id="{m.group(2)}">{m.group(2)}'

    html = _LI_DEF.sub(li, html)
    html = _HEADING_DEF.sub(heading, html)

    def strong(m: re.Match[str]) -> str:
        if m.group(1) in ids:
            return m.group(0)
        ids.append(m.group(1))
        return f'<strong id="{m.group(1)}">{m.group(1)}</strong>'

    html = _STRONG.sub(strong, html)
    return ReferenceDoc(slug, title, _site_links(html), ids)


def _site_links(html: str) -> str:
    """Links between the documents point at their pages on the site."""
    pages = {rel.rsplit("/", 1)[-1]: page for page, _title, rel in SOURCES}
    names = "|".join(re.escape(name) for name in pages)

    def href(m: re.Match[str]) -> str:
        return f'href="/lessons/reference/{pages[m.group(1)]}/{m.group(2) or ""}"'

    return re.sub(rf'href="(?:[./\w-]*/)?({names})(#[^"]*)?"', href, html)


def link_mentions(html: str, known: set[str]) -> str:
    """Turn the ``known`` ids mentioned in running text into links to /lessons/rule/<id>/
    (never inside a tag, a link, a heading or the bold that defines an id)."""
    out: list[str] = []
    skip = 0  # depth inside elements whose text must stay as it is
    for part in _TAG.split(html):
        if part.startswith("<"):
            name = re.match(r"</?\s*([a-zA-Z0-9]+)", part)
            tag = name.group(1).lower() if name else ""
            if tag in ("a", "strong", "code", "h1", "h2", "h3", "h4", "h5", "h6"):
                skip += -1 if part.startswith("</") else 1
            out.append(part)
        elif skip:
            out.append(part)
        else:
            out.append(_MENTION.sub(lambda m: _link(m.group(1), known), part))
    return "".join(out)


def _link(rule_id: str, known: set[str]) -> str:
    return f'<a href="/lessons/rule/{rule_id}/">{rule_id}</a>' if rule_id in known else rule_id


def load_references(repo: Path, also_known: Collection[str] = ()) -> list[ReferenceDoc]:
    """Every reference document that exists under ``repo``, with mentions of any id they
    define (or of ``also_known``, e.g. the ids lessons teach) linked."""
    docs = [
        render(slug, title, (repo / rel).read_text(encoding="utf-8"))
        for slug, title, rel in SOURCES
        if (repo / rel).exists()
    ]
    known = set(also_known) | {i for d in docs for i in d.ids}
    for d in docs:
        d.body_html = link_mentions(d.body_html, known)
    return docs
