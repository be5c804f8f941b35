# The kit's commands. `make lab` and `make test` are all a fresh machine needs (python3.11+, make);
# `make test-all` is what CI runs (.ci/run).
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed-stamp
CHROMIUM := /usr/bin/chromium
# the JupyterLite build's own venv (see `lite` below)
LITE_VENV := build/lite-venv
LITE_STAMP := $(LITE_VENV)/.installed-stamp

.PHONY: lab trust test test-all bench bench-ai lint install chromium notebooks images clean dist translations

# Create the venv only when it is missing, then install the kit with its test extra, at the
# versions constraints.txt pins. The stamp reinstalls when pyproject.toml or the pins change, so
# a pulled dependency change is picked up.
$(BIN)/python:
	$(PYTHON) -m venv $(VENV)

$(STAMP): pyproject.toml constraints.txt $(wildcard istanbul_nb/locale/*/LC_MESSAGES/*.po) | $(BIN)/python
	$(BIN)/python -m pip install --upgrade pip
	$(BIN)/python -m pip install -c constraints.txt -e '.[test]'
	touch $(STAMP)

install: $(STAMP)

# The notebooks the kit ships (the ones `make notebooks` writes); `make trust` signs them.
# (the translated lessons are in notebooks/<language>/; docs/i18n.md)
SHIPPED_NOTEBOOKS = notebooks/[0-9][0-9]_*.ipynb $(wildcard notebooks/*/[0-9][0-9]_*.ipynb)
# Extra options for `make lab`, e.g. LAB_ARGS="--no-browser --ip=0.0.0.0 --port=8888".
LAB_ARGS ?=

# JupyterLab hides the stored SVG boards of an untrusted notebook (it shows their text, such as
# `<IPython.core.display.SVG object>`), and a notebook is untrusted until this machine signs it:
# the signature is checked with a key in the user's Jupyter data folder. So trust the shipped
# notebooks before every start; an already signed notebook is left alone (about two seconds).
trust: $(STAMP)
	$(BIN)/jupyter trust $(SHIPPED_NOTEBOOKS)

# The server's root is the repository (layouts/ and the data files are in the file browser) and
# every link it prints, local or remote, opens 00_start_here. LabApp.default_url, not
# ServerApp.default_url: JupyterLab overwrites the server's with its own ("/lab", the Launcher).
# JupyterLab refuses to run as root unless told; containers and CI machines often are root.
# The kit's Jupyter settings (KIT_JUPYTER_CONFIG, put first on JUPYTER_CONFIG_PATH; Binder's
# binder/start does the same): no "Jupyter news" toast covers the Table's buttons
# (labconfig/default_setting_overrides.json). The kit itself, installed, saves a notebook's
# widgets as pictures (its server extension, istanbul_nb/saved_pictures.py).
KIT_JUPYTER_CONFIG := $(CURDIR)/binder/jupyter_config
lab: $(STAMP) trust
	JUPYTER_CONFIG_PATH="$(KIT_JUPYTER_CONFIG)$${JUPYTER_CONFIG_PATH:+:$$JUPYTER_CONFIG_PATH}" \
	$(BIN)/jupyter lab $$([ "$$(id -u)" = 0 ] && echo --allow-root) --ServerApp.root_dir=. \
	  --LabApp.default_url=/lab/tree/notebooks/00_start_here.ipynb $(LAB_ARGS)

# The Table as a Voilà app (apps/table.ipynb): the settings form and the game, no code. Voilà
# loads every JupyterLab extension installed; two work only inside JupyterLab and fail on its
# page (jupytext's menus, the Pyodide kernel), so voila.json leaves them out (Voilà reads it from
# the folder it starts in). It serves on
# localhost:8866 and opens a browser; more options in APP_ARGS, e.g.
# APP_ARGS="--no-browser --Voila.ip=0.0.0.0 --port=8870". The other apps are
# apps/move_explorer.ipynb and apps/layout_editor.ipynb.
APP_ARGS ?=
.PHONY: app
app: $(STAMP)
	$(BIN)/voila apps/table.ipynb $(APP_ARGS)

# The browser test drives Debian's Chromium. Install it when it is missing and we are root with
# apt; otherwise say so: the test then skips (or fails under CI=true, where it must run).
chromium:
	@if [ ! -x $(CHROMIUM) ]; then \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	    apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends chromium; \
	  else \
	    echo "note: $(CHROMIUM) is missing and this is not root with apt-get;" \
	         "the browser test will skip (run 'sudo apt-get install chromium' to include it)"; \
	  fi; \
	fi

