"""Read content/ (course.yaml, glossary.yaml, lessons/*.md, examples/*.txt) and render lessons.

Everything is checked on the way in: unknown glossary terms, ids in ``teaches`` without a
``§`` anchor, bad card notation in a diagram, examples that do not replay. Problems are
collected as :class:`ContentProblem` so ``load_content`` can list them all at once.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import markdown
import yaml
from django.utils import translation
from django.utils.html import escape, format_html
from django.utils.safestring import SafeString, mark_safe
from django.utils.translation import gettext

from cardui import cardhtml

from ..services import (
    DRILL_TYPES,
    DealRecord,
    NotationError,
    RecordError,
    ask_parts,
    check_asks,
    drill_signature,
    loads,
    parse_action,
    parse_cards,
    parse_hand,
    parse_seat,
    practise_for,
)

# Rule ids a lesson may teach: rules and decisions (R-, D-, Vint's V-, VD-), conventions and
# their interpretations (C-, I-, the engine's IC-).
ID_RE = re.compile(r"^(R-\d+(?:\.\d+)?|D-\d+|V-\d+(?:\.\d+)?|VD-\d+|C-\d+(?:\.\d+)?|I-\d+|IC-\d+)$")
FENCE_RE = re.compile(r"^```([a-z]+)[ \t]*(.*?)\n(.*?)^```[ \t]*$", re.S | re.M)
HEADING_RE = re.compile(r"^(#{2,4})\s+(.*?)\s*((?:§[A-Z]{1,2}-[\d.]+\s*)+)$", re.M)
GLOSS_RE = re.compile(r"\[\[([^\]|]+)(?:\|([^\]]+))?\]\]")
PLACEHOLDER = "ZZDIAGRAM{}ZZ"


class ContentProblem(Exception):
    def __init__(self, where: str, message: str) -> None:
        super().__init__(f"{where}: {message}")
        self.where = where
        self.message = message


@dataclass
class GlossaryEntry:
    term: str
    definition: str
    finnish: str = ""
    aliases: list[str] = field(default_factory=list)
    lesson: str = ""
    definition_fi: str = ""

    @property
    def slug(self) -> str:
        return slugify(self.term)


@dataclass
class ExampleDeal:
    slug: str
    title: str
    source: str
    text: str
    steps: int
    # The Finnish version (examples/<slug>.fi.txt), where there is one: the same deal and
    # moves, with the title, source, seat labels and notes in Finnish.
    title_fi: str = ""
    source_fi: str = ""
    text_fi: str = ""

    def title_in(self, lang: str) -> str:
        return self.title_fi if lang == "fi" and self.title_fi else self.title


@dataclass
class LessonDoc:
    slug: str
    title: str
    part: str
    part_title: str
    part_order: int
    track: str
    order: int
    summary: str
    handbook: str
    teaches: list[str]
    practise: list[dict[str, Any]]
    body_html: str
    toc: list[dict[str, str]]
    anchors: list[str]
    examples: list[str]
    links: list[str]
    source_hash: str
    words: int = 0
    questions: list[QuestionSpec] = field(default_factory=list)
    part_title_fi: str = ""
    fi: FinnishLesson | None = None  # the lesson's Finnish version (lessons/<slug>.fi.md)


@dataclass
class FinnishLesson:
    """The Finnish version of a lesson: its own title, summary and body, and its questions'
    texts (the same questions as the English lesson, number for number)."""

    title: str
    summary: str
    handbook: str
    body_html: str
    toc: list[dict[str, str]]
    questions: list[QuestionSpec]
    links: list[str]


@dataclass
class QuestionSpec:
    """A question at the end of a lesson section (a ```question block): either an engine
    drill, graded by the conventions (``drill``), or a choice among written answers
    (``choice``). ``key`` is a hash of the block, so an edited question is a new one."""

    number: int
    key: str
    kind: str  # "drill" or "choice"
    section: str  # the heading the question follows
    drill_type: str = ""
    drill_key: str = ""
    ask: str = ""
    options: list[str] = field(default_factory=list)
    right: list[int] = field(default_factory=list)
    why: str = ""
    ids: list[str] = field(default_factory=list)


@dataclass
class Content:
    lessons: list[LessonDoc]
    glossary: list[GlossaryEntry]
    examples: dict[str, ExampleDeal]
    problems: list[ContentProblem]
    anchor_home: dict[str, str] = field(default_factory=dict)  # id -> the lesson links go to


def slugify(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


def split_front_matter(text: str, where: str) -> tuple[dict[str, Any], str]:
    if not text.startswith("---"):
        raise ContentProblem(where, "a lesson starts with a YAML header between --- lines")
    parts = text.split("\n---", 1)
    if len(parts) != 2:
        raise ContentProblem(where, "the YAML header is not closed with ---")
    try:
        meta = yaml.safe_load(parts[0][3:]) or {}
    except yaml.YAMLError as exc:
        raise ContentProblem(where, f"the YAML header does not parse: {exc}") from None
    if not isinstance(meta, dict):
        raise ContentProblem(where, "the YAML header must be a mapping")
    body = parts[1].split("\n", 1)[1] if "\n" in parts[1] else ""
    return meta, body


def load_glossary(path: Path) -> list[GlossaryEntry]:
    if not path.exists():
        return []
    data = yaml.safe_load(path.read_text(encoding="utf-8")) or []
    entries = []
    for item in data:
        if not isinstance(item, dict) or "term" not in item or "definition" not in item:
            raise ContentProblem(str(path), f"each entry needs term and definition: {item!r}")
        entries.append(
            GlossaryEntry(
                term=str(item["term"]),
                definition=str(item["definition"]).strip(),
                finnish=str(item.get("finnish") or ""),
                aliases=[str(a) for a in item.get("aliases") or []],
                lesson=str(item.get("lesson") or ""),
                definition_fi=str(item.get("definition_fi") or "").strip(),
            )
        )
    return entries


def glossary_index(entries: list[GlossaryEntry]) -> dict[str, GlossaryEntry]:
    index: dict[str, GlossaryEntry] = {}
    for e in entries:
        for name in [e.term, *e.aliases]:
            index[name.lower()] = e
    return index


def finnish_index(entries: list[GlossaryEntry]) -> dict[str, GlossaryEntry | None]:
    """Finnish names → entries, for ``[[ylianto]]`` in a Finnish lesson. A name two entries
    share (``kierros``: a set, a round of the auction) maps to None: write the English term."""
    index: dict[str, GlossaryEntry | None] = {}
    for e in entries:
        name = e.finnish.lower()
        if name:
            index[name] = None if name in index and index[name] is not e else e
    return index


def _plain(heading: str) -> str:
    """A heading's Markdown as the text a reader sees (a question names its section):
    links and glossary terms keep their words, emphasis marks go."""
    text = re.sub(r"\[\[([^]|]+)\|([^]]+)\]\]", r"\2", heading)  # [[term|words]]
    text = re.sub(r"\[\[([^]]+)\]\]", r"\1", text)  # [[term]]
    text = re.sub(r"\[([^]]+)\]\([^)]*\)", r"\1", text)  # [words](url)
    return re.sub(r"(\*{1,2}|_{1,2}|`)(.+?)\1", r"\2", text)


