"""Settings for Skruuvi Academy, all in one module and driven by environment variables.

Every variable is listed, with its default, in the README's Settings table. The main ones:

- ``DEBUG`` ("1"/"true"/"yes" to turn on; off by default).
- ``SECRET_KEY`` (required when DEBUG is off, except under the test runner).
- ``ALLOWED_HOSTS`` (comma separated; defaults to localhost names).
- ``DATABASE_URL`` (e.g. ``postgres://root@127.0.0.1:5432/skruuvi``); without it the app
  uses the SQLite file ``data/db.sqlite3`` (or ``SQLITE_PATH``).
- ``HTTPS`` (on in production: redirect to HTTPS, secure cookies, HSTS) and ``PROXY_COUNT``
  (the reverse proxies in front, whose X-Forwarded-Proto and X-Forwarded-For are trusted).
"""

from __future__ import annotations

import os
import sys
from datetime import timedelta
from pathlib import Path

import dj_database_url
from django.core.exceptions import ImproperlyConfigured
from django.utils.csp import CSP

BASE_DIR = Path(__file__).resolve().parent.parent


def env_bool(name: str, default: bool = False) -> bool:
    value = os.environ.get(name)
    if value is None or value == "":
        return default
    return value.strip().lower() in {"1", "true", "yes", "on"}


def env_list(name: str, default: list[str]) -> list[str]:
    value = os.environ.get(name)
    if not value:
        return default
    return [item.strip() for item in value.split(",") if item.strip()]


# The test runner imports this module before any conftest can set variables, so it is
# recognised here; tests get the dev key and plain static storage, nothing else differs.
TESTING = "pytest" in sys.modules or (len(sys.argv) > 1 and sys.argv[1] == "test")

DEBUG = env_bool("DEBUG", default=False)

_DEV_SECRET_KEY = "django-insecure-skruuvi-academy-dev-key-never-use-in-production"
SECRET_KEY = os.environ.get("SECRET_KEY", "")
if not SECRET_KEY:
    if DEBUG or TESTING:
        SECRET_KEY = _DEV_SECRET_KEY
    else:
        raise ImproperlyConfigured("Set SECRET_KEY (or DEBUG=1 for local development).")

ALLOWED_HOSTS = env_list("ALLOWED_HOSTS", ["127.0.0.1", "localhost", "[::1]", "testserver"])
CSRF_TRUSTED_ORIGINS = env_list("CSRF_TRUSTED_ORIGINS", [])

INSTALLED_APPS = [
    "whitenoise.runserver_nostatic",
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "django_htmx",
    "crispy_forms",
    "crispy_bootstrap5",
    "axes",
    "accounts",
    "cardui",
    "lessons",
    "drills",
    "play",
    "courses",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "skruuvi_site.middleware.RefuseNulBytesMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    # After the session, before CommonMiddleware: the language cookie, else Accept-Language.
    "django.middleware.locale.LocaleMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    # A signed-in learner's chosen language wins over the cookie and the browser's.
    "accounts.middleware.LearnerLanguageMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "django.middleware.csp.ContentSecurityPolicyMiddleware",
    "django_htmx.middleware.HtmxMiddleware",
    # Last, as django-axes asks: it turns a locked-out log-in into the lockout page.
    "axes.middleware.AxesMiddleware",
]

ROOT_URLCONF = "skruuvi_site.urls"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
                "django.template.context_processors.i18n",
            ],
            "builtins": ["django.templatetags.static", "django.templatetags.i18n"],
        },
    },
]

WSGI_APPLICATION = "skruuvi_site.wsgi.application"
ASGI_APPLICATION = "skruuvi_site.asgi.application"

