"""Production settings: `check --deploy` is clean with the documented production variables
(README, Settings), and the switches behind it do what they say."""

import os
import secrets
import subprocess
import sys
from pathlib import Path

import pytest

from .test_settings import load

ROOT = Path(__file__).resolve().parents[3]

# The production variables the README documents (a real SECRET_KEY and host, of course).
PRODUCTION = {
    "DEBUG": "0",
    "SECRET_KEY": secrets.token_urlsafe(50),
    "ALLOWED_HOSTS": "skruuvi.example",
    "HTTPS": "1",
    "PROXY_COUNT": "1",
}


# Set by the browser tests' fixture for this process only (Playwright runs an event loop);
# a production server never has it, and `check --deploy` rightly refuses it.
TEST_ONLY = {"DJANGO_ALLOW_ASYNC_UNSAFE"}


def _check_deploy(tmp_path, **env):
    environ = {k: v for k, v in os.environ.items() if k not in PRODUCTION and k not in TEST_ONLY}
    environ.setdefault("SQLITE_PATH", str(tmp_path / "db.sqlite3"))
    environ.update(env)
    return subprocess.run(
        [sys.executable, "manage.py", "check", "--deploy", "--fail-level", "WARNING"],
        cwd=ROOT,
        env=environ,
        capture_output=True,
        text=True,
        timeout=300,
    )


def test_check_deploy_is_clean_with_the_production_variables(tmp_path):
    result = _check_deploy(tmp_path, **PRODUCTION)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "System check identified no issues" in result.stdout


def test_without_https_check_deploy_names_what_is_missing(tmp_path):
    result = _check_deploy(tmp_path, **{**PRODUCTION, "HTTPS": "0"})
    assert result.returncode != 0
    for warning in ("W004", "W008", "W012", "W016"):
        assert f"security.{warning}" in result.stderr


def test_https_turns_on_the_redirect_secure_cookies_and_hsts(monkeypatch):
    s = load(monkeypatch, HTTPS="1")
    assert s["SECURE_SSL_REDIRECT"] and s["SESSION_COOKIE_SECURE"] and s["CSRF_COOKIE_SECURE"]
    assert s["SECURE_HSTS_SECONDS"] == 365 * 24 * 3600 and s["SECURE_HSTS_INCLUDE_SUBDOMAINS"]
    plain = load(monkeypatch)
    assert not plain["SECURE_SSL_REDIRECT"] and plain["SECURE_HSTS_SECONDS"] == 0
    assert load(monkeypatch, HTTPS="1", HSTS_SECONDS="300")["SECURE_HSTS_SECONDS"] == 300


def test_behind_a_proxy_its_headers_are_trusted_and_not_otherwise(monkeypatch):
    s = load(monkeypatch, PROXY_COUNT="1")
    assert s["SECURE_PROXY_SSL_HEADER"] == ("HTTP_X_FORWARDED_PROTO", "https")
    assert s["PROXY_COUNT"] == 1
    assert "SECURE_PROXY_SSL_HEADER" not in load(monkeypatch)


def test_database_connections_persist_in_production(monkeypatch):
    assert load(monkeypatch)["DATABASES"]["default"]["CONN_MAX_AGE"] == 600
    assert load(monkeypatch, DEBUG="1")["DATABASES"]["default"]["CONN_MAX_AGE"] == 0
    assert load(monkeypatch, CONN_MAX_AGE="30")["DATABASES"]["default"]["CONN_MAX_AGE"] == 30


@pytest.mark.django_db
def test_every_page_carries_the_content_security_policy(client):
    policy = client.get("/")["Content-Security-Policy"]
    assert "script-src 'self'" in policy and "object-src 'none'" in policy
    assert "frame-ancestors 'none'" in policy
    assert "unsafe-inline" not in policy.split("style-src-attr")[0]  # only style attributes


def test_no_template_has_an_inline_script_or_style_element_or_handler():
    import re

    offenders = []
    for path in (ROOT / "templates").rglob("*.html"):
        text = path.read_text()
        if re.search(r"<script(?![^>]*\bsrc=)[^>]*>|<style\b|\son[a-z]+=", text):
            offenders.append(str(path.relative_to(ROOT)))
    assert offenders == []


@pytest.mark.django_db
def test_favicon_ico_leads_to_the_icon(client):
    response = client.get("/favicon.ico")
    assert response.status_code == 302 and response["Location"].endswith("favicon.svg")
