"""Issue 20: what a new teacher reads first, and the settings the kit ships.

- The README's "Start" holds the two commands and one sentence each; trust, the nbval flags and
  the browser scenarios come later.
- No ``OWNER`` placeholder in a link a teacher may click: the repository is named in one place
  (pyproject.toml's ``[tool.istanbul_nb]``) and scripts/repo_links.py writes every link from it.
- The Binder note says what ``binder/requirements.txt`` installs.
- ``make lab`` and Binder put the kit's Jupyter settings (``binder/jupyter_config``) in place.
"""

from __future__ import annotations

import importlib.util
import json
import re
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
KIT_CONFIG = ROOT / "binder" / "jupyter_config"
#: What a teacher may open and click: the docs, the package metadata, Binder's files.
READ_BY_PEOPLE = [README, ROOT / "CONTRIBUTING.md", ROOT / "pyproject.toml",
                  *sorted((ROOT / "docs").glob("*.md")), *sorted((ROOT / "binder").glob("*")),
                  *sorted((ROOT / "lessons").glob("*.py"))]


def _repo_links():
    spec = importlib.util.spec_from_file_location("repo_links", ROOT / "scripts" / "repo_links.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _section(text: str, title: str) -> str:
    start = text.index(f"\n## {title}\n")
    end = text.find("\n## ", start + 1)
    return text[start:end if end > 0 else None]


def test_start_holds_the_two_commands_and_one_sentence_each():
    start = _section(README.read_text(encoding="utf-8"), "Start")
    (block,) = re.findall(r"```sh\n(.*?)```", start, re.S)
    assert [line.split()[:2] for line in block.splitlines()] == [["make", "lab"],
                                                                 ["make", "test"]]
    prose = re.sub(r"```sh\n.*?```", "", start, flags=re.S)
    for word in ("trust", "nbval", "--nbval", "Chromium", "Playwright", "Voilà", "LAB_ARGS"):
        assert word not in prose, f"'{word}' belongs to a later section, not to Start"
    for command in ("make lab", "make test"):
        said = [s for s in re.split(r"(?<=[.:])\s+", prose)
                if s.lstrip().startswith(f"`{command}`")]
        assert len(said) == 1, (command, said)
    # what moved out of Start is still in the README
    later = _section(README.read_text(encoding="utf-8"), "Running and testing the kit")
    assert "jupyter trust" in later and "--nbval-lax" in later and "Letters" in later


def test_no_owner_placeholder_in_anything_a_teacher_may_click():
    found = [f"{path.relative_to(ROOT)}:{n}: {line.strip()[:90]}"
             for path in READ_BY_PEOPLE if path.is_file()
             for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
             if re.search(r"\bOWNER\b", line)]
    assert found == []


def test_every_repository_link_is_written_from_the_one_place():
    done = subprocess.run([str(Path(__import__("sys").executable)),
                           str(ROOT / "scripts" / "repo_links.py"), "--check"],
                          capture_output=True, text=True, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    # and no hand-written repository link beside the generated ones
    for path in (README, ROOT / "docs" / "classroom.md"):
        text = _repo_links().BLOCK.sub("", path.read_text(encoding="utf-8"))
        assert not re.search(r"mybinder\.org/v2/gh/|nbviewer\.org/github/|github\.com%2F",
                             text), path.name


def test_the_links_name_the_repository_once_it_is_set(tmp_path):
    links = _repo_links()
    readme = links.render_doc(README.read_text(encoding="utf-8"), "school-kits/istanbul_nb")
    assert ("<https://mybinder.org/v2/gh/school-kits/istanbul_nb/HEAD?urlpath=lab/tree/"
            "notebooks/00_start_here.ipynb>") in readme
    assert "urlpath=voila/render/apps/table.ipynb>" in readme
    assert "No link yet" not in readme
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    stored = links.set_repository(pyproject, "school-kits/istanbul_nb")
    path = tmp_path / "pyproject.toml"
    path.write_text(links.render_pyproject(stored, "school-kits/istanbul_nb"), encoding="utf-8")
    import tomllib

    data = tomllib.loads(path.read_text(encoding="utf-8"))
    assert data["tool"]["istanbul_nb"]["repository"] == "school-kits/istanbul_nb"
    assert data["project"]["urls"]["Source"] == "https://github.com/school-kits/istanbul_nb"
    # written twice, the same file; unset again, no [project.urls] at all
    assert links.render_pyproject(path.read_text(encoding="utf-8"),
                                  "school-kits/istanbul_nb") == path.read_text(encoding="utf-8")
    assert "urls" not in tomllib.loads(links.render_pyproject(pyproject, ""))["project"]
    with pytest.raises(ValueError, match="owner/name"):
        links.set_repository(pyproject, "https://github.com/x/y")


def test_the_binder_note_says_what_binder_installs():
    wanted = [line.strip() for line in
              (ROOT / "binder" / "requirements.txt").read_text(encoding="utf-8").splitlines()
              if line.strip() and not line.startswith("#")]
    installs = [w for w in wanted if not w.startswith("-c")]
    assert installs == ["-e .[lab,rl]"], installs
    note = _section(README.read_text(encoding="utf-8"), "Where a class meets the kit")
    binder = note[note.index("### Binder"):]
    assert "`-e .[lab,rl]`" in binder and "constraints.txt" in binder
    assert "plus the widget packages" not in binder
    runtime = (ROOT / "binder" / "runtime.txt").read_text(encoding="utf-8").strip()
    assert runtime == "python-3.11" and "Python 3.11" in binder


def test_make_lab_and_binder_put_the_kit_settings_in_place():
    dry = subprocess.run(["make", "-n", "--no-print-directory", "-o", ".venv/.installed-stamp",
                          "-o", "trust", "lab"], capture_output=True, text=True, cwd=ROOT)
    assert dry.returncode == 0, dry.stderr
    assert f'JUPYTER_CONFIG_PATH="{KIT_CONFIG}' in dry.stdout, dry.stdout
    start = (ROOT / "binder" / "start").read_text(encoding="utf-8")
    assert "JUPYTER_CONFIG_PATH=" in start and "/jupyter_config" in start
    assert start.rstrip().endswith('exec "$@"')
    overrides = json.loads((KIT_CONFIG / "labconfig" / "default_setting_overrides.json")
                           .read_text(encoding="utf-8"))
    news = overrides["@jupyterlab/apputils-extension:notification"]
    assert news == {"fetchNews": "false", "checkForUpdates": False}
