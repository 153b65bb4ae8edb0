"""Issue #19: the whole site in Finnish, found by following links rather than by a list of
pages. A Finnish guest who has answered drills and started a game follows the site's links
from the home page (the real course loaded: every lesson's pages, and up to six pages of each
other kind); then a Finnish teacher with a class and an assignment follows the course pages,
and so does a Finnish student of that class. No page they reach shows a word of the English
catalogue outside the parts marked ``lang="en"`` (lessons, glossary entries and the
reference without a Finnish version, which say so)."""

from __future__ import annotations

import re
from collections import deque
from html.parser import HTMLParser

import pytest

from tests.browser.test_i18n_browser import english_left
from tests.conftest import load_course

# The admin (staff only, Django's own words), files, and links a crawl must not follow
# (log out, switch the language).
SKIP = re.compile(r"^/(admin|static|accounts/logout|accounts/language)\b|\.(csv|json|txt)$")
LIMIT = 1000
PER_SHAPE = 6
# Markdown that a page shows instead of rendering: a link, a glossary term, bold.
MARKDOWN = re.compile(r".{0,40}(\]\(/|\[\[|\*\*).{0,40}")
# Words Finnish shares with English: a game's and a city's names, and the two English games
# the history lesson names as whist's ancestors ("ruff- ja honours-pelit").
SHARED = {"bridge", "helsinki"}
QUOTED = {"/lessons/history/": {"ruff", "honours"}}


