"""Workspace helpers: `bash utils/compile.sh`, `python3 -m utils.verification`,
`python3 -m utils.profiling` ask the server's trusted harness (see request.py)."""
