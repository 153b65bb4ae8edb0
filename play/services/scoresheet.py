"""Scoresheets: the four-player one by set (R-1.4, R-6.9) and the Bonehead one (R-9.8)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from django.utils.translation import gettext, pgettext

from engine.bonehead.session import BoneheadSession
from engine.session import FinishedDeal, Session, SetPlan
from engine.trick_taking import Kind

from .again import OneBoneheadDeal, OneDeal
from .words import bid_text, form_label, pair


def doubling_suffix(doubling: int) -> str:
    """ "", " doubled", " redoubled" in the learner's language."""
    if doubling == 0:
        return ""
    return " " + (gettext("doubled") if doubling == 1 else gettext("redoubled"))


@dataclass(frozen=True)
class SheetRow:
    number: int
    form: str
    dealer: str
    contract: str
    declarer: str
    result: str
    us: int  # the learner's number on this deal
    cumulative: int
    players: tuple[int, int, int, int]
    review: int = 0  # 1-based among the game's finished deals: its review page


@dataclass(frozen=True)
class SetSheet:
    plan: SetPlan
    partner: str  # the learner's partner in this set ("" when the learner sits elsewhere)
    rows: tuple[SheetRow, ...]
    total: int


@dataclass(frozen=True)
class BolshevikRow:
    number: int
    declarer: str
    contract: str
    result: str
    players: tuple[int, int, int, int]
    review: int = 0


@dataclass(frozen=True)
class FourPlayerSheet:
    names: tuple[str, ...]
    sets: tuple[SetSheet, ...]
    bolshevik: tuple[BolshevikRow, ...]
    has_bolshevik: bool
    regular: tuple[int, int, int, int]
    bolshevik_totals: tuple[int, int, int, int]
    bolshevik_share: tuple[int, ...]
    totals: tuple[int, int, int, int]


def four_player_sheet(
    session: Session | OneDeal, names: Sequence[str], learner: int
) -> FourPlayerSheet:
    """The scoresheet by set, with the learner's partnership numbers and everyone's totals."""
    sets: list[SetSheet] = []
    bolshevik_rows: list[BolshevikRow] = []
    by_set: dict[int, list[FinishedDeal]] = {}
    review = {id(fd): i for i, fd in enumerate(session.finished, start=1)}
    for fd in session.finished:
        by_set.setdefault(fd.slot.set.number, []).append(fd)

    def declarer_name(fd: FinishedDeal) -> str:
        d = fd.result.declarer
        return names[fd.slot.seating[d]] if d is not None else "—"

    for plan in session.sets:
        deals = by_set.get(plan.number, [])
        if plan.bolshevik:
            bolshevik_rows.extend(
                BolshevikRow(
                    fd.slot.number,
                    declarer_name(fd),
                    contract_text(fd),
                    result_text(fd, names, learner),
                    fd.player_points(),
                    review[id(fd)],
                )
                for fd in deals
            )
            continue
        partner = names[plan.seating[2]] if plan.seating[0] == learner else ""
        rows = []
        running = 0
        for fd in deals:
            pts = fd.player_points()
            running += pts[learner]
            rows.append(
                SheetRow(
                    number=fd.slot.number,
                    form=form_label(fd.slot.form.label),
                    dealer=names[fd.slot.seating[fd.slot.dealer]],
                    contract=contract_text(fd),
                    declarer=declarer_name(fd),
                    result=result_text(fd, names, learner),
                    us=pts[learner],
                    cumulative=running,
                    players=pts,
                    review=review[id(fd)],
                )
            )
        sets.append(SetSheet(plan, partner, tuple(rows), running))
    bol = session.bolshevik_totals()
    return FourPlayerSheet(
        names=tuple(names),
        sets=tuple(sets),
        bolshevik=tuple(bolshevik_rows),
        has_bolshevik=any(p.bolshevik for p in session.sets),
        regular=session.regular_totals(),
        bolshevik_totals=bol,
        bolshevik_share=tuple(-(-b // 3) for b in bol),
        totals=session.totals(),
    )


def contract_text(fd: FinishedDeal) -> str:
    r = fd.result
    if r.kind is Kind.ALLPASS:
        return gettext("all-pass misère") + doubling_suffix(r.doubling)
    if r.kind is Kind.THROWN_IN:
        return gettext("thrown in")
    if r.contract is None:
        return "—"
    if r.kind is Kind.BOLSHEVIK:
        if r.contract.denomination.is_misere:
            return bid_text(r.contract)
        return gettext("Dictator %(bid)s") % {"bid": bid_text(r.contract)}
    return bid_text(r.contract) + doubling_suffix(r.doubling)


def result_text(fd: FinishedDeal, names: Sequence[str], learner: int) -> str:
    """ "made", "down", or in all-pass misère each partnership's tricks, the learner's first
    ("You and Eero 5 tricks, Aino and Liisa 8"): players by name, never by compass."""
    r = fd.result
    if r.kind is Kind.THROWN_IN:
        return "—"
    if not r.played:
        return gettext("scored without play")
    if r.kind is Kind.ALLPASS:
        seating = fd.slot.seating
        me = seating.index(learner)
        mine = r.tricks[me] + r.tricks[(me + 2) % 4]
        theirs = r.tricks[(me + 1) % 4] + r.tricks[(me + 3) % 4]
        us = pair(names[seating[me]], names[seating[(me + 2) % 4]])
        them = pair(names[seating[(me + 1) % 4]], names[seating[(me + 3) % 4]])
        return gettext("%(us)s %(mine)s tricks, %(them)s %(theirs)s") % {
            "us": us,
            "mine": mine,
            "them": them,
            "theirs": theirs,
        }
    return pgettext("contract", "made") if r.made else pgettext("contract", "down")


@dataclass(frozen=True)
class BoneheadSheetRow:
    number: int
    form: str
    dealer: str
    contract: str
    declarer: str
    made: bool | None
    points: tuple[int, int, int]
    running: tuple[int, int, int]
    review: int = 0


@dataclass(frozen=True)
class BoneheadSheet:
    names: tuple[str, ...]
    rows: tuple[BoneheadSheetRow, ...]
    totals: tuple[int, int, int]


def bonehead_sheet(
    session: BoneheadSession | OneBoneheadDeal, names: Sequence[str]
) -> BoneheadSheet:
    rows: list[BoneheadSheetRow] = []
    running = (0, 0, 0)
    for fd in session.finished:
        pts = fd.player_points()
        running = (running[0] + pts[0], running[1] + pts[1], running[2] + pts[2])
        r = fd.result
        rows.append(
            BoneheadSheetRow(
                number=fd.slot.number,
                form=form_label(fd.slot.form.label),
                dealer=names[fd.slot.dealer],
                contract=(
                    bid_text(r.contract) if r.contract is not None else gettext("all-pass misère")
                ),
                declarer=names[r.focal],
                made=r.made,
                points=pts,
                running=running,
                review=len(rows) + 1,
            )
        )
    return BoneheadSheet(tuple(names), tuple(rows), session.totals())
