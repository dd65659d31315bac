"""Agents that drive warpgym episodes (scripted baselines for tests and demos)."""

from .scripted import ScriptedResult, solve, solution_files

__all__ = ["ScriptedResult", "solve", "solution_files"]