class Renderer:
    """Turns one lesson's Markdown into HTML, collecting anchors, examples and links.

    ``lang`` is the language of the text: the site's own words in the HTML (diagram labels,
    links to questions) follow it, and in Finnish a glossary popover gives the Finnish term
    and definition (English where the glossary has no Finnish yet). ``diagrams_seen`` records
    every card diagram by its data, so a Finnish version can be checked against the English."""

    def __init__(
        self,
        where: str,
        glossary: dict[str, GlossaryEntry],
        examples: dict[str, ExampleDeal],
        slug: str = "",
        lang: str = "en",
        finnish_names: dict[str, GlossaryEntry | None] | None = None,
    ) -> None:
        self.where = where
        self.glossary = glossary
        self.examples = examples
        self.lang = lang
        self.finnish_names = finnish_names or {}
        self.diagrams: list[SafeString] = []
        self.diagrams_seen: list[str] = []
        self.table_numbers: list[str] = []
        self.anchors: list[str] = []
        self.used_examples: list[str] = []
        self.toc: list[dict[str, str]] = []
        self.questions: list[QuestionSpec] = []
        self.slug = slug or where.removeprefix("lessons/").removesuffix(".md")
        self._section = ""

    def problem(self, message: str) -> ContentProblem:
        return ContentProblem(self.where, message)

    def render(self, body: str) -> str:
        self.table_numbers = table_numbers(body)
        with translation.override(self.lang):
            return self._render(body)

    def _render(self, body: str) -> str:
        body = FENCE_RE.sub(self._fence, body)
        body = HEADING_RE.sub(self._heading, body)
        body = GLOSS_RE.sub(self._gloss, body)
        md = markdown.Markdown(extensions=["attr_list", "tables", "sane_lists", "fenced_code"])
        html = md.convert(body)
        for i, diagram in enumerate(self.diagrams):
            token = PLACEHOLDER.format(i)
            html = html.replace(f"<p>{token}</p>", diagram).replace(token, diagram)
        html = re.sub(r"<h([234]) ([^>]*)>(.*?)</h\1>", self._heading_html, html)
        # Wide tables scroll sideways on a phone instead of widening the page.
        html = html.replace("<table>", '<div class="table-scroll" tabindex="0"><table>')
        return html.replace("</table>", "</table></div>")

    # --- fenced diagrams ---
    def _fence(self, m: re.Match[str]) -> str:
        kind, caption, data = m.group(1), m.group(2).strip(), m.group(3)
        headings = re.findall(r"^##\s+(.*?)\s*(?:§.*)?$", m.string[: m.start()], re.M)
        self._section = _plain(headings[-1]) if headings else ""
        try:
            html = self._diagram(kind, caption, data)
        except (NotationError, ValueError, KeyError) as exc:
            raise self.problem(f"bad ```{kind}``` block ({exc}): {data.strip()[:60]!r}") from None
        if html is None:
            return m.group(0)  # an ordinary code block
        self.diagrams.append(html)
        return "\n\n" + PLACEHOLDER.format(len(self.diagrams) - 1) + "\n\n"

    def _diagram(self, kind: str, caption: str, data: str) -> SafeString | None:
        lines = [ln.strip() for ln in data.strip().splitlines() if ln.strip()]
        if kind == "question":
            return self._question(lines, data)
        if kind == "hand":
            hand = parse_hand(" ".join(lines))
            self.diagrams_seen.append(f"hand {hand}")
            return cardhtml.hand_diagram(hand, caption)
        if kind == "packet":
            cards = parse_cards(" ".join(lines))
            if len(cards) != 4:
                raise ValueError("a packet has four cards")
            self.diagrams_seen.append("packet " + " ".join(map(str, cards)))
            return cardhtml.packet_diagram(cards, caption)
        if kind == "cards":
            cards = parse_cards(" ".join(lines))
            self.diagrams_seen.append("cards " + " ".join(map(str, cards)))
            return cardhtml.cards_diagram(cards, caption)
        if kind == "deal":
            return self._deal(lines, caption)
        if kind == "auction":
            return self._auction(lines, caption)
        if kind == "replay":
            slug = caption.split()[0] if caption else ""
            if slug not in self.examples:
                raise ValueError(f"no example deal {slug!r} in content/examples/")
            self.used_examples.append(slug)
            self.diagrams_seen.append(f"replay {slug}")
            return format_html(
                '<div class="replay-slot" hx-get="/lessons/examples/{0}/?step=0&amp;embed=1" '
                'hx-trigger="load" hx-swap="outerHTML"><a href="/lessons/examples/{0}/">'
                "{1}</a></div>",
                slug,
                gettext("Step through the example deal: %(title)s")
                % {"title": self.examples[slug].title_in(self.lang) or slug},
            )
        return None

    def _question(self, lines: list[str], data: str) -> SafeString:
        """A question block: ``drill: TYPE KEY`` with ``shows: …`` (the drill's cards, so a
        change in how drills are made cannot swap the situation silently), or ``ask: …`` with
        options (``* right`` / ``- wrong``), ``why: …`` and ``ids: …``."""
        number = len(self.questions) + 1
        key = hashlib.sha256(f"{self.slug}\n{data.strip()}".encode()).hexdigest()[:16]
        fields: dict[str, str] = {}
        options: list[str] = []
        right: list[int] = []
        for line in lines:
            if line[:2] in ("* ", "- "):
                if line[0] == "*":
                    right.append(len(options))
                options.append(line[2:].strip())
                continue
            name, sep, value = line.partition(":")
            if not sep or name.strip() not in ("drill", "shows", "ask", "why", "ids"):
                raise ValueError(
                    f"a question line is 'drill:', 'shows:', 'ask:', 'why:', "
                    f"'ids:' or an option ('* right', '- wrong'), not {line!r}"
                )
            fields[name.strip()] = value.strip()
        ids = [i.strip() for i in fields.get("ids", "").split(",") if i.strip()]
        for i in ids:
            if not ID_RE.match(i):
                raise ValueError(f"not a rule or convention id: {i}")
        if "drill" in fields:
            kind_key = fields["drill"].split()
            if len(kind_key) != 2 or kind_key[0] not in DRILL_TYPES:
                raise ValueError(f"drill: TYPE KEY, with TYPE one of {', '.join(DRILL_TYPES)}")
            shows = drill_signature(kind_key[0], kind_key[1])
            if fields.get("shows", "") != shows:
                raise ValueError(f"drill {fields['drill']} shows {shows!r}: write 'shows: {shows}'")
            spec = QuestionSpec(number, key, "drill", self._section, kind_key[0], kind_key[1])
        else:
            if not fields.get("ask") or len(options) < 2 or not right or not fields.get("why"):
                raise ValueError(
                    "a choice question needs ask:, two or more options, at "
                    "least one '* right' option and why:"
                )
            spec = QuestionSpec(
                number,
                key,
                "choice",
                self._section,
                ask=fields["ask"],
                options=options,
                right=right,
                why=fields["why"],
                ids=ids,
            )
        self.questions.append(spec)
        url = f"/lessons/{self.slug}/questions/{number}/"
        return format_html(
            '<div class="lesson-question card my-3" id="question-{0}" hx-get="{1}" '
            'hx-trigger="load" hx-swap="innerHTML"><div class="card-body">'
            '<a href="{1}">{2}</a></div></div>',
            number,
            url,
            gettext("Check yourself: question %(number)s") % {"number": number},
        )

    def _deal(self, lines: list[str], caption: str) -> SafeString:
        hands: dict[int, Any] = {}
        labels: dict[int, str] = {}
        kitty: tuple[Any, ...] = ()
        for line in lines:
            head, sep, cards = line.partition(":")
            if not sep:
                raise ValueError(f"expected 'SEAT label: cards', got {line!r}")
            if head.strip().lower() == "kitty":
                kitty = parse_cards(cards)
                continue
            seat_text, _, label = head.strip().partition(" ")
            seat = parse_seat(seat_text)
            hands[seat] = parse_hand(cards)
            if label.strip():
                labels[seat] = label.strip()
        if not hands:
            raise ValueError("a deal needs at least one hand")
        seen = [f"{seat}:{hands[seat]}" for seat in sorted(hands)]
        self.diagrams_seen.append("deal " + " ".join([*seen, "kitty:" + " ".join(map(str, kitty))]))
        return cardhtml.deal_diagram(hands, labels, kitty, caption)

    def _auction(self, lines: list[str], caption: str) -> SafeString:
        dealer = 0
        labels: dict[int, str] = {}
        calls: list[tuple[int, Any]] = []
        tokens: list[str] = []
        for line in lines:
            key, sep, value = line.partition(":")
            if sep and key.strip().lower() == "dealer":
                dealer = parse_seat(value)
                continue
            if sep and key.strip().lower() == "players":
                names = value.split()
                for i, name in enumerate(names[:4]):
                    labels[(dealer + i) % 4] = name
                continue
            tokens.extend(_call_tokens(line))
        for i, tok in enumerate(tokens):
            calls.append(((dealer + i) % 4, parse_action(tok)))
        played = " ".join(call.notation() for _seat, call in calls)
        self.diagrams_seen.append(f"auction dealer:{dealer} {played}")
        return cardhtml.auction_table(calls, dealer, labels, caption)

    # --- headings with §ids ---
    def _heading(self, m: re.Match[str]) -> str:
        hashes, title, ids_text = m.group(1), m.group(2), m.group(3)
        ids = [t.strip() for t in ids_text.replace("§", " ").split()]
        new = []
        for i in ids:
            if not ID_RE.match(i):
                raise self.problem(f"not a rule or convention id: §{i}")
            if i not in self.anchors:  # a later section on the same id links back, no new id
                self.anchors.append(i)
                new.append(i)
        hid = new[0] if new else slugify(title)
        return f'{hashes} {title} {{#{hid} data-ids="{" ".join(ids)}" data-new="{" ".join(new)}"}}'

    def _heading_html(self, m: re.Match[str]) -> str:
        level, attrs, inner = m.group(1), m.group(2), m.group(3)
        ids_match = re.search(r'data-ids="([^"]*)"', attrs)
        id_match = re.search(r'id="([^"]*)"', attrs)
        ids = ids_match.group(1).split() if ids_match else []
        new_match = re.search(r'data-new="([^"]*)"', attrs)
        new = new_match.group(1).split() if new_match else []
        hid = id_match.group(1) if id_match else slugify(re.sub("<[^>]+>", "", inner))
        if level == "2":
            self.toc.append({"id": hid, "title": re.sub("<[^>]+>", "", inner)})
        extra = "".join(
            f'<span id="{escape(i)}" class="anchor-target"></span>' for i in new if i != hid
        )
        badges = "".join(
            str(
                format_html(
                    '<a class="rule-id" href="#{}" title="{}">{}</a>',
                    i,
                    gettext("Rule or convention %(id)s") % {"id": i},
                    i,
                )
            )
            for i in ids
        )
        badge_html = f' <span class="rule-ids">{badges}</span>' if badges else ""
        return f'<h{level} id="{escape(hid)}">{extra}{inner}{badge_html}</h{level}>'

    # --- glossary terms ---
    def _gloss(self, m: re.Match[str]) -> str:
        term = " ".join(m.group(1).split())
        shown = " ".join((m.group(2) or m.group(1)).split())
        entry = self.glossary.get(term.lower())
        if entry is None and self.lang == "fi" and term.lower() in self.finnish_names:
            entry = self.finnish_names[term.lower()]
            if entry is None:
                raise self.problem(
                    f"[[{term}]] is the Finnish name of more than one glossary term: "
                    "write the English term, [[term|{term}]]"
                )
        if entry is None:
            raise self.problem(f"[[{term}]] is not in glossary.yaml")
        if self.lang == "fi":
            # The Finnish term and definition, the English ones where the glossary has none.
            label = entry.finnish or entry.term
            definition = entry.definition_fi or entry.definition
        else:
            label = entry.term + (f" ({entry.finnish})" if entry.finnish else "")
            definition = entry.definition
        return str(
            format_html(
                '<button type="button" class="gloss" data-bs-toggle="popover" '
                'data-bs-trigger="focus hover" data-bs-title="{}" data-bs-content="{}">{}</button>',
                label,
                definition,
                shown,
            )
        )


