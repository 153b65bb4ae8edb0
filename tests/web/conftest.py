from pathlib import Path

import pytest

from tests.conftest import load_course

FIXTURE_CONTENT = Path(__file__).parent / "fixtures" / "content"


@pytest.fixture
def fixture_content(db):
    """A tiny course (two lessons, a glossary, one example deal) loaded into the database."""
    load_course(FIXTURE_CONTENT)
