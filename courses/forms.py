"""Teacher and student forms (rendered with crispy-forms, Bootstrap 5)."""

from __future__ import annotations

from datetime import datetime, time, timedelta
from typing import TYPE_CHECKING, Any

from django import forms
from django.contrib.auth.models import User
from django.utils import timezone
from django.utils.functional import lazy
from django.utils.text import format_lazy
from django.utils.translation import gettext, pgettext_lazy
from django.utils.translation import gettext_lazy as _

from cardui.themes import theme_name, theme_order
from lessons.models import Lesson

from . import services
from .models import CODE_LENGTH, Assignment, Classroom

# ModelForm is generic only for the type checker (no django-stubs-ext at run time).
if TYPE_CHECKING:
    ClassroomModelForm = forms.ModelForm[Classroom]
    AssignmentModelForm = forms.ModelForm[Assignment]
else:
    ClassroomModelForm = AssignmentModelForm = forms.ModelForm


class ClassroomForm(ClassroomModelForm):
    class Meta:
        model = Classroom
        fields = ["name"]
        labels = {"name": _("Name of the class")}
        help_texts = {"name": _("For example “Skruuvi course, autumn 2025”.")}


class ArchiveForm(forms.Form):
    """Archive (``archived=1``) or bring back (``archived=0``) a class: a button's form."""

    archived = forms.TypedChoiceField(
        choices=[("1", "1"), ("0", "0")], coerce=lambda v: v == "1", widget=forms.HiddenInput
    )


class JoinForm(forms.Form):
    code = forms.CharField(
        label=_("Join code"),
        max_length=20,
        help_text=format_lazy(
            _("The {n} letters and digits your teacher gave you."), n=CODE_LENGTH
        ),
        widget=forms.TextInput(attrs={"autocomplete": "off", "autocapitalize": "characters"}),
    )

    def clean_code(self) -> str:
        return "".join(str(self.cleaned_data["code"]).split()).upper()


def _level(n: int) -> str:
    return gettext("Level %(level)s") % {"level": n}


_level_label = lazy(_level, str)


def default_due() -> datetime:
    """A week from today at 22:00, local time."""
    day = timezone.localdate() + timedelta(days=7)
    return timezone.make_aware(datetime.combine(day, time(22, 0)))


class DueInput(forms.DateTimeInput):
    input_type = "datetime-local"

    def __init__(self) -> None:
        super().__init__(format="%Y-%m-%dT%H:%M")


class AssignmentForm(forms.Form):
    """Everything an assignment is made of, on one page that fits a phone."""

    title = forms.CharField(max_length=120, label=_("Title"))
    due = forms.DateTimeField(
        label=pgettext_lazy("assignment", "Due"), widget=DueInput(), initial=default_due
    )
    instructions = forms.CharField(
        required=False, widget=forms.Textarea(attrs={"rows": 3}), label=_("Note to students")
    )
    lessons = forms.MultipleChoiceField(
        required=False,
        widget=forms.CheckboxSelectMultiple,
        label=_("Lessons to master"),
        help_text=_("Mastered means every question of the lesson answered right."),
    )
    drill_theme = forms.ChoiceField(
        required=False,
        label=_("Theme"),
        help_text=_("Ten drills on this rule or convention, the same ten for every student."),
    )
    drill_level = forms.TypedChoiceField(
        required=False,
        coerce=int,
        empty_value=None,
        label=_("Level"),
        choices=[
            ("", _("Any level that tests the theme")),
            *[(n, _level_label(n)) for n in range(1, 9)],
        ],
    )
    deal_table = forms.ChoiceField(
        label=_("Table"),
        choices=[
            ("four", _("Practice table (four players)")),
            ("bonehead", _("Bonehead table (three players)")),
        ],
        initial="four",
    )
    deal_count = forms.TypedChoiceField(
        label=_("How many deals"),
        coerce=int,
        choices=[(n, pgettext_lazy("deals", "None") if n == 0 else str(n)) for n in range(0, 7)],
        initial=0,
        help_text=_("The same cards and the same bots for every student."),
    )
    deal_seed = forms.CharField(
        required=False,
        max_length=20,
        label=_("Deal seed (optional)"),
        help_text=_("Leave empty for new deals; the same seed gives the same deals again."),
    )

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        lessons = self.fields["lessons"]
        assert isinstance(lessons, forms.MultipleChoiceField)
        # In the teacher's language where the lesson has it (a Finnish title, else English).
        lessons.choices = [
            (lesson.slug, f"{lesson.local_part_title} · {lesson.local_title}")
            for lesson in Lesson.objects.only(
                "slug", "title", "title_fi", "part_title", "part_title_fi"
            )
        ]
        theme = self.fields["drill_theme"]
        assert isinstance(theme, forms.ChoiceField)
        themes = [(t, theme_name(t)) for t in sorted(services.drill_themes(), key=theme_order)]
        theme.choices = [("", _("No drill set")), *themes]

    def clean_deal_seed(self) -> str:
        seed = str(self.cleaned_data.get("deal_seed") or "").strip()
        if seed and not (seed.isascii() and seed.replace("-", "").isalnum()):
            raise forms.ValidationError(_("Letters, digits and hyphens only."))
        return seed

    def clean(self) -> dict[str, Any] | None:
        data = super().clean() or {}
        theme = data.get("drill_theme") or ""
        level = data.get("drill_level")
        if theme and level is not None and level not in services.theme_levels(theme):
            levels = ", ".join(str(n) for n in services.theme_levels(theme))
            self.add_error(
                "drill_level",
                _("No drill at level %(level)s tests %(theme)s: %(levels)s.")
                % {"level": level, "theme": theme, "levels": levels},
            )
        if not data.get("lessons") and not theme and not data.get("deal_count"):
            raise forms.ValidationError(_("Choose at least a lesson, a drill theme or a deal."))
        return data


class AssignmentEditForm(AssignmentModelForm):
    """Title, due date and note; the items stay as they are (students may have started)."""

    class Meta:
        model = Assignment
        fields = ["title", "due", "instructions"]
        labels = {
            "title": _("Title"),
            "due": pgettext_lazy("assignment", "Due"),
            "instructions": _("Note to students"),
        }
        widgets = {"due": DueInput(), "instructions": forms.Textarea(attrs={"rows": 3})}


class CopyForm(forms.Form):
    classroom = forms.ModelChoiceField(queryset=Classroom.objects.none(), label=_("Copy to class"))
    due = forms.DateTimeField(
        label=pgettext_lazy("assignment", "Due"), widget=DueInput(), initial=default_due
    )

    def __init__(self, teacher: User, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        field = self.fields["classroom"]
        assert isinstance(field, forms.ModelChoiceField)
        # Not into an archived class (copying *from* one, last year's, is the usual way).
        field.queryset = Classroom.objects.filter(teacher=teacher).active()
