"""warpgym evaluation harness (trusted code; runs outside the agent's reach).

Entry point: run.py (see README.md for the CLI and JSON contract).
"""
