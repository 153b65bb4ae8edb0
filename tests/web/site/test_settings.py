"""The one settings module reads its configuration from the environment."""

import runpy
from pathlib import Path

import pytest
from django.core.exceptions import ImproperlyConfigured

SETTINGS = Path(__file__).resolve().parents[3] / "skruuvi_site" / "settings.py"


def load(monkeypatch, **env):
    for name in (
        "DATABASE_URL",
        "DEBUG",
        "SECRET_KEY",
        "ALLOWED_HOSTS",
        "HTTPS",
        "HSTS_SECONDS",
        "PROXY_COUNT",
        "CONN_MAX_AGE",
    ):
        monkeypatch.delenv(name, raising=False)
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    return runpy.run_path(str(SETTINGS))


def test_database_url_switches_to_postgresql(monkeypatch):
    s = load(monkeypatch, DATABASE_URL="postgres://root@127.0.0.1:5432/skruuvi")
    db = s["DATABASES"]["default"]
    assert db["ENGINE"] == "django.db.backends.postgresql"
    assert (db["HOST"], db["PORT"], db["USER"], db["NAME"]) == (
        "127.0.0.1",
        5432,
        "root",
        "skruuvi",
    )


def test_sqlite_is_the_default(monkeypatch, tmp_path):
    s = load(monkeypatch, SQLITE_PATH=str(tmp_path / "x.sqlite3"))
    db = s["DATABASES"]["default"]
    assert db["ENGINE"] == "django.db.backends.sqlite3"
    assert db["NAME"] == str(tmp_path / "x.sqlite3")


def test_debug_and_hosts_come_from_the_environment(monkeypatch):
    s = load(monkeypatch, DEBUG="1", ALLOWED_HOSTS="skruuvi.example, 10.0.0.2")
    assert s["DEBUG"] is True
    assert s["ALLOWED_HOSTS"] == ["skruuvi.example", "10.0.0.2"]
    assert s["SECRET_KEY"].startswith("django-insecure")


def test_a_real_secret_key_is_used_when_given(monkeypatch):
    s = load(monkeypatch, SECRET_KEY="s3cret")
    assert s["SECRET_KEY"] == "s3cret" and s["DEBUG"] is False


def test_production_without_a_secret_key_is_refused(monkeypatch):
    import sys

    monkeypatch.delitem(sys.modules, "pytest")
    try:
        with pytest.raises(ImproperlyConfigured, match="SECRET_KEY"):
            load(monkeypatch)
    finally:
        sys.modules["pytest"] = pytest
