"""The JupyterLite site (``make lite``, scripts/build_lite.py): built into a temporary folder,
then checked for what a browser with no server and no internet needs: the lessons, the kit's
wheel and its dependencies for ``%pip install istanbul_nb``, the Pyodide runtime with the lock
file's packages the kernel loads, and the widget front-ends.

Marked ``slow`` (about ten seconds once the downloads are cached in ``build/lite-cache/``).
Without npm (it fetches the Pyodide runtime) and no cached copy the test skips, except under
``CI=true`` where it fails. The browser half is ``tests/browser/test_lite.py``.
"""

from __future__ import annotations

import hashlib
import importlib.metadata
import json
import shutil
import subprocess
import zipfile
from pathlib import Path

import pytest
from lite_env import lite_python, pyodide_version, skip_or_fail  # beside this file

ROOT = Path(__file__).resolve().parent.parent
SCRIPT = ROOT / "scripts" / "build_lite.py"
CACHE = ROOT / "build" / "lite-cache"
EXTENSIONS = ["@jupyter-widgets/jupyterlab-manager", "ipycanvas",
              "@jupyterlite/pyodide-kernel-extension"]

pytestmark = pytest.mark.slow


def _skip_or_fail(message: str) -> None:
    skip_or_fail(message)


def build_site(base: Path) -> Path:
    """Run scripts/build_lite.py into ``base`` with the site's own Python (tests/lite_env.py);
    the site's folder (shared with the browser test, which builds its own)."""
    python = lite_python()
    cached = CACHE / "npm" / f"pyodide-{pyodide_version()}.tgz"
    if shutil.which("npm") is None and not cached.exists():
        _skip_or_fail("npm is missing: it fetches the Pyodide runtime (apt-get install npm)")
    site = base / "site"
    cmd = [str(python), str(SCRIPT), "--output-dir", str(site),
           "--stage-dir", str(base / "stage")]
    done = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, f"{' '.join(cmd)} failed:\n{done.stdout[-4000:]}\n" \
                                 f"{done.stderr[-4000:]}"
    print(done.stdout.splitlines()[-2])
    return site


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return build_site(tmp_path_factory.mktemp("lite"))


def _config(site: Path) -> dict:
    return json.loads((site / "jupyter-lite.json").read_text(encoding="utf-8"))[
        "jupyter-config-data"]


def _kernel_settings(site: Path) -> dict:
    return _config(site)["litePluginSettings"]["@jupyterlite/pyodide-kernel-extension:kernel"]


def test_the_site_has_every_lesson(site: Path) -> None:
    for folder in ("notebooks", "apps"):
        wanted = sorted(p.name for p in (ROOT / folder).glob("*.ipynb"))
        shipped = sorted(p.name for p in (site / "files" / folder).glob("*.ipynb"))
        assert shipped == wanted, folder
    assert (site / "lab" / "index.html").exists()
    # The contents index the browser lists the files from.
    listing = json.loads((site / "api" / "contents" / "notebooks" / "all.json").read_text())
    assert {c["name"] for c in listing["content"]} >= {"00_start_here.ipynb"}


def test_piplite_serves_the_kit_and_its_dependencies(site: Path) -> None:
    settings = _kernel_settings(site)
    assert any(u.startswith("./pypi/all.json") for u in settings["pipliteUrls"])
    index = json.loads((site / "pypi" / "all.json").read_text(encoding="utf-8"))
    version = importlib.metadata.version("istanbul_nb")
    assert version in index["istanbul-nb"]["releases"]
    for name in ("ipywidgets", "ipycanvas", "comm", "jupyterlab-widgets"):
        # The Python half at the version whose labextension the site carries.
        assert importlib.metadata.version(name) in index[name]["releases"], name
    for project in index.values():
        for (release,) in project["releases"].values():
            wheel = site / "pypi" / release["url"]
            assert wheel.exists(), wheel
            assert hashlib.sha256(wheel.read_bytes()).hexdigest() == release["digests"]["sha256"]
    (kit,) = (site / "pypi").glob("istanbul_nb-*.whl")
    names = zipfile.ZipFile(kit).namelist()
    assert "istanbul_nb/__init__.py" in names
    assert any(n.startswith("istanbul_nb/data/layouts/") for n in names)