def _call_tokens(line: str) -> list[str]:
    """Split an auction row into calls; ``6 misère`` and ``3 grand`` are one call each."""
    words = line.split()
    out: list[str] = []
    i = 0
    while i < len(words):
        w = words[i]
        if (
            w.isdigit()
            and i + 1 < len(words)
            and words[i + 1].lower().rstrip(",")
            in (
                "misère",
                "misere",
                "grand",
                "nt",
                "spades",
                "clubs",
                "diamonds",
                "hearts",
            )
        ):
            out.append(f"{w} {words[i + 1]}")
            i += 2
        else:
            out.append(w)
            i += 1
    return out


def load_examples(folder: Path) -> tuple[dict[str, ExampleDeal], list[ContentProblem]]:
    """Every ``examples/<slug>.txt``, with its Finnish version ``<slug>.fi.txt`` where there
    is one (checked to be the same deal and moves, with questions at the same moves)."""
    examples: dict[str, ExampleDeal] = {}
    problems: list[ContentProblem] = []
    for path in sorted(folder.glob("*.txt")):
        if path.name.endswith(f"{FINNISH_SUFFIX}.txt"):
            continue
        text = path.read_text(encoding="utf-8")
        try:
            record = loads(text)
        except RecordError as exc:
            problems.append(ContentProblem(f"examples/{path.name}", str(exc)))
            continue
        bad_asks = check_asks(record)
        problems.extend(ContentProblem(f"examples/{path.name}", p) for p in bad_asks)
        if bad_asks:
            continue
        meta = dict(record.meta)
        example = ExampleDeal(
            path.stem,
            meta.get("title", path.stem),
            meta.get("source", ""),
            text,
            len(record.actions),
        )
        fi_path = path.with_name(f"{path.stem}{FINNISH_SUFFIX}.txt")
        if fi_path.exists():
            try:
                fi_text, fi_meta = _finnish_example(fi_path, record)
            except ContentProblem as exc:
                problems.append(exc)
            else:
                example.title_fi = fi_meta.get("title", "")
                example.source_fi = fi_meta.get("source", "")
                example.text_fi = fi_text
        examples[path.stem] = example
    for path in sorted(folder.glob(f"*{FINNISH_SUFFIX}.txt")):
        if path.name.removesuffix(f"{FINNISH_SUFFIX}.txt") not in examples:
            problems.append(
                ContentProblem(f"examples/{path.name}", "a Finnish version of no example")
            )
    return examples, problems


