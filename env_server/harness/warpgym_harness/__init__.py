"""warpgym evaluation harness (trusted code; runs outside the agent's reach).

Entry point: `python -m warpgym_harness.run` (see ../README.md for the CLI; every command writes
one Verdict, verdict.py).  Importing the package imports nothing heavy (no torch).
"""