_sqlite_path = Path(os.environ.get("SQLITE_PATH", BASE_DIR / "data" / "db.sqlite3"))
DATABASES = {
    "default": dj_database_url.config(
        env="DATABASE_URL",
        default=f"sqlite:///{_sqlite_path}",
        # Keep connections between requests (a new PostgreSQL connection per request made it
        # slower than SQLite under gunicorn); runserver starts a thread per request, so not there.
        conn_max_age=int(os.environ.get("CONN_MAX_AGE", "0" if DEBUG else "600")),
        conn_health_checks=True,
    )
}
if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":
    _sqlite_path.parent.mkdir(parents=True, exist_ok=True)
    DATABASES["default"].setdefault("OPTIONS", {}).update(
        {
            # Wait up to 20 s for the writer ahead instead of failing at once.
            "timeout": 20,
            # Every transaction takes the write lock when it begins. A deferred one reads,
            # then asks for the lock, and SQLite refuses that upgrade at once ("database is
            # locked") when another writer got there first: overlapping drill answers failed.
            "transaction_mode": "IMMEDIATE",
            # WAL: readers never wait for the writer; NORMAL sync is safe with WAL.
            "init_command": "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL",
        }
    )
    # Tests use a file too, not a shared-cache memory database (which locks whole tables
    # and ignores the timeout): threads in the concurrency tests see what production sees.
    DATABASES["default"]["TEST"] = {
        "NAME": os.environ.get("SQLITE_TEST_PATH", str(_sqlite_path.parent / "test.sqlite3"))
    }

DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]
# Log-in throttling (django-axes), for the site's log-in and the admin's alike: after
# LOGIN_FAILURE_LIMIT failures for one username, or from one address, log-in is refused (429,
# before the password is even hashed) for LOGIN_COOLOFF_MINUTES. A success resets the count.
AUTHENTICATION_BACKENDS = [
    "axes.backends.AxesStandaloneBackend",
    "django.contrib.auth.backends.ModelBackend",
]
AXES_FAILURE_LIMIT = int(os.environ.get("LOGIN_FAILURE_LIMIT", "10"))
AXES_COOLOFF_TIME = timedelta(minutes=int(os.environ.get("LOGIN_COOLOFF_MINUTES", "15")))
AXES_LOCKOUT_PARAMETERS = ["username", "ip_address"]
AXES_USERNAME_CALLABLE = "accounts.throttle.username"
AXES_CLIENT_IP_CALLABLE = "accounts.throttle.client_ip"  # PROXY_COUNT-aware
AXES_RESET_ON_SUCCESS = True
# Attempts during a lockout do not extend it, so nobody can keep an account locked for ever.
AXES_RESET_COOL_OFF_ON_FAILURE_DURING_LOCKOUT = False
AXES_DISABLE_ACCESS_LOG = True  # no row for every successful log-in
AXES_LOCKOUT_TEMPLATE = "registration/locked_out.html"
AXES_VERBOSE = False

LOGIN_URL = "login"
LOGIN_REDIRECT_URL = "home"
LOGOUT_REDIRECT_URL = "home"

# No form of the site posts more than a few hundred bytes; Django's default is 2.5 MB.
DATA_UPLOAD_MAX_MEMORY_SIZE = 64 * 1024
DATA_UPLOAD_MAX_NUMBER_FIELDS = 100

# A guest is known by the session, which lives in the database. Learners note a visit at most
# once a day, and the session's expiry slides on then; `manage.py prune_guests` deletes guests
# idle for GUEST_IDLE_DAYS and `manage.py clearsessions` the expired sessions.
GUEST_IDLE_DAYS = int(os.environ.get("GUEST_IDLE_DAYS", "90"))
SESSION_COOKIE_AGE = 60 * 60 * 24 * GUEST_IDLE_DAYS

# English and Finnish. The browser's Accept-Language picks one until the learner chooses in
# the navbar (a cookie for everyone, and the signed-in learner's `language`); English is the
# default when the browser asks for neither. Catalogues: locale/<lang>/LC_MESSAGES/django.po,
# compiled to .mo by `make messages` (the README says how to refresh them).
LANGUAGE_CODE = "en"
LANGUAGES = [("en", "English"), ("fi", "Suomi")]
LOCALE_PATHS = [BASE_DIR / "locale"]
LANGUAGE_COOKIE_AGE = 60 * 60 * 24 * 365
LANGUAGE_COOKIE_SAMESITE = "Lax"
TIME_ZONE = "Europe/Helsinki"
USE_I18N = True
USE_TZ = True

