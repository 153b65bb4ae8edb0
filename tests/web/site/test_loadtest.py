"""The load benchmark (skruuvi_site/loadtest.py, `make loadtest`) drives the real pages: a
short run against the test server, with no timing assertion, only that it works."""

import pytest

from skruuvi_site import loadtest


@pytest.mark.django_db(transaction=True)
def test_a_short_run_answers_drills_and_plays_without_errors(live_server):
    results = loadtest.run_load(live_server.url, clients=2, seconds=4)
    samples = [s for s in results.samples if s.kind != "_elapsed"]
    assert [s for s in samples if s.status == 0 or s.status >= 500] == []
    kinds = {s.kind for s in samples}
    assert {"drill page", "drill answer", "new game"} <= kinds
    assert kinds & {"table bot", "table act"}
    text = loadtest.report("2 clients", results)
    assert "errors 0" in text and "p95 ms" in text


def test_it_only_targets_loopback():
    assert loadtest._loopback("http://127.0.0.1:8200/") == "http://127.0.0.1:8200"
    with pytest.raises(SystemExit):
        loadtest._loopback("http://10.0.0.5:8200")
    with pytest.raises(SystemExit):
        loadtest.main(["--url", "http://127.0.0.1:8200", "--seconds", "601"])


def test_percentiles():
    values = [float(v) for v in range(1, 101)]
    assert loadtest.percentile(values, 50) == pytest.approx(50.5)
    assert loadtest.percentile(values, 99) == pytest.approx(99.01)
    assert loadtest.percentile([], 95) == 0.0