def _finnish_example(path: Path, english: DealRecord) -> tuple[str, dict[str, str]]:
    """The Finnish version's text and headers, if it is the English example in other words:
    the same deal and moves (only ``title``, ``source``, ``label-…`` and notes differ), and
    a question (``ask:``) at the same moves."""
    where = f"examples/{path.name}"
    text = path.read_text(encoding="utf-8")
    try:
        record = loads(text)
    except RecordError as exc:
        raise ContentProblem(where, str(exc)) from exc
    bad = check_asks(record)
    if bad:
        raise ContentProblem(where, "; ".join(bad))

    def kept(r: DealRecord) -> list[tuple[str, str]]:
        words = ("title", "source")
        return [(k, v) for k, v in r.meta if k not in words and not k.lower().startswith("label-")]

    if replace(record, meta=(), notes=()) != replace(english, meta=(), notes=()):
        raise ContentProblem(where, "not the English example's deal and moves")
    if kept(record) != kept(english):
        raise ContentProblem(where, "headers other than title, source and labels differ")

    def asks(r: DealRecord) -> list[int]:
        return [i for i in range(len(r.actions)) if ask_parts(r.note_for(i)) is not None]

    if asks(record) != asks(english):
        raise ContentProblem(
            where,
            f"questions at moves {[i + 1 for i in asks(record)]}, the English example's at "
            f"{[i + 1 for i in asks(english)]}",
        )
    return text, dict(record.meta)