def test_the_pyodide_runtime_is_served_by_the_site(site: Path) -> None:
    settings = _kernel_settings(site)
    assert settings["pyodideUrl"] == "./static/pyodide/pyodide.mjs"
    pyodide = site / "static" / "pyodide"
    for name in ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip",
                 "pyodide-lock.json"):
        assert (pyodide / name).stat().st_size > 0, name
    lock = json.loads((pyodide / "pyodide-lock.json").read_text(encoding="utf-8"))
    local = {}
    for name, entry in lock["packages"].items():
        if "://" in entry["file_name"]:
            assert entry["file_name"].startswith("https://"), name
            continue
        wheel = pyodide / entry["file_name"]
        assert wheel.exists(), wheel
        assert hashlib.sha256(wheel.read_bytes()).hexdigest() == entry["sha256"], name
        local[name] = entry
    # What the kernel loads while it starts, and the kit's one dependency in the lock file.
    assert {"micropip", "ipython", "jedi", "traitlets", "pygments", "networkx"} <= set(local)
    # Every local package's dependencies are local too: nothing of the start needs the network.
    for name, entry in local.items():
        assert all(d.lower().replace("_", "-") in local for d in entry["depends"]), name


def test_the_widget_front_ends_are_in_the_site(site: Path) -> None:
    loaded = {e["name"] for e in _config(site)["federated_extensions"]}
    assert loaded == set(EXTENSIONS)
    for name in EXTENSIONS:
        package = json.loads((site / "extensions" / name / "package.json").read_text())
        entry = package["jupyterlab"]["_build"]["load"]
        assert (site / "extensions" / name / entry).exists(), name
    ipycanvas = json.loads((site / "extensions" / "ipycanvas" / "package.json").read_text())
    assert ipycanvas["version"] == importlib.metadata.version("ipycanvas")


def _strings_split_into_lists(node, where: str = "") -> list[str]:
    """Where a notebook's JSON keeps a text as a list of lines: JupyterLite shows such output
    data as the lines joined by commas (the garbled place-name table of lesson 01)."""
    if isinstance(node, dict):
        return [p for k, v in node.items() for p in _strings_split_into_lists(v, f"{where}/{k}")]
    if isinstance(node, list):
        texts = where.rsplit("/", 1)[-1] in ("source", "text") or "/data/" in where
        if node and texts and all(isinstance(x, str) for x in node):
            return [where]
        return [p for i, v in enumerate(node) for p in _strings_split_into_lists(v, where)]
    return []


def test_the_site_lessons_show_their_pictures_untrusted_and_their_text_whole(site: Path) -> None:
    """Issue 20: JupyterLite trusts no notebook, so a stored SVG must also come as an HTML
    ``<img>`` (scripts/store_pictures.add_html_pictures), the same picture; and every text is
    one string, not a list of lines."""
    import base64

    for path in sorted((site / "files").rglob("*.ipynb")):
        nb = json.loads(path.read_text(encoding="utf-8"))
        assert _strings_split_into_lists(nb) == [], path.name
        source = json.loads((ROOT / path.relative_to(site / "files")).read_text("utf-8"))
        stored = [o.get("data", {}) for c in source["cells"] for o in c.get("outputs", [])]
        shipped = [o.get("data", {}) for c in nb["cells"] for o in c.get("outputs", [])]
        assert len(shipped) == len(stored), path.name
        for before, data in zip(stored, shipped, strict=True):
            if "image/svg+xml" not in before:
                assert set(data) == set(before), path.name
                continue
            svg = "".join(before["image/svg+xml"])
            assert data["image/svg+xml"] == svg, path.name
            url = data["text/html"].split('src="', 1)[1].split('"', 1)[0]
            assert url.startswith("data:image/svg+xml;base64,"), url[:40]
            assert base64.b64decode(url.split(",", 1)[1]).decode("utf-8") == svg, path.name