# The fast default, in parts, each timed ("unit tests: 61 s"): `make lint` (ruff and mypy), the
# unit tests without the ones marked slow (the full bot tournaments, the all-configuration random
# games, the wheel build; see tests/conftest.py) on every core (plain `pytest`: pyproject's addopts
# say -m 'not slow' -n auto), the notebooks under nbval (lax: only cells marked or with
# deterministic output are compared; not notebook 08, which is slow; lesson 15, the AI lab,
# with ISTANBUL_NB_BUDGET=small: fewer games and shorter think times than a class runs) and the
# browser tests (marked both `browser` and `slow`: `make test` keeps them). The notebooks and the browser tests run in
# one process each (-n 0): one kernel, one JupyterLab server. A later -m replaces addopts' -m.
# --nbval-current-env runs the notebooks on the venv's Python whatever kernel their metadata names.
NBVAL := --nbval-lax --nbval-current-env
PYTEST := $(BIN)/python -m pytest
# $(call timed,what,command): run the command, then say how long it took; keep its exit status.
timed = t0=$$(date +%s); $(2); rc=$$?; echo "$(1): $$(( $$(date +%s) - t0 )) s"; exit $$rc
test: $(STAMP) chromium
	@$(call timed,lint,$(MAKE) --no-print-directory lint)
	@$(call timed,unit tests,$(PYTEST) tests)
	@$(call timed,notebooks,ISTANBUL_NB_BUDGET=small $(PYTEST) tests notebooks $(NBVAL) -n 0 -m "notebook and not slow")
	@$(call timed,browser,$(PYTEST) tests -n 0 -m browser)

# Every test, the slow ones included: what CI runs (.ci/run). The three runs split the tests by
# their marks, so together they are every test: the unit tests (`not serial`) on every core, the
# notebooks, and everything `serial` (the browser tests, the JupyterLite tests) in one process.
test-all: $(STAMP) $(LITE_STAMP) chromium
	@$(call timed,lint,$(MAKE) --no-print-directory lint)
	@$(call timed,unit tests,$(PYTEST) tests -m "not serial")
	@$(call timed,notebooks,$(PYTEST) tests notebooks $(NBVAL) -n 0 -m notebook)
	@$(call timed,browser,$(PYTEST) tests -n 0 -m serial)

bench: $(STAMP)
	$(BIN)/python bench/run.py

# The search bot's goals (issue 24): hours of CPU at the defaults (200 games a goal, 0.5 s a
# decision); ARGS="--games 20 --think 0.1 --only greedy4 --workers 2" for a quick look.
bench-ai: $(STAMP)
	$(BIN)/python bench/ai_bench.py $(ARGS)

# The JupyterLite site in build/lite/: the lessons, the kit's wheel and its dependencies, the
# widget front-ends and the Pyodide runtime, all inside, so it runs with no Python server and no
# internet (scripts/build_lite.py says what comes from where). Needs npm; downloads are cached in
# build/lite-cache/. Serve it with any static server: python -m http.server -d build/lite
# The site is built from a venv of its own: jupyterlite-pyodide-kernel's JupyterLab extension
# would fail in the kit's JupyterLab (tests/lite_env.py says more).
$(LITE_STAMP): pyproject.toml constraints.txt
	[ -x $(LITE_VENV)/bin/python ] || $(PYTHON) -m venv $(LITE_VENV)
	$(LITE_VENV)/bin/python -m pip install -q --upgrade pip
	$(LITE_VENV)/bin/python -m pip install -q -c constraints.txt -e '.[lite]'
	touch $(LITE_STAMP)

.PHONY: lite lite-env
lite-env: $(LITE_STAMP)
lite: $(LITE_STAMP)
	$(LITE_VENV)/bin/python scripts/build_lite.py

# Style and types: ruff on everything, mypy on the package, bench/ and scripts/ (its settings
# are in pyproject.toml).
lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/mypy

# The wheel and the source archive in dist/, checked as PyPI would check them.
dist: $(STAMP)
	rm -rf dist
	$(BIN)/python -m build
	$(BIN)/twine check --strict dist/*

# Each lesson is a pair (jupytext.toml): its notebook in notebooks/ and its source in lessons/.
# Bring every pair up to date (the newer file wins; a lesson new on either side gets its other
# half), rewrite the map of lessons in 00 and the "Next:" links (scripts/lesson_map.py), then
# re-run every notebook in place, so GitHub shows the stored pictures. Widget state is not stored
# (the canvas keeps its pixels in the browser).
TRANSLATED_LESSONS = $(wildcard lessons/*/[0-9][0-9]_*.py)
notebooks: $(STAMP)
	$(BIN)/jupytext --quiet --sync notebooks/[0-9][0-9]_*.ipynb lessons/[0-9][0-9]_*.py
	$(BIN)/python scripts/lesson_map.py
	$(BIN)/jupytext --quiet --sync lessons/[0-9][0-9]_*.py $(TRANSLATED_LESSONS)
	TQDM_DISABLE=1 $(BIN)/jupyter nbconvert --to notebook --execute --inplace \
	  --ExecutePreprocessor.record_timing=False \
	  --ExecutePreprocessor.store_widget_state=False $(SHIPPED_NOTEBOOKS)
	$(BIN)/python scripts/store_pictures.py $(SHIPPED_NOTEBOOKS)

# The languages (docs/i18n.md): re-extract every message of the package into the template
# (istanbul_nb/locale/istanbul_nb.pot), bring each language's catalogue up to date, compile them
# and list what is left to translate, and the translated lessons' cells whose English changed.
translations: $(STAMP)
	$(BIN)/python scripts/translations.py

images: $(STAMP)
	$(BIN)/python scripts/make_readme_images.py

clean:
	rm -rf .pytest_cache .ruff_cache build dist
