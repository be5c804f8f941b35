"""Build the JupyterLite site (``make lite``): the lessons, run in the browser with no server.

The site is JupyterLite (jupyterlite-core) with the Pyodide kernel (jupyterlite-pyodide-kernel),
and everything a lesson's first cell needs is inside it, so it works where the internet does not:

- **The Pyodide runtime** comes from the ``pyodide`` npm package (``npm pack``), the version the
  installed kernel was made for (``jupyterlite_pyodide_kernel.constants.PYODIDE_VERSION``). The
  kernel would otherwise load it from a CDN. It lands in ``static/pyodide/``, and the kernel's
  addon points ``pyodideUrl`` at it.
- **Pyodide's own packages.** The npm package has the core only (the interpreter, the standard
  library and ``pyodide-lock.json``), not the packages the lock file lists. The kernel needs some
  of them (micropip, IPython and what it imports, jedi): they are pure Python, so the same
  versions are taken from PyPI, put beside the lock file, and the lock file is rewritten to name
  those files and their hashes. Every other entry of the lock file points at the Pyodide CDN:
  where that is reachable, ``import numpy`` still works; where it is not, only those fail.
- **The kit and its dependencies** for ``%pip install istanbul_nb`` (piplite): the kit's wheel,
  built from this checkout, and ipywidgets, ipycanvas, comm and jupyterlab_widgets from PyPI at
  the versions installed here (their browser halves, the labextensions, come from this
  environment and must match), indexed by the piplite addon (``pypi/all.json``).
- **The widget front-ends**: the labextensions of ipywidgets and ipycanvas and the Pyodide kernel's
  own, named one by one (not everything installed here: Voilà's and jupytext's need a server).
- **The lessons**: ``notebooks/*.ipynb`` (and ``apps/`` when it exists) under ``files/``,
  each written for a page that trusts nothing (``site_notebook``): every stored SVG also as an
  HTML ``<img>`` (JupyterLab draws no SVG in an untrusted notebook, and JupyterLite trusts
  none), and every text as one string (JupyterLite shows output data kept as a list of lines
  joined by commas: lesson 01's table of place names came out as one garbled line).

What cannot be had offline: ipycanvas imports numpy and Pillow, which are compiled packages;
neither the npm package nor PyPI has a Pyodide build of them. So without the CDN the live canvas
widgets do not import; the engine, the board graph and the SVG pictures do not need them.

Downloads are cached in ``build/lite-cache/``; the site is written to ``build/lite/`` (both under
the gitignored ``build/``). Run it with the site's own venv, which has the ``lite`` extra and not
the kit's JupyterLab (the Pyodide kernel's JupyterLab extension fails in a plain JupyterLab):
``make lite``, or ``build/lite-venv/bin/python scripts/build_lite.py [--output-dir DIR]`` after
``make lite-env``. Needs ``npm`` on the PATH.
"""

from __future__ import annotations

import argparse
import hashlib
import importlib.metadata
import importlib.util
import json
import re
import shutil
import subprocess
import sys
import tarfile
import time
from pathlib import Path

from jupyterlite_pyodide_kernel.constants import PYODIDE_CDN_URL, PYODIDE_VERSION

ROOT = Path(__file__).resolve().parent.parent
CACHE = ROOT / "build" / "lite-cache"
STAGE = ROOT / "build" / "lite-stage"
OUTPUT = ROOT / "build" / "lite"
CONFIG = ROOT / "lite"

# The files of the npm package that make the runtime (the rest are types, docs and consoles).
PYODIDE_CORE = ["pyodide.mjs", "pyodide.js", "pyodide.asm.mjs", "pyodide.asm.wasm",
                "python_stdlib.zip", "pyodide-lock.json", "package.json"]
# What the kernel loads from the lock file while it starts: micropip (loadPackage), then IPython
# and jedi (piplite.install finds them in the lock file); networkx is the kit's one dependency
# that the lock file has. Their dependencies in the lock file come along.
LOCK_ROOTS = ["micropip", "ipython", "jedi", "networkx"]
# Lock-file dependencies that the package does not need: networkx's are its optional extras
# (numpy, matplotlib, ...; its wheel requires nothing).
LOCK_DEPENDS_OVERRIDE: dict[str, list[str]] = {"networkx": []}
# Served to piplite at the versions installed here (not in the lock file).
PIPLITE_PACKAGES = ["ipywidgets", "ipycanvas", "comm", "jupyterlab_widgets"]
# The labextensions the site carries, by npm name, from this environment.
EXTENSIONS = ["@jupyter-widgets/jupyterlab-manager", "ipycanvas",
              "@jupyterlite/pyodide-kernel-extension"]


