# Skruuvi Academy. From a fresh clone: `make run` serves the site, `make test` runs every check.
VENV      := .venv
PY        := $(VENV)/bin/python
PIP       := $(PY) -m pip
HOST      ?= 127.0.0.1
PORT      ?= 8000

# Let Python keep compiled bytecode (__pycache__, ignored by git) even where the shell sets
# PYTHONDONTWRITEBYTECODE: each pytest worker and each tool run otherwise compiles the whole
# project and Django again (collection alone: 8.6 s without the cache, 2.5 s with it).
unexport PYTHONDONTWRITEBYTECODE

.PHONY: run serve test install install-dev migrate content messages lint typecheck pytest bench solver-check loadtest clean

$(PY):
	"$$(.ci/find-python)" -m venv $(VENV)
	$(PIP) install --quiet --upgrade pip

# Reinstall when pyproject.toml or the compiled solver (setup.py builds it) changes.
BUILD_INPUTS := pyproject.toml setup.py engine/solver/_core.c

$(VENV)/.installed: $(BUILD_INPUTS) | $(PY)
	$(PIP) install --quiet -e .
	@touch $@

$(VENV)/.installed-dev: $(BUILD_INPUTS) | $(PY)
	$(PIP) install --quiet -e '.[dev]'
	@touch $@ $(VENV)/.installed

install: $(VENV)/.installed
install-dev: $(VENV)/.installed-dev

migrate: install
	DEBUG=$${DEBUG:-1} $(PY) manage.py migrate --noinput

content: migrate
	DEBUG=$${DEBUG:-1} $(PY) manage.py load_content

# The translation catalogues (locale/<lang>/LC_MESSAGES/django.po) compiled to .mo, which git
# ignores; rebuilt when a .po changes. gettext's msgfmt is installed by .ci/ensure-gettext.
PO_FILES := $(wildcard locale/*/LC_MESSAGES/*.po)
MO_FILES := $(PO_FILES:.po=.mo)

%.mo: %.po
	@.ci/ensure-gettext
	msgfmt --check-format -o $@ $<

messages: $(MO_FILES)

run: content messages
	@echo "Skruuvi Academy on http://$(HOST):$(PORT)/"
	DEBUG=$${DEBUG:-1} $(PY) manage.py runserver $(HOST):$(PORT)

# Production: gunicorn, DEBUG off, hashed static files. Needs SECRET_KEY and the README's
# production variables (HTTPS=1, ALLOWED_HOSTS, ...); `check --deploy` prints what is missing.
WORKERS   ?= $${WEB_CONCURRENCY:-3}
THREADS   ?= 4
serve: install messages
	DEBUG=0 $(PY) manage.py check --deploy
	DEBUG=0 $(PY) manage.py collectstatic --noinput --verbosity 0
	DEBUG=0 $(PY) manage.py migrate --noinput
	DEBUG=0 $(PY) manage.py load_content
	@echo "Skruuvi Academy (gunicorn) on http://$(HOST):$(PORT)/"
	DEBUG=0 exec $(VENV)/bin/gunicorn skruuvi_site.wsgi --bind $(HOST):$(PORT) \
		--workers $(WORKERS) --worker-class gthread --threads $(THREADS) --timeout 60 \
		--max-requests 2000 --max-requests-jitter 200

lint: install-dev
	$(VENV)/bin/ruff check .

typecheck: install-dev
	DEBUG=1 $(VENV)/bin/mypy

# Two workers (pytest-xdist) by default: CI machines have two cores. PYTEST_WORKERS=0 runs
# in one process (easier to debug). Work stealing: a worker that runs out of tests takes
# some of the other's instead of waiting on its queue (the whole suite on a quiet machine,
# two runs each: 226 s and 229 s against 243 s and 243 s with xdist's default split).
# Three workers on two cores lose (318 s against 286 s, the corpus kept): the suite is CPU-bound.
PYTEST_WORKERS ?= auto
pytest: install-dev messages
	.ci/ensure-chromium
	$(PY) -m pytest -n $(PYTEST_WORKERS) --dist worksteal $(PYTEST_ARGS)

# SKIP_BROWSER_TESTS=1 skips the Chromium tests on a laptop without apt (never in CI).
test: messages lint typecheck pytest

bench: install-dev
	$(PY) -m engine.tools.bench

# 50 clients for 60 s, then 5 for 20 s, against `make serve` on 127.0.0.1:$(LOADTEST_PORT),
# on a fresh SQLite file (or DATABASE_URL's PostgreSQL database). About 2 minutes in all.
LOADTEST_PORT ?= 8200
loadtest: install-dev
	$(PY) -m skruuvi_site.loadtest --serve --port $(LOADTEST_PORT) $(LOADTEST_ARGS)

# The solver's exactness runs: against DDS at every hand size, and against minimax (slow).
solver-check: install-dev
	$(PY) -m pytest -m slow tests/engine/solver $(PYTEST_ARGS)

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache staticfiles
	rm -f $(MO_FILES)
