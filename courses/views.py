"""Classes and assignments: the teacher's pages (their own classes only) and the student's
(the classes they joined, their own results only). Anything else is a 404, as if it did not
exist."""

from __future__ import annotations

import csv
from typing import Any

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.contrib.auth.models import User
from django.db import IntegrityError, transaction
from django.db.models import Count
from django.http import Http404, HttpResponse, HttpResponseBadRequest, JsonResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.utils import timezone
from django.utils.http import urlencode
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy
from django.views.decorators.http import require_GET, require_http_methods, require_POST

from accounts.identity import get_learner
from accounts.models import Learner
from drills import ratings, sets
from lessons.models import Lesson, rule_urls
from skruuvi_site.http import HtmxHttpRequest

from . import results, services
from .forms import (
    ArchiveForm,
    AssignmentEditForm,
    AssignmentForm,
    ClassroomForm,
    CopyForm,
    JoinForm,
)
from .models import Assignment, Classroom, Item, Membership, Work, new_seed


def _user(request: HtmxHttpRequest) -> User:
    user = request.user
    assert isinstance(user, User)
    return user


def _own_class(request: HtmxHttpRequest, pk: int) -> Classroom:
    """One of the teacher's classes; a 404 for anyone else's."""
    return get_object_or_404(Classroom, pk=pk, teacher=_user(request))


def _own_assignment(request: HtmxHttpRequest, pk: int) -> Assignment:
    return get_object_or_404(
        Assignment.objects.select_related("classroom"), pk=pk, classroom__teacher=_user(request)
    )


def _learner(request: HtmxHttpRequest) -> Learner:
    learner = get_learner(request)
    assert learner is not None
    return learner


def _student_assignment(request: HtmxHttpRequest, pk: int) -> tuple[Assignment, Learner]:
    """An assignment of a class the user belongs to; a 404 for any other."""
    learner = get_learner(request, create=False)
    if learner is None:
        raise Http404("No such assignment.")
    assignment = get_object_or_404(
        Assignment.objects.select_related("classroom"),
        pk=pk,
        classroom__memberships__learner=learner,
    )
    return assignment, learner


# --- the courses page -------------------------------------------------------------------
@require_GET
def index(request: HtmxHttpRequest) -> HttpResponse:
    """Your classes: the ones you teach and the ones you joined (archived ones apart)."""
    if not request.user.is_authenticated:
        return render(request, "courses/index.html", {"join_form": JoinForm()})
    learner = get_learner(request, create=False)
    teaching = Classroom.objects.filter(teacher=_user(request)).annotate(
        students=Count("memberships")
    )
    memberships = (
        Membership.objects.filter(learner=learner).select_related("classroom__teacher")
        if learner
        else Membership.objects.none()
    )
    joined: list[dict[str, Any]] = []
    joined_archived: list[dict[str, Any]] = []
    for m in memberships:
        entry = {"classroom": m.classroom, "assignments": list(m.classroom.assignments.all())}
        (joined_archived if m.classroom.is_archived else joined).append(entry)
    return render(
        request,
        "courses/index.html",
        {
            "teaching": list(teaching.active()),
            "archived": list(teaching.archived().order_by("-archived")),
            "joined": joined,
            "joined_archived": joined_archived,
            "join_form": JoinForm(),
        },
    )


# --- joining ----------------------------------------------------------------------------
@require_http_methods(["GET", "POST"])
def join(request: HtmxHttpRequest) -> HttpResponse:
    """Type the join code: on to the class's join page."""
    form = JoinForm(request.POST or request.GET or None)
    if form.is_valid():
        code = form.cleaned_data["code"]
        classroom = Classroom.objects.filter(join_code=code).first()
        if classroom is None:
            form.add_error("code", _("No class has this code. Check it with your teacher."))
        elif (
            classroom.is_archived
            and classroom.teacher_id != request.user.pk
            and not _was_member(request, classroom)
        ):
            form.add_error("code", ARCHIVED_CODE)
        else:
            return redirect("courses:join_class", code=code)
    return render(request, "courses/join.html", {"form": form})


