"""Django's own words that its Finnish catalogue does not have yet, listed so that
``makemessages`` keeps them in ours (the project's catalogue wins over Django's): Django 6
writes "- Select an option -" as the blank choice of a select, e.g. the class to copy an
assignment to."""

from __future__ import annotations

from django.utils.translation import gettext_noop as _

WORDS = (_("- Select an option -"),)
