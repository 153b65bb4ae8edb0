"""Overlapping drill answers and hints from one learner: every one is answered, none is lost.

The threads share the test database, so this runs outside a test transaction, on whichever
database the suite runs on (SQLite in a file, as in production, or PostgreSQL).
"""

import threading

import pytest
from django.db import connection
from django.test import Client

from drills.models import DrillAttempt, DrillStats
from drills.services import generate_drill

from .helpers import answer_for

THREADS = 8


def _together(work):
    """Run ``work(i)`` in THREADS threads started at the same moment; return what each gave."""
    start = threading.Barrier(THREADS)
    results: list[object] = [None] * THREADS

    def run(i):
        from django.db import connections

        try:
            start.wait()
            results[i] = work(i)
        except Exception as exc:  # reported below, with the others
            results[i] = exc
        finally:
            connections.close_all()

    threads = [threading.Thread(target=run, args=(i,)) for i in range(THREADS)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    return results


def _signed_in_clients():
    """THREADS clients that share one guest's session, as tabs of one browser do."""
    first = Client(raise_request_exception=False)
    drill = generate_drill("score", 1, "warmup")
    first.post(f"/drills/score/{drill.key}/hint/")
    cookie = first.cookies["sessionid"].value
    clients = []
    for _ in range(THREADS):
        c = Client(raise_request_exception=False)
        c.cookies["sessionid"] = cookie
        clients.append(c)
    return clients


@pytest.mark.django_db(transaction=True)
def test_overlapping_answers_from_one_learner_all_succeed():
    clients = _signed_in_clients()
    drills = [generate_drill("score", 1, f"together{i}") for i in range(THREADS)]

    def answer(i):
        d = drills[i]
        r = clients[i].post(f"/drills/score/{d.key}/answer/", answer_for(d, right=i % 2 == 0))
        return r.status_code

    codes = _together(answer)
    assert codes == [200] * THREADS, codes
    stats = DrillStats.objects.get(drill_type="score")
    assert stats.attempts == THREADS  # no answer lost, none counted twice
    assert DrillAttempt.objects.filter(answered=True).count() == THREADS


@pytest.mark.django_db(transaction=True)
def test_overlapping_hints_and_answers_on_one_drill_all_succeed():
    clients = _signed_in_clients()
    drill = generate_drill("score", 2, "same")

    def hint_or_answer(i):
        url = f"/drills/score/{drill.key}/" + ("hint/" if i % 2 else "answer/")
        data = answer_for(drill) if i % 2 == 0 else {}
        return clients[i].post(url, data, headers={"HX-Request": "true"}).status_code

    codes = _together(hint_or_answer)
    assert codes == [200] * THREADS, codes
    assert DrillStats.objects.get(drill_type="score").attempts == 1
    attempt = DrillAttempt.objects.get(key=drill.key)
    assert attempt.answered and attempt.hints_used <= 3


def test_the_sqlite_test_database_is_a_file_as_in_production():
    if connection.vendor != "sqlite":
        pytest.skip("PostgreSQL")
    assert not connection.is_in_memory_db()