@require_http_methods(["GET", "POST"])
def join_class(request: HtmxHttpRequest, code: str) -> HttpResponse:
    """A class's join link. A guest is asked to sign up (or log in) first: what they did as
    a guest in this browser comes with them (accounts.identity)."""
    classroom = get_object_or_404(Classroom.objects.select_related("teacher"), join_code=code)
    here = reverse("courses:join_class", args=[code])
    if classroom.teacher_id == request.user.pk:
        messages.info(request, _("This is your own class: students join it with this link."))
        return redirect("courses:class", pk=classroom.pk)
    if classroom.is_archived:
        return render(
            request,
            "courses/join_class.html",
            {"classroom": classroom, "member": _was_member(request, classroom), "closed": True},
        )
    if not request.user.is_authenticated:
        next_query = urlencode({"next": here})
        return render(
            request,
            "courses/join_class.html",
            {"classroom": classroom, "next_query": next_query, "guest": True},
        )
    learner = _learner(request)
    member = Membership.objects.filter(classroom=classroom, learner=learner).exists()
    if request.method == "POST" and not member:
        try:
            with transaction.atomic():
                Membership.objects.create(classroom=classroom, learner=learner)
        except IntegrityError:
            pass  # joined twice at once: once is enough
        messages.success(request, _("You joined %(name)s.") % {"name": classroom.name})
        return redirect("courses:index")
    return render(request, "courses/join_class.html", {"classroom": classroom, "member": member})


def _was_member(request: HtmxHttpRequest, classroom: Classroom) -> bool:
    """Is the signed-in learner in (or, the class being archived, was in) ``classroom``?"""
    if not request.user.is_authenticated:
        return False
    learner = get_learner(request, create=False)
    return Membership.objects.filter(classroom=classroom, learner=learner).exists()


ARCHIVED_CODE = gettext_lazy(
    "This class is archived: it takes no new students. Ask your teacher for the code of "
    "their current class."
)


# --- the teacher's classes --------------------------------------------------------------
@login_required
@require_http_methods(["GET", "POST"])
def new_class(request: HtmxHttpRequest) -> HttpResponse:
    form = ClassroomForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        classroom = form.save(commit=False)
        classroom.teacher = _user(request)
        classroom.save()
        return redirect("courses:class", pk=classroom.pk)
    return render(request, "courses/class_form.html", {"form": form})


@login_required
@require_GET
def class_page(request: HtmxHttpRequest, pk: int) -> HttpResponse:
    classroom = _own_class(request, pk)
    members = list(classroom.memberships.select_related("learner__user"))
    return render(
        request,
        "courses/class.html",
        {
            "classroom": classroom,
            "members": members,
            "assignments": list(classroom.assignments.all()),
            "archive_form": ArchiveForm(
                initial={"archived": "0" if classroom.is_archived else "1"}
            ),
            "join_url": request.build_absolute_uri(
                reverse("courses:join_class", args=[classroom.join_code])
            ),
        },
    )


@login_required
@require_http_methods(["GET", "POST"])
def edit_class(request: HtmxHttpRequest, pk: int) -> HttpResponse:
    """Rename the class (its join code stays: students who have it still find the class)."""
    classroom = _own_class(request, pk)
    form = ClassroomForm(request.POST or None, instance=classroom)
    if request.method == "POST" and form.is_valid():
        form.save()
        messages.success(request, _("The class is now called %(name)s.") % {"name": classroom.name})
        return redirect("courses:class", pk=classroom.pk)
    return render(request, "courses/class_form.html", {"form": form, "classroom": classroom})


@login_required
@require_POST
def archive_class(request: HtmxHttpRequest, pk: int) -> HttpResponse:
    """Archive the class (``archived=1``) or bring it back (``archived=0``)."""
    classroom = _own_class(request, pk)
    form = ArchiveForm(request.POST)
    if not form.is_valid():
        return HttpResponseBadRequest("archived=1 or archived=0")
    if form.cleaned_data["archived"]:
        if classroom.archived is None:
            classroom.archived = timezone.now()
            classroom.save(update_fields=["archived"])
        messages.info(
            request,
            _(
                "%(name)s is archived: it is under “Archived” in your classes and takes no "
                "new students. Its results stay here."
            )
            % {"name": classroom.name},
        )
        return redirect("courses:index")
    if classroom.archived is not None:
        classroom.archived = None
        classroom.save(update_fields=["archived"])
    messages.success(request, _("%(name)s is back among your classes.") % {"name": classroom.name})
    return redirect("courses:class", pk=classroom.pk)


