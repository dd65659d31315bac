"""``warpgym bench``: run a policy over a task set and report KernelBench / CUDA Agent metrics.

Modules, one responsibility each:

- :mod:`.command`: the CLI (``add_arguments``, ``run``); wires everything together.
- :mod:`.policies`: policy specs (``scripted``, ``openai:URL#model``, ``trainer:CKPT``,
  ``cmd:PROGRAM``) and their implementations.
- :mod:`.conversation`: OpenAI chat-completions message shapes and tool-call parsing.
- :mod:`.episode`: one episode (reset, policy/tool loop, trajectory, result record).
- :mod:`.scoring`: the final and the best-of-trajectory solution of an episode.
- :mod:`.metrics`: pass rate, faster-than rates, geometric-mean speedups, fast_p, pass@k.
- :mod:`.store`: the output directory (run config, per-episode results, resume).
- :mod:`.runner`: schedules episodes in parallel with a progress bar.
- :mod:`.local_server`: starts and stops a local ``warpgym-server`` for ``--backend``.
- :mod:`.report_md`, :mod:`.report_html`, :mod:`.svg`: the Markdown and HTML reports.

Nothing here imports torch; the package is cheap to import.
"""