def load_content(root: Path) -> Content:
    problems: list[ContentProblem] = []
    try:
        glossary = load_glossary(root / "glossary.yaml")
    except (ContentProblem, yaml.YAMLError) as exc:
        problems.append(
            exc if isinstance(exc, ContentProblem) else ContentProblem("glossary.yaml", str(exc))
        )
        glossary = []
    gindex = glossary_index(glossary)
    fnames = finnish_index(glossary)
    examples, example_problems = load_examples(root / "examples")
    problems.extend(example_problems)
    course_path = root / "course.yaml"
    course = yaml.safe_load(course_path.read_text(encoding="utf-8")) if course_path.exists() else {}
    lessons: list[LessonDoc] = []
    planned: set[str] = set()
    for part_order, part in enumerate(course.get("parts", []), start=1):
        for order, slug in enumerate(part.get("lessons", []), start=1):
            planned.add(slug)
            path = root / "lessons" / f"{slug}.md"
            where = f"lessons/{slug}.md"
            if not path.exists():
                problems.append(ContentProblem(where, "listed in course.yaml but missing"))
                continue
            try:
                lessons.append(
                    render_lesson(path, slug, part, part_order, order, gindex, examples, fnames)
                )
            except ContentProblem as exc:
                problems.append(exc)
    canonical = {str(k): str(v) for k, v in (course.get("canonical") or {}).items()}
    where_taught: dict[str, list[str]] = {}
    for doc in lessons:
        for anchor in doc.anchors:
            where_taught.setdefault(anchor, []).append(doc.slug)
    for anchor, slugs in where_taught.items():
        if len(slugs) > 1 and canonical.get(anchor) not in slugs:
            problems.append(
                ContentProblem(
                    "course.yaml",
                    f"§{anchor} is taught in {', '.join(slugs)}: name the one links go to under "
                    "'canonical:'",
                )
            )
    for path in sorted((root / "lessons").glob("*.md")):
        slug, dot_lang = path.stem, ""
        if path.stem.endswith(FINNISH_SUFFIX):
            slug, dot_lang = path.stem.removesuffix(FINNISH_SUFFIX), " (a Finnish version)"
        if slug not in planned:
            problems.append(
                ContentProblem(f"lessons/{path.name}", f"not listed in course.yaml{dot_lang}")
            )
    home = {a: canonical.get(a, slugs[0]) for a, slugs in where_taught.items()}
    return Content(lessons, glossary, examples, problems, home)