class _Text(HTMLParser):
    """The text a reader sees, leaving out scripts, styles and anything inside an element
    marked as English; and the site's own links."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self.links: list[str] = []
        self._stack: list[tuple[str, bool]] = []

    VOID = frozenset(
        [
            "area",
            "base",
            "br",
            "col",
            "embed",
            "hr",
            "img",
            "input",
            "link",
            "meta",
            "source",
            "track",
            "wbr",
        ]
    )

    def _hidden(self) -> bool:
        return any(hidden for _tag, hidden in self._stack)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = dict(attrs)
        href = a.get("href")
        if tag == "a" and href and href.startswith("/"):
            self.links.append(href.split("#")[0])
        if tag in self.VOID:
            shown = ["alt", "placeholder", "title", "aria-label"]
            if a.get("type") in ("submit", "button", "reset"):
                shown.append("value")  # a button's words; other fields' values are data
            for name in shown:
                if a.get(name) and not self._hidden():
                    self.parts.append(str(a[name]))
            return
        hidden = tag in ("script", "style", "template") or a.get("lang") == "en"
        for name in ("title", "aria-label"):
            if a.get(name) and not (hidden or self._hidden()):
                self.parts.append(str(a[name]))
        self._stack.append((tag, hidden))

    def handle_endtag(self, tag: str) -> None:
        for i in range(len(self._stack) - 1, -1, -1):
            if self._stack[i][0] == tag:
                del self._stack[i:]
                return

    def handle_data(self, data: str) -> None:
        if not self._hidden():
            self.parts.append(data)


def _read(html: str) -> tuple[str, list[str]]:
    parser = _Text()
    parser.feed(html)
    return " ".join(" ".join(parser.parts).split()), parser.links


def shape(url: str) -> str:
    """Pages of one kind share a shape: "/drills/lead/1-abc/" and "/drills/bid/2-xyz/" are
    both "drills/*/N-abc"; a lesson's pages keep its name (every lesson is read), so that
    "/lessons/beta/questions/2/" is "lessons/beta/questions/N"."""
    path, _q, query = url.partition("?")
    parts = path.strip("/").split("/")
    if len(parts) > 1 and parts[0] in ("drills", "courses", "play") and not parts[1].isdecimal():
        parts[1] = "*"
    path = re.sub(r"\d+", "N", "/".join(parts))
    keys = sorted(k.partition("=")[0] for k in query.split("&") if k)
    return path + ("?" + "&".join(keys) if keys else "")


def crawl(
    client, start: list[str], within: tuple[str, ...] = ("/",), finnish: bool = True
) -> tuple[dict[str, list[str]], int]:
    """English words by page (or the error status of a link that fails), over the pages
    reachable from ``start``: up to PER_SHAPE pages of each shape, so that one kind of page
    (a lesson's replay steps, drill permalinks) does not use up the crawl."""
    seen = set(start)
    shapes: dict[str, int] = {}
    queue = deque(start)
    found: dict[str, list[str]] = {}
    pages = 0

    def follow(link: str) -> None:
        """Queue a link (or a redirect's target) unless seen, skipped, outside ``within``
        or of a shape already crawled PER_SHAPE times."""
        if link in seen or SKIP.search(link) or not link.startswith(within):
            return
        seen.add(link)
        kind = shape(link)
        shapes[kind] = shapes.get(kind, 0) + 1
        if shapes[kind] <= PER_SHAPE:
            queue.append(link)

    while queue and pages < LIMIT:
        url = queue.popleft()
        response = client.get(url)
        if response.status_code in (301, 302):
            follow(response["Location"])
            continue
        if response.status_code >= 400:
            found[url] = [f"HTTP {response.status_code}"]
            continue
        if response.status_code != 200 or "html" not in response.get("Content-Type", ""):
            continue
        pages += 1
        text, links = _read(response.content.decode())
        markdown = MARKDOWN.search(text)
        if markdown:
            found[url] = [f"Markdown: {markdown.group(0)}"]
        text = re.sub(r"\S*/\S*", " ", text)  # addresses shown as text ("/courses/join/")
        words = sorted(set(english_left(text)) - SHARED - QUOTED.get(url, set())) if finnish else []
        if words:
            found[url] = [*found.get(url, []), *words]
        for link in links:
            follow(link)
    return found, pages


@pytest.mark.django_db
def test_a_finnish_guest_and_a_finnish_teacher_find_no_english_page(client):
    from courses.models import Assignment
    from drills.services import generate_drill
    from tests.web.courses.helpers import join, logged_in, make_assignment, make_class
    from tests.web.drills.helpers import answer_for, post

    load_course()
    client.post("/accounts/language/", {"language": "fi", "next": "/"})
    for slug, seed in (("lead", "crawl1"), ("bid", "crawl2"), ("score", "crawl3")):
        drill = generate_drill(slug, 1, seed)
        post(client, drill, answer_for(drill, right=False))
    client.post("/play/", {"deals": 12, "bolshevik": "none", "bots": "random"})
    found, pages = crawl(client, ["/"])
    assert pages > 300, pages
    assert found == {}, "\n".join(f"{u}: {w}" for u, w in found.items())

    teacher = logged_in("opettaja")
    teacher.post("/accounts/language/", {"language": "fi", "next": "/"})
    classroom = make_class(teacher, name="Syyskurssi")
    assignment = make_assignment(teacher, classroom, lessons=(), theme="C-4.5", deals=1)
    # The teacher's own words, in the teacher's language.
    Assignment.objects.filter(pk=assignment.pk).update(
        title="Viikko 1", instructions="Lue, harjoittele ja pelaa."
    )
    found, pages = crawl(teacher, ["/", "/courses/"], within=("/courses/", "/accounts/"))
    assert pages > 8, pages
    assert found == {}, "\n".join(f"{u}: {w}" for u, w in found.items())

    # A student of the class, in Finnish, with the assignment started.
    student = logged_in("opiskelija")
    student.post("/accounts/language/", {"language": "fi", "next": "/"})
    join(student, classroom)
    item = assignment.items.first()
    assert item is not None
    student.post(f"/courses/my/{assignment.pk}/items/{item.pk}/start/")
    found, pages = crawl(student, ["/", "/courses/"], within=("/courses/", "/accounts/"))
    assert pages > 3, pages
    assert found == {}, "\n".join(f"{u}: {w}" for u, w in found.items())


@pytest.mark.django_db
def test_an_english_guest_finds_no_broken_link_and_no_raw_markdown(client):
    from drills.services import generate_drill
    from tests.web.drills.helpers import answer_for, post

    load_course()
    drill = generate_drill("hand-over", 1, "crawl4")
    post(client, drill, answer_for(drill, right=False))
    client.post("/play/", {"deals": 12, "bolshevik": "none", "bots": "random"})
    found, pages = crawl(client, ["/"], finnish=False)
    assert pages > 300, pages
    assert found == {}, "\n".join(f"{u}: {w}" for u, w in found.items())