STATIC_URL = "static/"
STATIC_ROOT = Path(os.environ.get("STATIC_ROOT", BASE_DIR / "staticfiles"))
STATICFILES_DIRS = [BASE_DIR / "static"]
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {
        # Hashed names need `collectstatic` first; development and tests read the sources.
        "BACKEND": (
            "whitenoise.storage.CompressedStaticFilesStorage"
            if DEBUG or TESTING
            else "whitenoise.storage.CompressedManifestStaticFilesStorage"
        )
    },
}

# HTTPS. With HTTPS on, plain HTTP is redirected, cookies are only sent over HTTPS and browsers
# are told (HSTS) to use nothing else for HSTS_SECONDS. Behind PROXY_COUNT reverse proxies
# (e.g. nginx terminating TLS), their X-Forwarded-Proto says whether the request came over
# HTTPS and X-Forwarded-For who sent it (for the log-in throttle); never set PROXY_COUNT on a
# server that clients reach directly, or they choose both.
HTTPS = env_bool("HTTPS", default=False)
SECURE_SSL_REDIRECT = HTTPS
SESSION_COOKIE_SECURE = HTTPS
CSRF_COOKIE_SECURE = HTTPS
LANGUAGE_COOKIE_SECURE = HTTPS
SECURE_HSTS_SECONDS = int(os.environ.get("HSTS_SECONDS", str(60 * 60 * 24 * 365) if HTTPS else "0"))
SECURE_HSTS_INCLUDE_SUBDOMAINS = env_bool("HSTS_INCLUDE_SUBDOMAINS", default=True)
SECURE_HSTS_PRELOAD = env_bool("HSTS_PRELOAD", default=False)
SILENCED_SYSTEM_CHECKS = []
if not SECURE_HSTS_PRELOAD:
    # Asking to be preloaded into browsers is the domain owner's decision (HSTS_PRELOAD=1),
    # not a default; `check --deploy` would otherwise warn about it.
    SILENCED_SYSTEM_CHECKS.append("security.W021")
PROXY_COUNT = int(os.environ.get("PROXY_COUNT", "0"))
if PROXY_COUNT:
    SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")

# Content-Security-Policy: scripts, styles, images and fonts from this site only, no inline
# script (lesson HTML is rendered as it is), no plugins, no framing. Templates keep a few
# inline style attributes (progress bar widths), hence style-src-attr; htmx is told not to
# add its indicator <style> element (base.html) and site.css has those rules instead.
SECURE_CSP = {
    "default-src": [CSP.SELF],
    "script-src": [CSP.SELF],
    "style-src": [CSP.SELF],
    "style-src-attr": [CSP.UNSAFE_INLINE],
    "img-src": [CSP.SELF, "data:"],
    "font-src": [CSP.SELF],
    "connect-src": [CSP.SELF],
    "object-src": [CSP.NONE],
    "base-uri": [CSP.NONE],
    "form-action": [CSP.SELF],
    "frame-ancestors": [CSP.NONE],
}

CRISPY_ALLOWED_TEMPLATE_PACKS = "bootstrap5"
CRISPY_TEMPLATE_PACK = "bootstrap5"

# The pause before each bot move at the practice table, so moves appear one at a time.
PLAY_BOT_DELAY_MS = int(os.environ.get("PLAY_BOT_DELAY_MS", "650"))

# Lesson content (Markdown files a teacher edits) lives in the repository.
CONTENT_DIR = BASE_DIR / "content"

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "root": {"handlers": ["console"], "level": os.environ.get("LOG_LEVEL", "WARNING")},
}
