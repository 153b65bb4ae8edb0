"""Shared fixtures: a cheap password hasher for every test, Debian's Chromium (through
Playwright) for the browser tests, and the course loaded into a test's database."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

CHROMIUM = os.environ.get("CHROMIUM_PATH", "/usr/bin/chromium")
SKIP_BROWSER = os.environ.get("SKIP_BROWSER_TESTS", "0") == "1"


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if not SKIP_BROWSER:
        return
    skip = pytest.mark.skip(reason="SKIP_BROWSER_TESTS=1 (never set in CI)")
    for item in items:
        if "browser" in item.keywords:
            item.add_marker(skip)


@pytest.fixture(scope="session", autouse=True)
def fast_password_hashing() -> Iterator[None]:
    """Tests sign in as many users; the real hasher (PBKDF2, over a million rounds) costs
    about a second a password here, which made the courses tests' setup most of their time.
    The settings' hasher is the site's; nothing under test depends on its cost."""
    from django.test import override_settings

    with override_settings(PASSWORD_HASHERS=["django.contrib.auth.hashers.MD5PasswordHasher"]):
        yield


@pytest.fixture(autouse=True)
def plain_template_rendering(request: pytest.FixtureRequest) -> Iterator[None]:
    """Render templates as the site does. Django's test setup wraps every template render so
    that the test client can keep a copy of each context (``response.context``); with the
    table's partials that copying was a large share of a web test's time. A test that reads
    ``response.context`` asks for it with ``@pytest.mark.template_context``."""
    from django.template import Template

    original = getattr(Template, "_original_render", None)
    if original is None or request.node.get_closest_marker("template_context"):
        yield
        return
    instrumented = Template._render
    Template._render = original
    yield
    Template._render = instrumented


@pytest.fixture(autouse=True)
def site_language_between_tests() -> Iterator[None]:
    """Each test starts in the site's default language. A request in Finnish (a cookie, a
    signed-in learner's choice) activates Finnish in the thread that served it, which is the
    test's own under Django's test client, and it stays active after the response: the next
    test in that worker would otherwise read Finnish where it expects English."""
    from django.utils import translation

    translation.deactivate()
    yield
    translation.deactivate()


@pytest.fixture(scope="session")
def chromium() -> Iterator[Any]:
    # Playwright's sync API runs an event loop in this thread; Django's ORM refuses to run
    # inside one unless told it is safe (the test server runs in its own thread anyway).
    os.environ.setdefault("DJANGO_ALLOW_ASYNC_UNSAFE", "true")
    from playwright.sync_api import sync_playwright

    if not os.path.exists(CHROMIUM):
        pytest.fail(f"{CHROMIUM} is missing: run .ci/ensure-chromium (or SKIP_BROWSER_TESTS=1)")
    with sync_playwright() as pw:
        browser = pw.chromium.launch(
            executable_path=CHROMIUM,
            headless=True,
            args=[
                "--no-sandbox",
                "--disable-gpu",
                "--disable-quic",
                "--no-first-run",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
            ],
        )
        yield browser
        browser.close()


@pytest.fixture
def page(chromium: Any) -> Iterator[Any]:
    context = chromium.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    page.set_default_timeout(15_000)
    yield page
    context.close()


_READ: dict[Path, Any] = {}


def load_course(content: Path | str | None = None) -> None:
    """What ``manage.py load_content`` stores (the course by default), in this test's
    database. The files are parsed once per test process (about a second for the course, which
    some twenty tests load): the command's own tests call the command itself."""
    from django.conf import settings

    from lessons.management.commands.load_content import read, save

    root = Path(content or settings.CONTENT_DIR).resolve()
    if root not in _READ:
        parsed, references = read(root)
        assert not parsed.problems, [str(p) for p in parsed.problems]
        _READ[root] = (parsed, references)
    save(*_READ[root])