@login_required
@require_POST
def remove_student(request: HtmxHttpRequest, pk: int, member: int) -> HttpResponse:
    classroom = _own_class(request, pk)
    membership = get_object_or_404(Membership, pk=member, classroom=classroom)
    membership.delete()
    messages.info(request, _("The student left the class; their own progress stays theirs."))
    return redirect("courses:class", pk=classroom.pk)


@login_required
@require_GET
def student_page(request: HtmxHttpRequest, pk: int, member: int) -> HttpResponse:
    """One student of the class: every assignment's results and their weakest themes."""
    classroom = _own_class(request, pk)
    membership = get_object_or_404(
        Membership.objects.select_related("learner__user"), pk=member, classroom=classroom
    )
    learner = membership.learner
    per_assignment = [
        (a, list(zip(a.items.all(), results.rows_for(a, [learner])[0].cells, strict=True)))
        for a in classroom.assignments.all()
    ]
    weakest = ratings.weakest(learner)
    return render(
        request,
        "courses/student.html",
        {
            "classroom": classroom,
            "student": learner,
            "membership_pk": membership.pk,
            "per_assignment": per_assignment,
            "weakest": weakest,
            "theme_urls": rule_urls([r.theme for r in weakest]),
        },
    )


# --- assignments (teacher) --------------------------------------------------------------
def _items_from(assignment: Assignment, data: dict[str, Any]) -> list[Item]:
    items: list[Item] = []
    # In the teacher's language, as the drill and deal items' titles are (a lesson without a
    # Finnish version keeps its English title).
    titles = {
        lesson.slug: lesson.local_title
        for lesson in Lesson.objects.filter(slug__in=data["lessons"]).only(
            "slug", "title", "title_fi"
        )
    }
    for slug in data["lessons"]:
        items.append(
            Item(assignment=assignment, kind=Item.Kind.LESSON, lesson_slug=slug, title=titles[slug])
        )
    theme = data.get("drill_theme") or ""
    if theme:
        level = data.get("drill_level")
        seed = new_seed()
        where = " " + _("(level %(level)s)") % {"level": level} if level else ""
        items.append(
            Item(
                assignment=assignment,
                kind=Item.Kind.DRILLS,
                title=_("Ten drills on %(theme)s") % {"theme": theme} + where,
                theme=theme,
                level=level,
                seed=seed,
                drills=services.fixed_drills(theme, level, seed),
            )
        )
    count = int(data.get("deal_count") or 0)
    if count:
        table = data["deal_table"]
        seed = data.get("deal_seed") or new_seed()
        label = (
            _("Bonehead deal %(number)s") if table == Item.Table.BONEHEAD else _("Deal %(number)s")
        )
        for n in range(1, min(count, services.max_deal_number(table)) + 1):
            items.append(
                Item(
                    assignment=assignment,
                    kind=Item.Kind.DEAL,
                    title=label % {"number": n},
                    table=table,
                    seed=seed,
                    deal_number=n,
                    # The bots' par, now: the teacher waits for it here, once, when they
                    # make the assignment (about a fifth of a second a deal), and the deals
                    # page only reads it.
                    par=results.par_record(table, seed, n),
                )
            )
    for order, item in enumerate(items):
        item.order = order
    return items


@login_required
@require_http_methods(["GET", "POST"])
def new_assignment(request: HtmxHttpRequest, pk: int) -> HttpResponse:
    classroom = _own_class(request, pk)
    if classroom.is_archived:
        # The class page hides the button; a typed or bookmarked URL gets the same answer.
        messages.error(
            request, _("This class is archived: bring it back before you set it new work.")
        )
        return redirect("courses:class", pk=classroom.pk)
    form = AssignmentForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        data = form.cleaned_data
        try:
            with transaction.atomic():
                assignment = Assignment.objects.create(
                    classroom=classroom,
                    title=data["title"],
                    due=data["due"],
                    instructions=data["instructions"],
                )
                Item.objects.bulk_create(_items_from(assignment, data))
        except services.CourseInputError as exc:
            form.add_error("drill_theme", str(exc))
        else:
            messages.success(request, _("Assignment made. Preview it as your students see it."))
            return redirect("courses:assignment", pk=assignment.pk)
    return render(request, "courses/assignment_form.html", {"form": form, "classroom": classroom})


