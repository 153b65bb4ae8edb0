"""The shape of the code, checked: who may import whom, and that the repository stands on its own.

- ``engine`` is a library: it imports neither Django nor any app of the site.
- In each Django app, one ``services`` module (or package) is the only importer of ``engine``:
  views, models and templates get plain data or seat views through it.
- No file points outside the repository (the sources live elsewhere and are not needed).
"""

from __future__ import annotations

import ast
import re
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
APPS = ("accounts", "cardui", "lessons", "drills", "play", "courses", "skruuvi_site")
WEB_PACKAGES = ("django", "django_htmx", "crispy_forms", *APPS)


def imported_modules(path: Path) -> set[str]:
    """Top-level-qualified names of every module ``path`` imports (relative ones resolved)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = ".".join(path.relative_to(ROOT).with_suffix("").parts[:-1])
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                found.add(".".join([*base, node.module] if node.module else base))
            elif node.module:
                found.add(node.module)
    return found


def python_files(*folders: str) -> list[Path]:
    return sorted(p for folder in folders for p in (ROOT / folder).rglob("*.py"))


def test_the_engine_imports_no_django_and_no_app():
    offenders = {
        str(p.relative_to(ROOT)): sorted(
            m for m in imported_modules(p) if m.split(".")[0] in WEB_PACKAGES
        )
        for p in python_files("engine")
    }
    assert not {k: v for k, v in offenders.items() if v}


def is_bridge(path: Path) -> bool:
    rel = path.relative_to(ROOT).parts
    return len(rel) >= 2 and (rel[1] == "services.py" or rel[1] == "services")


def test_only_each_apps_services_module_imports_the_engine():
    offenders = [
        str(p.relative_to(ROOT))
        for p in python_files(*APPS)
        if not is_bridge(p) and any(m.split(".")[0] == "engine" for m in imported_modules(p))
    ]
    assert offenders == []


def test_the_rule_sees_an_engine_import(tmp_path):
    """The check above is not vacuous: it finds an engine import where one is written."""
    sample = ROOT / "play" / "views.py"
    assert "engine" not in {m.split(".")[0] for m in imported_modules(sample)}
    bridge = ROOT / "play" / "services" / "four.py"
    assert is_bridge(bridge) and "engine.session" in imported_modules(bridge)


OUTSIDE = re.compile(r"\.\./shared|/work/|\bshared/seeds\b|\bshared/RULES")


@pytest.mark.parametrize(
    "pattern", ["*.py", "*.md", "*.html", "*.yaml", "*.toml", "Makefile", "run"]
)
def test_nothing_points_outside_the_repository(pattern):
    tracked = subprocess.run(
        ["git", "ls-files", "--cached", "--others", "--exclude-standard"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.split()
    files = [ROOT / f for f in tracked if Path(f).match(pattern) and (ROOT / f).is_file()]
    assert files
    offenders = [
        str(f.relative_to(ROOT))
        for f in files
        if f.name != "test_layout.py"
        and OUTSIDE.search(f.read_text(encoding="utf-8", errors="replace"))
    ]
    assert offenders == []


TEMPLATE_LINE_LIMIT = 160  # issue 14: templates read without scrolling sideways
TEMPLATE_TAG = re.compile(r"\{%.*?%\}|\{\{.*?\}\}", re.S)


def template_files() -> list[Path]:
    return sorted((ROOT / "templates").rglob("*.html"))


def test_no_template_line_is_longer_than_160_characters():
    long_lines = [
        f"{path.relative_to(ROOT)}:{number} ({len(line)})"
        for path in template_files()
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if len(line) > TEMPLATE_LINE_LIMIT
    ]
    assert long_lines == []


def test_template_tags_stay_on_one_line():
    """Django reads a ``{% … %}`` or ``{{ … }}`` split over lines as text: each is on one."""
    split = [
        f"{path.relative_to(ROOT)}: {m.group(0)[:60]!r}"
        for path in template_files()
        for m in TEMPLATE_TAG.finditer(path.read_text(encoding="utf-8"))
        if "\n" in m.group(0)
    ]
    assert split == []
