"""Static files are served by whitenoise with DEBUG off, from collectstatic's output."""

import pytest
from django.core.management import call_command
from django.test import Client


@pytest.mark.django_db
def test_static_files_are_served_with_debug_off(settings, tmp_path):
    settings.DEBUG = False
    settings.STATIC_ROOT = tmp_path / "static"
    settings.STORAGES = {
        **settings.STORAGES,
        "staticfiles": {"BACKEND": "whitenoise.storage.CompressedManifestStaticFilesStorage"},
    }
    call_command("collectstatic", interactive=False, verbosity=0)
    client = Client()  # a new handler, so whitenoise scans the new STATIC_ROOT
    page = client.get("/").content.decode()
    # The page names hashed files; each one is served.
    for prefix in (
        "/static/css/site.",
        "/static/vendor/bootstrap-5.3.9/bootstrap.min.",
        "/static/django_htmx/htmx-2.min.",
    ):
        start = page.index(prefix)
        url = page[start : page.index('"', start)]
        assert url != prefix
        response = client.get(url)
        assert response.status_code == 200, url
        body = b"".join(response.streaming_content)
        assert len(body) > 100
        assert "max-age" in response["Cache-Control"]
