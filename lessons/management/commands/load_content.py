"""Load lessons, the glossary and example deals from content/ into the database.

Run by `make run`. Refuses to load anything if a file has a problem, and lists them all.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError, CommandParser
from django.db import transaction

from lessons.content.loader import Content, QuestionSpec, load_content
from lessons.content.reference import ReferenceDoc as ReferenceText
from lessons.content.reference import load_references
from lessons.models import (
    ExampleDeal,
    GlossaryTerm,
    Lesson,
    LessonQuestion,
    ReferenceAnchor,
    ReferenceDoc,
    RuleAnchor,
)


class Command(BaseCommand):
    help = "Load lessons, glossary and example deals from the content/ folder."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--content", default=str(settings.CONTENT_DIR))

    def handle(self, *args: Any, **options: Any) -> None:
        content, references = read(Path(options["content"]))
        if content.problems:
            for p in content.problems:
                self.stderr.write(f"  {p}")
            raise CommandError(f"{len(content.problems)} problem(s) in the lesson content")
        save(content, references)
        self.stdout.write(
            f"Loaded {len(content.lessons)} lessons, {len(content.glossary)} glossary terms, "
            f"{len(content.examples)} example deals, {len(references)} reference pages."
        )


def read(root: Path) -> tuple[Content, list[ReferenceText]]:
    """Everything the command stores, parsed and checked (nothing is written yet); the
    reference pages are read only when the content has no problem."""
    content = load_content(root)
    if content.problems:
        return content, []
    return content, load_references(settings.BASE_DIR, set(content.anchor_home))


def save(content: Content, references: list[ReferenceText]) -> None:
    """Replace what the database holds with ``content`` and ``references``, all or nothing."""
    with transaction.atomic():
        store(content)
        store_references(references)


def store(content: Content) -> None:
    keep = []
    for doc in content.lessons:
        Lesson.objects.update_or_create(
            slug=doc.slug,
            defaults=dict(
                title=doc.title,
                part=doc.part,
                part_title=doc.part_title,
                part_order=doc.part_order,
                track=doc.track,
                words=doc.words,
                order=doc.order,
                summary=doc.summary,
                handbook=doc.handbook,
                teaches=doc.teaches,
                practise=doc.practise,
                toc=doc.toc,
                body_html=doc.body_html,
                source_hash=doc.source_hash,
                part_title_fi=doc.part_title_fi,
                title_fi=doc.fi.title if doc.fi else "",
                summary_fi=doc.fi.summary if doc.fi else "",
                handbook_fi=doc.fi.handbook if doc.fi else "",
                toc_fi=doc.fi.toc if doc.fi else [],
                body_html_fi=doc.fi.body_html if doc.fi else "",
            ),
        )
        keep.append(doc.slug)
    Lesson.objects.exclude(slug__in=keep).delete()
    # Answers point at a question's key, not its row: reloading keeps them for every question
    # whose block did not change.
    LessonQuestion.objects.all().delete()
    LessonQuestion.objects.bulk_create(
        LessonQuestion(
            lesson_id=doc.slug,
            number=q.number,
            key=q.key,
            kind=q.kind,
            section=q.section[:200],
            spec=question_spec(q),
            spec_fi=finnish_spec(doc.fi.questions[q.number - 1]) if doc.fi else {},
        )
        for doc in content.lessons
        for q in doc.questions
    )
    RuleAnchor.objects.all().delete()
    RuleAnchor.objects.bulk_create(
        RuleAnchor(rule_id=a, lesson_id=slug) for a, slug in content.anchor_home.items()
    )
    GlossaryTerm.objects.all().delete()
    GlossaryTerm.objects.bulk_create(
        GlossaryTerm(
            slug=e.slug,
            term=e.term,
            finnish=e.finnish,
            aliases=e.aliases,
            definition=e.definition,
            definition_fi=e.definition_fi,
            lesson_link=e.lesson,
        )
        for e in content.glossary
    )
    ExampleDeal.objects.all().delete()
    ExampleDeal.objects.bulk_create(
        ExampleDeal(
            slug=x.slug,
            title=x.title,
            source=x.source,
            record=x.text,
            steps=x.steps,
            title_fi=x.title_fi,
            source_fi=x.source_fi,
            record_fi=x.text_fi,
        )
        for x in content.examples.values()
    )


def store_references(docs: list[ReferenceText]) -> None:
    ReferenceDoc.objects.all().delete()  # cascades to the anchors
    for order, doc in enumerate(docs, start=1):
        ReferenceDoc.objects.create(
            slug=doc.slug, title=doc.title, order=order, body_html=doc.body_html
        )
    ReferenceAnchor.objects.bulk_create(
        ReferenceAnchor(rule_id=i, doc_id=doc.slug) for doc in docs for i in doc.ids
    )


def question_spec(q: QuestionSpec) -> dict[str, object]:
    if q.kind == "drill":
        return {"type": q.drill_type, "key": q.drill_key}
    return {"ask": q.ask, "options": q.options, "right": q.right, "why": q.why, "ids": q.ids}


def finnish_spec(q: QuestionSpec) -> dict[str, object]:
    """A question's words in the lesson's Finnish version (its answer key is the English)."""
    if q.kind == "drill":
        return {"section": q.section[:200]}
    return {"section": q.section[:200], "ask": q.ask, "options": q.options, "why": q.why}