@login_required
@require_http_methods(["GET", "POST"])
def edit_assignment(request: HtmxHttpRequest, pk: int) -> HttpResponse:
    assignment = _own_assignment(request, pk)
    form = AssignmentEditForm(request.POST or None, instance=assignment)
    if request.method == "POST" and form.is_valid():
        form.save()
        return redirect("courses:assignment", pk=assignment.pk)
    return render(
        request,
        "courses/assignment_edit.html",
        {"form": form, "assignment": assignment, "classroom": assignment.classroom},
    )


@login_required
@require_POST
def delete_assignment(request: HtmxHttpRequest, pk: int) -> HttpResponse:
    assignment = _own_assignment(request, pk)
    classroom = assignment.classroom
    assignment.delete()
    messages.info(request, _("Assignment deleted; the students' own progress stays theirs."))
    return redirect("courses:class", pk=classroom.pk)


@login_required
@require_http_methods(["GET", "POST"])
def copy_assignment(request: HtmxHttpRequest, pk: int) -> HttpResponse:
    """Copy an assignment to another of the teacher's classes: the same lessons, the same ten
    drills and the same deals (same seeds), with a new due date."""
    assignment = _own_assignment(request, pk)
    form = CopyForm(_user(request), request.POST or None)
    if request.method == "POST" and form.is_valid():
        target: Classroom = form.cleaned_data["classroom"]
        with transaction.atomic():
            copy = Assignment.objects.create(
                classroom=target,
                title=assignment.title,
                instructions=assignment.instructions,
                due=form.cleaned_data["due"],
            )
            items = list(assignment.items.all())
            for item in items:
                item.pk = None
                item.assignment = copy
                results.fill_par(item)  # the same deals: the par comes along, if known
            Item.objects.bulk_create(items)
        messages.success(request, _("Copied to %(name)s.") % {"name": target.name})
        return redirect("courses:assignment", pk=copy.pk)
    return render(
        request,
        "courses/assignment_copy.html",
        {"form": form, "assignment": assignment, "classroom": assignment.classroom},
    )


@login_required
@require_GET
def preview(request: HtmxHttpRequest, pk: int) -> HttpResponse:
    """The assignment as a student sees it, buttons inert."""
    assignment = _own_assignment(request, pk)
    items = list(assignment.items.all())
    rows = [(item, results.Cell(item.pk)) for item in items]
    return render(
        request,
        "courses/student_assignment.html",
        {"assignment": assignment, "rows": rows, "preview": True},
    )


def _sorted_rows(
    request: HtmxHttpRequest, assignment: Assignment
) -> tuple[list[results.Row], list[Item], str, bool]:
    items = list(assignment.items.all())
    key = request.GET.get("sort", "name")
    if key not in results.SORTS and key not in {f"item-{i.pk}" for i in items}:
        key = "name"
    descending = request.GET.get("dir") == "desc"
    rows = results.sort_rows(results.rows_for(assignment), key, descending, items)
    return rows, items, key, descending


@login_required
@require_GET
def assignment_page(request: HtmxHttpRequest, pk: int) -> HttpResponse:
    """The results table: students × items, sortable (``?sort=…&dir=desc``)."""
    assignment = _own_assignment(request, pk)
    rows, items, key, descending = _sorted_rows(request, assignment)

    def sort_link(name: str) -> dict[str, str]:
        current = key == name
        direction = "asc" if current and descending else ("desc" if current else "asc")
        if not current and name != "name":
            direction = "desc"  # most done, most late, best score first
        aria = ("descending" if descending else "ascending") if current else "none"
        query = urlencode({"sort": name, "dir": direction})
        return {"url": f"?{query}", "aria": aria}

    columns = [{"item": item, "sort": sort_link(f"item-{item.pk}")} for item in items]
    return render(
        request,
        "courses/results.html",
        {
            "assignment": assignment,
            "classroom": assignment.classroom,
            "rows": rows,
            "columns": columns,
            "sort_name": sort_link("name"),
            "sort_done": sort_link("done"),
            "sort_late": sort_link("late"),
            "has_deals": any(i.kind == Item.Kind.DEAL for i in items),
            "sort_key": key,
            "descending": descending,
        },
    )


