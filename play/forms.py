"""Forms. They collect input; the engine decides whether a move is legal."""

from __future__ import annotations

from django import forms
from django.utils.translation import gettext_lazy as _


class NewGameForm(forms.Form):
    deals = forms.TypedChoiceField(
        label=_("Length"),
        choices=[
            (12, _("12 deals: 3 sets of 2 kitty + 2 no-kitty (about 1½ hours at a club)")),
            (24, _("24 deals: the full evening, 3 sets of 4 + 4")),
        ],
        coerce=int,
        initial=12,
        widget=forms.RadioSelect,
    )
    bolshevik = forms.ChoiceField(
        label=_("Bolshevik"),
        choices=[
            ("none", _("No Bolshevik set")),
            ("after-last", _("One Bolshevik set after the last set (the usual choice)")),
            ("before-first", _("One Bolshevik set before the first set")),
            ("after-every", _("A Bolshevik set after every set")),
        ],
        initial="none",
    )
    old_schedule = forms.BooleanField(
        label=_("Older scoring schedule (house rule, R-7.7)"), required=False
    )
    level4 = forms.BooleanField(
        label=_("Allow level-4 kitty contracts (house rule, R-7.7)"), required=False
    )
    bots = forms.ChoiceField(
        label=_("Opponents and partner"),
        choices=[
            ("conventions", _("Bots that bid and signal by the conventions")),
            ("random", _("Random bots (for fooling around)")),
        ],
        initial="conventions",
    )
    show_hints = forms.BooleanField(
        label=_("Show the conventions' suggestion at every turn (good for a first game)"),
        required=False,
    )


class NewBoneheadForm(forms.Form):
    kind = forms.CharField(widget=forms.HiddenInput, initial="bonehead")
    deals = forms.TypedChoiceField(
        label=_("Length"),
        choices=[
            (12, _("12 deals: 6 kitty, then 6 no-kitty (R-9.9)")),
            (6, _("6 deals: 3 kitty, then 3 no-kitty")),
        ],
        coerce=int,
        initial=12,
        widget=forms.RadioSelect,
    )
    show_hints = forms.BooleanField(
        label=_("Show the conventions' suggestion at every turn (good for a first game)"),
        required=False,
    )


class NewVintForm(forms.Form):
    kind = forms.CharField(widget=forms.HiddenInput, initial="vint")
    rubbers = forms.TypedChoiceField(
        label=_("Length"),
        choices=[
            (1, _("One rubber: the first pair to win two games")),
            (3, _("Three rubbers, partners changing after each (the usual match)")),
        ],
        coerce=int,
        initial=1,
        widget=forms.RadioSelect,
    )
