"""Write the links that name the kit's GitHub repository from the one place that names it.

The repository ("owner/name") is ``repository`` in pyproject.toml's ``[tool.istanbul_nb]``.
Every Binder, nbviewer and nbgitpuller link in README.md and docs/classroom.md sits between
``<!-- repo-link: KIND -->`` and ``<!-- /repo-link -->`` and is written here from it, and so is
pyproject's ``[project.urls]`` (the links PyPI shows). While ``repository`` is empty (the kit is
not public yet) each block says so in one line instead of holding a link that cannot work, and
``[project.urls]`` is left out: no placeholder such as ``OWNER`` in anything a teacher may click.

Usage: ``python scripts/repo_links.py`` (rewrite), ``--check`` (exit 1 when a file is stale),
``--set owner/name`` (store the repository in pyproject.toml, then rewrite).
"""

from __future__ import annotations

import argparse
import re
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PYPROJECT = ROOT / "pyproject.toml"
DOCS = [ROOT / "README.md", ROOT / "docs" / "classroom.md"]
REPO = re.compile(r"^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})/[A-Za-z0-9._-]{1,100}$")
BLOCK = re.compile(r"(<!-- repo-link: ([a-z-]+) -->\n)(.*?)(<!-- /repo-link -->)", re.S)
URLS_START = "# [project.urls] is written by scripts/repo_links.py from [tool.istanbul_nb]."
URLS = re.compile(re.escape(URLS_START) + r"\n(?:\[project\.urls\]\n(?:[^\n\[]+\n)*)?")

#: Each kind of link: its URL from (owner, name).
LINKS = {
    "binder-lab": "https://mybinder.org/v2/gh/{owner}/{name}/HEAD"
                  "?urlpath=lab/tree/notebooks/00_start_here.ipynb",
    "binder-voila": "https://mybinder.org/v2/gh/{owner}/{name}/HEAD"
                    "?urlpath=voila/render/apps/table.ipynb",
    "nbviewer": "https://nbviewer.org/github/{owner}/{name}/blob/main/notebooks/"
                "01_board_and_layouts.ipynb",
    "nbgitpuller": "https://HUB/hub/user-redirect/git-pull?repo=https%3A%2F%2Fgithub.com%2F"
                   "{owner}%2F{name}&branch=main&urlpath=lab%2Ftree%2F{name}%2Fnotebooks%2F"
                   "00_start_here.ipynb",
}
#: How each kind is shown: a link (Markdown) or a line to copy (a code block, for a form).
CODE_BLOCK = {"nbgitpuller"}
UNSET = ("*(No link yet: the kit's repository is not public. Once it is, set `repository` in "
         "pyproject.toml's `[tool.istanbul_nb]` and run `python scripts/repo_links.py`.)*")


def repository(pyproject: Path = PYPROJECT) -> str:
    """The ``owner/name`` pyproject.toml names, or "" while none is set; a malformed one is an
    error, not a link."""
    data = tomllib.loads(pyproject.read_text(encoding="utf-8"))
    repo = str(data.get("tool", {}).get("istanbul_nb", {}).get("repository", "")).strip()
    if repo and not REPO.match(repo):
        raise ValueError(f"[tool.istanbul_nb] repository must be 'owner/name', not {repo!r}")
    return repo


def link(kind: str, repo: str) -> str:
    owner, name = repo.split("/")
    return LINKS[kind].format(owner=owner, name=name)


def render_block(kind: str, repo: str) -> str:
    """The text between a block's markers (ends with a newline)."""
    if kind not in LINKS:
        raise ValueError(f"unknown repo-link kind {kind!r}; known: {sorted(LINKS)}")
    if not repo:
        return UNSET + "\n"
    url = link(kind, repo)
    return f"```\n{url}\n```\n" if kind in CODE_BLOCK else f"<{url}>\n"


def render_doc(text: str, repo: str) -> str:
    return BLOCK.sub(lambda m: m[1] + render_block(m[2], repo) + m[4], text)


def render_pyproject(text: str, repo: str) -> str:
    """pyproject.toml with its ``[project.urls]`` written from ``repo`` (none while unset)."""
    if not URLS.search(text):
        raise ValueError(f"pyproject.toml lacks the line {URLS_START!r}")
    table = ""
    if repo:
        home = f"https://github.com/{repo}"
        table = (f'[project.urls]\nHomepage = "{home}"\nDocumentation = "{home}#readme"\n'
                 f'Source = "{home}"\nIssues = "{home}/issues"\n')
    return URLS.sub(lambda _: URLS_START + "\n" + table, text, count=1)


def set_repository(text: str, repo: str) -> str:
    if not REPO.match(repo):
        raise ValueError(f"a repository is 'owner/name', not {repo!r}")
    new, count = re.subn(r'(?m)^(repository\s*=\s*)"[^"\n]*"', lambda m: f'{m[1]}"{repo}"',
                         text, count=1)
    if count != 1:
        raise ValueError("pyproject.toml has no [tool.istanbul_nb] repository line")
    return new


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true", help="only say which files are stale")
    parser.add_argument("--set", metavar="OWNER/NAME", help="store the repository first")
    args = parser.parse_args(argv)
    try:
        if args.set:
            PYPROJECT.write_text(set_repository(PYPROJECT.read_text(encoding="utf-8"),
                                                args.set), encoding="utf-8")
        repo = repository()
        wanted = {PYPROJECT: render_pyproject(PYPROJECT.read_text(encoding="utf-8"), repo)}
        for path in DOCS:
            wanted[path] = render_doc(path.read_text(encoding="utf-8"), repo)
    except ValueError as exc:
        print(f"repo_links: {exc}", file=sys.stderr)
        return 2
    stale = [p for p, text in wanted.items() if p.read_text(encoding="utf-8") != text]
    if args.check:
        for path in stale:
            print(f"{path.relative_to(ROOT)}: links not written from [tool.istanbul_nb]; "
                  "run python scripts/repo_links.py", file=sys.stderr)
        return 1 if stale else 0
    for path in stale:
        path.write_text(wanted[path], encoding="utf-8")
        print(f"{path.relative_to(ROOT)}: links written for {repo or '(no repository yet)'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