@login_required
@require_GET
def results_csv(request: HtmxHttpRequest, pk: int) -> HttpResponse:
    assignment = _own_assignment(request, pk)
    rows, _items, _key, _desc = _sorted_rows(request, assignment)
    response = HttpResponse(content_type="text/csv; charset=utf-8")
    response["Content-Disposition"] = f'attachment; filename="assignment-{assignment.pk}.csv"'
    writer = csv.DictWriter(response, fieldnames=results.CSV_FIELDS)
    writer.writeheader()
    for record in results.flat(assignment, rows):
        writer.writerow(record)
    return response


@login_required
@require_GET
def results_json(request: HtmxHttpRequest, pk: int) -> HttpResponse:
    assignment = _own_assignment(request, pk)
    rows, _items, _key, _desc = _sorted_rows(request, assignment)
    data = {
        "assignment": {
            "id": assignment.pk,
            "title": assignment.title,
            "class": assignment.classroom.name,
            "due": assignment.due.isoformat(),
        },
        "items": [{"id": i.pk, "title": i.title, "kind": i.kind} for i in assignment.items.all()],
        "results": results.flat(assignment, rows),
    }
    return JsonResponse(data, json_dumps_params={"ensure_ascii": False, "indent": 1})


@login_required
@require_GET
def deals_page(request: HtmxHttpRequest, pk: int) -> HttpResponse:
    """Each duplicate deal: every student's contract and score beside the bots' par, with a
    link to the student's review of that deal (the finished deal's review, as a shared link
    shows it: nothing while the deal is still being played)."""
    assignment = _own_assignment(request, pk)
    items = list(assignment.items.all())
    rows = results.rows_for(assignment)
    deals = []
    for index, item in enumerate(items):
        if item.kind != Item.Kind.DEAL:
            continue
        games = {
            w.learner_id: w.game
            for w in Work.objects.filter(item=item).select_related("game")
            if w.game is not None
        }
        entries = []
        for row in rows:
            cell = row.cells[index]
            game = games.get(row.learner.pk)
            review_url = ""
            if cell.done and game is not None:
                review_url = reverse("play:shared", args=[services.review_link_token(game)])
            entries.append({"row": row, "cell": cell, "review_url": review_url})
        par = results.par_of(item)
        deals.append({"item": item, "par": par, "entries": entries})
    return render(
        request,
        "courses/deals.html",
        {"assignment": assignment, "classroom": assignment.classroom, "deals": deals},
    )


# --- assignments (student) --------------------------------------------------------------
@login_required
@require_GET
def student_assignment(request: HtmxHttpRequest, pk: int) -> HttpResponse:
    """The student's assignment: what to do, how far they are, and after the due date the
    class's results without names."""
    assignment, learner = _student_assignment(request, pk)
    row = results.rows_for(assignment, [learner])[0]
    items = list(assignment.items.all())
    context: dict[str, Any] = {
        "assignment": assignment,
        "rows": list(zip(items, row.cells, strict=True)),
        "preview": False,
    }
    if assignment.past_due:
        context["distribution"] = results.distribution(assignment, results.rows_for(assignment))
    return render(request, "courses/student_assignment.html", context)


@login_required
@require_POST
def start_item(request: HtmxHttpRequest, pk: int, item: int) -> HttpResponse:
    """Start (or go on with) a drill set or a duplicate deal of the assignment."""
    assignment, learner = _student_assignment(request, pk)
    it = get_object_or_404(Item, pk=item, assignment=assignment)
    if it.kind == Item.Kind.LESSON:
        return redirect("lessons:detail", slug=it.lesson_slug)
    with transaction.atomic():
        work, _ = Work.objects.select_for_update().get_or_create(item=it, learner=learner)
        if it.kind == Item.Kind.DRILLS:
            if work.drill_set is None:
                work.drill_set = sets.start_fixed(learner, it.theme, it.drills)
                work.save(update_fields=["drill_set"])
            return redirect("drills:set", pk=work.drill_set.pk)
        if work.game is None:
            assert it.deal_number is not None
            title = f"{assignment.title}: {it.title}"[:120]
            work.game = services.start_duplicate_deal(
                learner, it.table, it.seed, it.deal_number, title
            )
            work.save(update_fields=["game"])
        game = work.game
    if game.finished or services.game_outcome(game) is not None:
        return redirect("play:review", pk=game.pk, index=1)
    return redirect("play:table", pk=game.pk)
