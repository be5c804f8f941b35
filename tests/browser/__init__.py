"""Browser tests (a package, so their module names cannot clash with tests/ at the top)."""
