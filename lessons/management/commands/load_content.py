"""Load lessons, the glossary and example deals from content/ into the database.

Run by `make run`. Refuses to load anything if a file has a problem, and lists them all.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError
from django.db import transaction

from lessons.content.loader import load_content
from lessons.models import ExampleDeal, GlossaryTerm, Lesson, RuleAnchor


class Command(BaseCommand):
    help = "Load lessons, glossary and example deals from the content/ folder."

    def add_arguments(self, parser: Any) -> None:
        parser.add_argument("--content", default=str(settings.CONTENT_DIR))

    def handle(self, *args: Any, **options: Any) -> None:
        content = load_content(Path(options["content"]))
        if content.problems:
            for p in content.problems:
                self.stderr.write(f"  {p}")
            raise CommandError(f"{len(content.problems)} problem(s) in the lesson content")
        with transaction.atomic():
            store(content)
        self.stdout.write(
            f"Loaded {len(content.lessons)} lessons, {len(content.glossary)} glossary terms, "
            f"{len(content.examples)} example deals."
        )


def store(content: Any) -> None:
    keep = []
    for doc in content.lessons:
        Lesson.objects.update_or_create(
            slug=doc.slug,
            defaults=dict(
                title=doc.title,
                part=doc.part,
                part_title=doc.part_title,
                part_order=doc.part_order,
                order=doc.order,
                summary=doc.summary,
                handbook=doc.handbook,
                teaches=doc.teaches,
                practise=doc.practise,
                toc=doc.toc,
                body_html=doc.body_html,
                source_hash=doc.source_hash,
            ),
        )
        keep.append(doc.slug)
    Lesson.objects.exclude(slug__in=keep).delete()
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
            lesson_link=e.lesson,
        )
        for e in content.glossary
    )
    ExampleDeal.objects.all().delete()
    ExampleDeal.objects.bulk_create(
        ExampleDeal(slug=x.slug, title=x.title, source=x.source, record=x.text, steps=x.steps)
        for x in content.examples.values()
    )