TRACKS = ("first-game", "full", "appendix")


def part_track(part: dict[str, Any]) -> str:
    """Which path through the course a part belongs to: the short first-game track, the full
    course (the default), or the appendix off the main path (history, rule violations…)."""
    track = str(part.get("track") or "full")
    if track not in TRACKS:
        raise ContentProblem("course.yaml", f"part {part.get('id')}: track is one of {TRACKS}")
    return track


FINNISH_SUFFIX = ".fi"  # lessons/<slug>.fi.md, beside lessons/<slug>.md
# What a Finnish version's header may say: its own title, summary and Handbook chapter. The
# part and the ids it teaches are the English lesson's (given, they must be the same).
FINNISH_KEYS = ("title", "summary", "handbook", "part", "teaches")


def render_lesson(
    path: Path,
    slug: str,
    part: dict[str, Any],
    part_order: int,
    order: int,
    glossary: dict[str, GlossaryEntry],
    examples: dict[str, ExampleDeal],
    finnish_names: dict[str, GlossaryEntry | None] | None = None,
) -> LessonDoc:
    where = f"lessons/{path.name}"
    text = path.read_text(encoding="utf-8")
    meta, body = split_front_matter(text, where)
    for key in ("title", "summary"):
        if not meta.get(key):
            raise ContentProblem(where, f"the header needs {key!r}")
    if meta.get("part") and meta["part"] != part.get("id"):
        raise ContentProblem(
            where, f"part {meta['part']!r} but course.yaml puts it in {part.get('id')!r}"
        )
    renderer = Renderer(where, glossary, examples, slug=slug)
    html = renderer.render(body)
    teaches = [str(t) for t in meta.get("teaches") or []]
    missing = [t for t in teaches if t not in renderer.anchors]
    if missing:
        raise ContentProblem(
            where, f"teaches {', '.join(missing)} but no heading has §" + " §".join(missing)
        )
    if "practise" in meta:
        raise ContentProblem(
            where, "practise links are made from the ids in teaches: drop the practise list"
        )
    questions = renderer.questions
    practise = practise_for(teaches)
    fi_path = path.with_name(f"{slug}{FINNISH_SUFFIX}.md")
    fi = None
    if fi_path.exists():
        fi = render_finnish(fi_path, slug, meta, renderer, glossary, examples, finnish_names)
    return LessonDoc(
        slug=slug,
        title=str(meta["title"]),
        part=str(part.get("id")),
        part_title=str(part.get("title")),
        track=part_track(part),
        part_order=part_order,
        order=order,
        summary=str(meta["summary"]),
        handbook=str(meta.get("handbook") or ""),
        teaches=teaches,
        practise=practise,
        body_html=html,
        toc=renderer.toc,
        anchors=renderer.anchors,
        examples=renderer.used_examples,
        links=_links(html),
        source_hash=hashlib.sha256(text.encode()).hexdigest(),
        words=len(re.findall(r"[\w'’-]+", FENCE_RE.sub("", body))),
        questions=questions,
        part_title_fi=str(part.get("title_fi") or ""),
        fi=fi,
    )


