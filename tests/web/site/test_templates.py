"""Template source checks that rendering tests miss because the page still renders."""

from pathlib import Path

import pytest
from django.conf import settings

TEMPLATE_FILES = sorted(
    path for folder in settings.TEMPLATES[0]["DIRS"] for path in Path(folder).rglob("*.html")
)


def unclosed_comments(source: str) -> list[int]:
    """Line numbers where a `{#` comment is not closed on its own line. Django's short
    comments are single-line: a `{#` left open is printed on the page as text."""
    return [
        number
        for number, line in enumerate(source.splitlines(), start=1)
        if "{#" in line and "#}" not in line[line.index("{#") :]
    ]


def test_unclosed_comment_is_found():
    assert unclosed_comments("<p>{# a note\n   that goes on #}</p>") == [1]
    assert unclosed_comments("{# one line #}\n{% comment %}\nmany\n{% endcomment %}") == []


def test_there_are_templates_to_check():
    assert len(TEMPLATE_FILES) > 20


@pytest.mark.parametrize("path", TEMPLATE_FILES, ids=lambda p: p.name)
def test_short_comments_close_on_their_own_line(path):
    assert unclosed_comments(path.read_text()) == [], path


@pytest.mark.parametrize("path", TEMPLATE_FILES, ids=lambda p: str(p.relative_to(p.parents[1])))
def test_every_template_compiles(path):
    """Every tag and filter a template uses exists (an unknown filter only fails when a page
    that includes the template is rendered, maybe in a branch no test reaches)."""
    from django.template import engines

    root = next(Path(d) for d in settings.TEMPLATES[0]["DIRS"] if Path(d) in path.parents)
    engines["django"].get_template(str(path.relative_to(root)))
