"""/lessons/reference/<slug>/: the rules, conventions and interpretations as pages, with an
anchor at every id they define, so every id a drill or a bot cites leads somewhere."""

from __future__ import annotations

import re

import pytest
from django.conf import settings

from lessons.content.reference import SOURCES, load_references, render
from lessons.models import ReferenceAnchor

pytestmark = pytest.mark.django_db

ID = re.compile(r"^- \*\*((?:IC|R|D|C|I|V|VD)-[\d.]+)\*\*", re.M)


def test_every_id_defined_in_the_docs_gets_an_anchor():
    for slug, _title, rel in SOURCES:
        text = (settings.BASE_DIR / rel).read_text(encoding="utf-8")
        doc = render(slug, "", text)
        listed = ID.findall(text)
        assert listed and set(listed) <= set(doc.ids), (slug, set(listed) - set(doc.ids))
        for i in listed:
            assert f'id="{i}"' in doc.body_html


def test_mentions_link_to_known_ids_only():
    docs = load_references(settings.BASE_DIR)
    html = next(d for d in docs if d.slug == "interpretations").body_html
    assert '<a href="/lessons/rule/C-2.3/">C-2.3</a>' in html
    # IC-9 is mentioned ("IC-9 is unused") and defined nowhere, so it links nowhere; IC-8,
    # defined, links wherever another entry cites it. (This line named IC-8 by mistake and
    # held only while no other entry cited IC-8.)
    assert "IC-9" in html and '<a href="/lessons/rule/IC-9/">' not in html
    assert '<a href="/lessons/rule/IC-8/">IC-8</a>' in html


def test_each_reference_page_renders(fixture_content, client):
    for slug in ("rules", "conventions", "interpretations"):
        html = client.get(f"/lessons/reference/{slug}/").content.decode()
        assert 'id="' in html and "Reference" in html
    assert client.get("/lessons/reference/nothing/").status_code == 404


@pytest.mark.parametrize("rule_id", ["IC-32", "D-9", "C-8.2", "R-10"])
def test_an_id_no_lesson_teaches_leads_to_the_reference(fixture_content, client, rule_id):
    anchor = ReferenceAnchor.objects.get(rule_id=rule_id)
    r = client.get(f"/lessons/rule/{rule_id}/")
    assert r.status_code == 302
    assert r["Location"] == f"/lessons/reference/{anchor.doc.slug}/#{rule_id}"


def test_an_unknown_id_is_404(fixture_content, client):
    assert client.get("/lessons/rule/IC-999/").status_code == 404