def _links(html: str) -> list[str]:
    links = re.findall(r'href="(/[^"#]*)(?:#([^"]*))?"', html)
    return [f"{p}#{a}" if a else p for p, a in links]


def render_finnish(
    path: Path,
    slug: str,
    english_meta: dict[str, Any],
    english: Renderer,
    glossary: dict[str, GlossaryEntry],
    examples: dict[str, ExampleDeal],
    finnish_names: dict[str, GlossaryEntry | None] | None,
) -> FinnishLesson:
    """A lesson's Finnish version, checked against the English one: the same §ids in its
    headings, the same card diagrams and example deals in the same order, the same numbers
    in its tables (score tables above all), and the same questions with the same right
    answers and ids (only the words are Finnish)."""
    where = f"lessons/{path.name}"
    meta, body = split_front_matter(path.read_text(encoding="utf-8"), where)
    for key in ("title", "summary"):
        if not meta.get(key):
            raise ContentProblem(where, f"the header needs {key!r}")
    unknown = sorted(set(meta) - set(FINNISH_KEYS))
    if unknown:
        raise ContentProblem(
            where, f"a Finnish version's header has {', '.join(FINNISH_KEYS)}, not {unknown}"
        )
    for key in ("part", "teaches"):
        if key in meta and meta[key] != english_meta.get(key):
            raise ContentProblem(where, f"{key} is not the English lesson's: leave it out")
    renderer = Renderer(
        where, glossary, examples, slug=slug, lang="fi", finnish_names=finnish_names
    )
    html = renderer.render(body)
    if renderer.anchors != english.anchors:
        raise ContentProblem(
            where,
            "its headings carry the ids "
            + (" ".join(f"§{a}" for a in renderer.anchors) or "-")
            + ", the English lesson's "
            + (" ".join(f"§{a}" for a in english.anchors) or "-"),
        )
    _same_diagrams(where, english.diagrams_seen, renderer.diagrams_seen)
    if renderer.table_numbers != english.table_numbers:
        raise ContentProblem(
            where,
            f"its tables hold the numbers {' '.join(renderer.table_numbers) or '-'}, the "
            f"English lesson's {' '.join(english.table_numbers) or '-'}",
        )
    _same_questions(where, english.questions, renderer.questions)
    return FinnishLesson(
        title=str(meta["title"]),
        summary=str(meta["summary"]),
        handbook=str(meta.get("handbook") or ""),
        body_html=html,
        toc=renderer.toc,
        questions=renderer.questions,
        links=_links(html),
    )


