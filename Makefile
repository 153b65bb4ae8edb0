# Skruuvi Academy. From a fresh clone: `make run` serves the site, `make test` runs every check.
VENV      := .venv
PY        := $(VENV)/bin/python
PIP       := $(PY) -m pip
HOST      ?= 127.0.0.1
PORT      ?= 8000

.PHONY: run test install install-dev migrate content lint typecheck pytest bench clean

$(PY):
	"$$(.ci/find-python)" -m venv $(VENV)
	$(PIP) install --quiet --upgrade pip

# Reinstall when pyproject.toml changes.
$(VENV)/.installed: pyproject.toml | $(PY)
	$(PIP) install --quiet -e .
	@touch $@

$(VENV)/.installed-dev: pyproject.toml | $(PY)
	$(PIP) install --quiet -e '.[dev]'
	@touch $@ $(VENV)/.installed

install: $(VENV)/.installed
install-dev: $(VENV)/.installed-dev

migrate: install
	DEBUG=$${DEBUG:-1} $(PY) manage.py migrate --noinput

content: migrate
	DEBUG=$${DEBUG:-1} $(PY) manage.py load_content

run: content
	@echo "Skruuvi Academy on http://$(HOST):$(PORT)/"
	DEBUG=$${DEBUG:-1} $(PY) manage.py runserver $(HOST):$(PORT)

lint: install-dev
	$(VENV)/bin/ruff check .

typecheck: install-dev
	$(VENV)/bin/mypy

pytest: install-dev
	.ci/ensure-chromium
	$(PY) -m pytest $(PYTEST_ARGS)

# SKIP_BROWSER_TESTS=1 skips the Chromium tests on a laptop without apt (never in CI).
test: lint typecheck pytest

bench: install-dev
	$(PY) -m engine.bench

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache staticfiles
