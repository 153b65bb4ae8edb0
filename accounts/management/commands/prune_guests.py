"""Delete guest learners idle for longer than --days (default GUEST_IDLE_DAYS, 90), with
everything they own: lesson progress, drill attempts and statistics, reviews, games.

Run it daily from cron, with Django's own `clearsessions` for the expired sessions:

    python manage.py prune_guests --days 90 && python manage.py clearsessions
"""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError, CommandParser
from django.db import transaction
from django.utils import timezone

from accounts.models import Learner

# Deleted a batch per transaction, so a big first run never holds SQLite's write lock long.
BATCH = 200


class Command(BaseCommand):
    help = "Delete guest learners (and all they own) not seen for --days days."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--days", type=int, default=settings.GUEST_IDLE_DAYS)
        parser.add_argument(
            "--dry-run", action="store_true", help="only count the guests that would go"
        )

    def handle(self, *args: Any, **options: Any) -> None:
        days: int = options["days"]
        if days < 1:
            raise CommandError("--days must be at least 1")
        cutoff = timezone.now() - timedelta(days=days)
        idle = Learner.objects.filter(user__isnull=True, last_seen__lt=cutoff)
        if options["dry_run"]:
            self.stdout.write(f"{idle.count()} guest(s) idle for more than {days} days.")
            return
        deleted = 0
        while True:
            with transaction.atomic():
                pks = list(idle.values_list("pk", flat=True)[:BATCH])
                if not pks:
                    break
                Learner.objects.filter(pk__in=pks, user__isnull=True).delete()
            deleted += len(pks)
        self.stdout.write(f"Deleted {deleted} guest(s) idle for more than {days} days.")
