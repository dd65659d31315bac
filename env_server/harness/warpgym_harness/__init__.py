"""warpgym evaluation harness (trusted code; runs outside the agent's reach).

Entry point: `python -m warpgym_harness.run` (see ../README.md for the CLI; every command writes
one Verdict, verdict.py).  Importing the package imports nothing heavy (no torch).
"""
import os as _os

# OpenMP worker threads spin after each parallel region before they sleep (libgomp: 300,000 pause
# loops, about 10 ms on current x86).  A candidate's idle spinning between timed calls would read
# as CPU work done outside the window (driven_timing.py) and steals the cores the trusted side
# needs meanwhile; a short spin keeps back-to-back regions cheap.  Read when torch loads libgomp,
# so this must run before torch is imported (the harness's entry points import this package first).
_os.environ.setdefault("GOMP_SPINCOUNT", "2000")