def _store_pictures():
    """scripts/store_pictures.py, loaded by its path (this script may be loaded as a module)."""
    spec = importlib.util.spec_from_file_location("store_pictures",
                                                  ROOT / "scripts" / "store_pictures.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def site_notebook(path: Path) -> int:
    """Rewrite the site's copy of a notebook for JupyterLite; returns the pictures given an
    HTML form. nbformat joins the lines when it reads; the copy is written without splitting
    them again."""
    import nbformat

    nb = nbformat.read(path, as_version=4)
    added = _store_pictures().add_html_pictures(nb)
    path.write_text(nbformat.writes(nb, version=4, split_lines=False) + "\n", encoding="utf-8")
    return added


def log(message: str) -> None:
    print(f"[build_lite] {message}", flush=True)


def run(cmd: list[str | Path], **kwargs) -> None:
    """Run ``cmd`` (paths as they are, turned into text here), stopping the build on failure."""
    log("$ " + " ".join(str(c) for c in cmd))
    subprocess.run([str(c) for c in cmd], check=True, **kwargs)


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def fetch_pyodide(cache: Path) -> Path:
    """The ``pyodide`` npm package, packed into the cache once; returns the tarball."""
    tarball = cache / "npm" / f"pyodide-{PYODIDE_VERSION}.tgz"
    if tarball.exists():
        return tarball
    npm = shutil.which("npm")
    if npm is None:
        sys.exit("build_lite: npm is missing; it fetches the Pyodide runtime (the 'pyodide' "
                 "npm package). Install Node.js and npm (apt-get install npm).")
    tarball.parent.mkdir(parents=True, exist_ok=True)
    run([npm, "pack", f"pyodide@{PYODIDE_VERSION}", "--pack-destination", tarball.parent,
         "--silent"])
    if not tarball.exists():
        sys.exit(f"build_lite: npm pack did not write {tarball}")
    return tarball


def unpack_pyodide(tarball: Path, dest: Path) -> dict:
    """The runtime's core files into ``dest``; returns the lock file as npm shipped it."""
    dest.mkdir(parents=True, exist_ok=True)
    with tarfile.open(tarball) as tar:
        for name in PYODIDE_CORE:
            member = tar.getmember(f"package/{name}")
            source = tar.extractfile(member)
            assert source is not None
            (dest / name).write_bytes(source.read())
    return json.loads((dest / "pyodide-lock.json").read_text(encoding="utf-8"))


def lock_closure(packages: dict) -> list[str]:
    """The lock file's names the kernel and the kit need, dependencies included."""
    seen: list[str] = []
    todo = list(LOCK_ROOTS)
    while todo:
        name = _lock_key(todo.pop())
        if name in seen:
            continue
        if name not in packages:
            sys.exit(f"build_lite: {name} is not in Pyodide {PYODIDE_VERSION}'s lock file")
        seen.append(name)
        todo += LOCK_DEPENDS_OVERRIDE.get(name, packages[name]["depends"])
    return sorted(seen)


def _lock_key(name: str) -> str:
    """A lock file's key for a name as its ``depends`` write it (``prompt_toolkit``)."""
    return re.sub(r"[-_.]+", "-", name).lower()


def pip_download(specs: list[str], dest: Path, python: str) -> None:
    """Pure-Python wheels from PyPI for the browser's ``python`` (X.Y.Z), without their
    dependencies; only those not cached yet."""
    missing = [s for s in specs if not _cached_wheel(dest, s)]
    if not missing:
        return
    dest.mkdir(parents=True, exist_ok=True)
    py = ".".join(python.split(".")[:2])
    run([sys.executable, "-m", "pip", "download", "-qq", "--no-deps",
         "--only-binary=:all:", "--python-version", py, "--dest", dest, *missing])


def _norm(name: str) -> str:
    return name.lower().replace("-", "_").replace(".", "_")


def _cached_wheel(folder: Path, spec: str) -> Path | None:
    name, _, version = spec.partition("==")
    for wheel in folder.glob("*.whl") if folder.exists() else []:
        parts = wheel.name.split("-")
        if _norm(parts[0]) == _norm(name) and parts[1] == version:
            return wheel
    return None


def rewrite_lock(lock: dict, needed: list[str], wheels: Path, dest: Path) -> dict:
    """Name the PyPI wheels (copied into ``dest``) for ``needed``; the CDN for the rest."""
    packages = lock["packages"]
    for name, entry in packages.items():
        if name in needed:
            wheel = _cached_wheel(wheels, f"{name}=={entry['version']}")
            if wheel is None:
                sys.exit(f"build_lite: no wheel for {name}=={entry['version']} in {wheels}")
            shutil.copy2(wheel, dest / wheel.name)
            entry["file_name"] = wheel.name
            entry["sha256"] = sha256(wheel)
            entry["depends"] = LOCK_DEPENDS_OVERRIDE.get(name, entry["depends"])
        else:
            entry["file_name"] = f"{PYODIDE_CDN_URL}/{entry['file_name']}"
    return lock


def build_kit_wheel(dest: Path) -> Path:
    """The kit's wheel from this checkout (``python -m build --wheel``) into ``dest``."""
    run([sys.executable, "-m", "build", "--wheel", "--outdir", dest, ROOT],
        stdout=subprocess.DEVNULL)
    (wheel,) = dest.glob("istanbul_nb-*.whl")
    return wheel


def labextension(name: str) -> Path:
    for prefix in (Path(sys.prefix), Path(sys.base_prefix)):
        path = prefix / "share" / "jupyter" / "labextensions" / name
        if (path / "package.json").exists():
            return path
    sys.exit(f"build_lite: the labextension {name} is not installed in {sys.prefix}")


def stage(lite_dir: Path, wheels: Path, pyodide_tgz: Path) -> dict:
    """Lay out ``lite_dir`` as jupyter lite build reads it; returns figures for the report."""
    if lite_dir.exists():
        shutil.rmtree(lite_dir)
    lite_dir.mkdir(parents=True)
    for name in ("jupyter-lite.json", "overrides.json"):
        if (CONFIG / name).exists():
            shutil.copy2(CONFIG / name, lite_dir / name)
    config = json.loads((CONFIG / "jupyter_lite_config.json").read_text(encoding="utf-8"))
    config.setdefault("LiteBuildConfig", {})["federated_extensions"] = [
        str(labextension(name)) for name in EXTENSIONS]
    (lite_dir / "jupyter_lite_config.json").write_text(json.dumps(config, indent=2))

    # The lessons (and the apps), as the learner's files.
    files = lite_dir / "files"
    for folder in ("notebooks", "apps"):
        source = ROOT / folder
        if source.is_dir():
            shutil.copytree(source, files / folder, ignore=shutil.ignore_patterns(
                ".ipynb_checkpoints", "__pycache__", "*.pyc"))
    pictures = sum(site_notebook(path) for path in sorted(files.rglob("*.ipynb")))

    # The runtime and the lock file's packages the kernel needs.
    pyodide_dir = lite_dir / "static" / "pyodide"
    lock = unpack_pyodide(pyodide_tgz, pyodide_dir)
    python = lock["info"]["python"]
    needed = lock_closure(lock["packages"])
    versions = {n: lock["packages"][n]["version"] for n in needed}
    pip_download([f"{n}=={v}" for n, v in versions.items()], wheels, python)
    lock = rewrite_lock(lock, needed, wheels, pyodide_dir)
    (pyodide_dir / "pyodide-lock.json").write_text(json.dumps(lock), encoding="utf-8")

    # piplite's own index: the kit and what it needs beyond the lock file.
    pypi = lite_dir / "pypi"
    kit_wheel = build_kit_wheel(pypi)
    specs = [f"{p}=={importlib.metadata.version(p)}" for p in PIPLITE_PACKAGES]
    pip_download(specs, wheels, python)
    for spec in specs:
        wheel = _cached_wheel(wheels, spec)
        if wheel is None:
            sys.exit(f"build_lite: no wheel for {spec} in {wheels}")
        shutil.copy2(wheel, pypi / wheel.name)
    return {"lock": needed, "piplite": specs + [kit_wheel.name], "pictures": pictures}


def folder_size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--output-dir", type=Path, default=OUTPUT)
    parser.add_argument("--cache-dir", type=Path, default=CACHE)
    parser.add_argument("--stage-dir", type=Path, default=STAGE,
                        help="where the input folder of jupyter lite build is laid out")
    args = parser.parse_args(argv)
    start = time.perf_counter()
    cache: Path = args.cache_dir.resolve()
    output: Path = args.output_dir.resolve()
    lite_dir: Path = args.stage_dir.resolve()

    pyodide_tgz = fetch_pyodide(cache)
    figures = stage(lite_dir, cache / "wheels", pyodide_tgz)
    log(f"lock-file packages served locally: {', '.join(figures['lock'])}")
    log(f"piplite wheels: {', '.join(figures['piplite'])}")
    log(f"stored pictures given an HTML form for the untrusted page: {figures['pictures']}")

    if output.exists():
        shutil.rmtree(output)
    jupyter_lite = Path(sys.executable).parent / "jupyter-lite"
    found = jupyter_lite if jupyter_lite.exists() else shutil.which("jupyter-lite")
    if found is None:
        sys.exit("build_lite: jupyter-lite is missing; run `make lite-env` (the lite venv).")
    run([found, "build", "--lite-dir", lite_dir, "--output-dir", output], cwd=lite_dir)

    seconds = time.perf_counter() - start
    log(f"site: {output} ({folder_size(output) / 1e6:.1f} MB, of which Pyodide "
        f"{folder_size(output / 'static' / 'pyodide') / 1e6:.1f} MB); "
        f"download cache {folder_size(cache) / 1e6:.1f} MB; {seconds:.0f} s")
    log(f"serve it with: python -m http.server -d {output} 8000, then open "
        "http://127.0.0.1:8000/lab/index.html?path=notebooks/00_start_here.ipynb")
    return 0


if __name__ == "__main__":
    sys.exit(main())