_TABLE_NUMBER = re.compile(r"(?<![\w.−-])[−-]?\d+(?:[.,]\d+)?")


def table_numbers(body: str) -> list[str]:
    """The numbers in a lesson's Markdown tables (outside fenced blocks), in order, with the
    true minus sign read as a hyphen: a translation must not change a score table."""
    numbers: list[str] = []
    fenced = False
    for line in body.splitlines():
        if line.startswith("```"):
            fenced = not fenced
        elif not fenced and line.lstrip().startswith("|"):
            numbers += [n.replace("−", "-") for n in _TABLE_NUMBER.findall(line)]
    return numbers


def _same_diagrams(where: str, english: list[str], finnish: list[str]) -> None:
    for number, (en, fi) in enumerate(zip(english, finnish, strict=False), start=1):
        if en != fi:
            raise ContentProblem(
                where, f"card diagram {number} is {fi!r}, the English lesson's is {en!r}"
            )
    if len(english) != len(finnish):
        raise ContentProblem(
            where, f"{len(finnish)} card diagrams, the English lesson has {len(english)}"
        )


def _same_questions(where: str, english: list[QuestionSpec], finnish: list[QuestionSpec]) -> None:
    if len(english) != len(finnish):
        raise ContentProblem(
            where,
            f"{len(finnish)} questions, the English lesson has {len(english)}: the same "
            "questions in the same order",
        )
    for en, fi in zip(english, finnish, strict=True):
        differs = [
            name
            for name, a, b in (
                ("kind", en.kind, fi.kind),
                ("drill", (en.drill_type, en.drill_key), (fi.drill_type, fi.drill_key)),
                ("number of options", len(en.options), len(fi.options)),
                ("right answers", en.right, fi.right),
                ("ids", en.ids, fi.ids),
            )
            if a != b
        ]
        if differs:
            raise ContentProblem(
                where,
                f"question {fi.number} does not match the English one ({', '.join(differs)} "
                f"differ): {en.ask or en.drill_type + ' ' + en.drill_key!r}",
            )


__all__ = ["Content", "ContentProblem", "LessonDoc", "load_content", "mark_safe"]
