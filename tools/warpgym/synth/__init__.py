"""``warpgym synth``: synthesis of KernelBench-format training tasks (CUDA Agent's Ops-6K style).

Modules, one responsibility each:

``symbols``   the symbolic argument values a seed records ("$D", "$C*2", "$X") and their resolution.
``seeds``     the seed crawl: enumerate torch / transformers operators, probe valid shapes and args.
``compose``   sample 1-5 seeds into a chain, instantiate it on concrete shapes, check it by running.
``codegen``   render a chain as a KernelBench task file (Model, get_inputs, get_init_inputs).
``screening`` the execution filter of one task (reuses ``warpgym.screen``'s checks + torch.compile).
``worker``    the long-lived torch process that runs crawl / compose / filter requests.
``pool``      a pool of such workers with per-request timeouts (a crash or hang costs one request).
``decontam``  AST similarity against an evaluation set (drop at >= threshold, report).
``harness_check`` identity / zero candidates through the real harness (``run.py verify``).
``harness_server`` the harness's forkserver with the tasks' transformers modules imported first.
``output``    rows (JSONL, JSONL.gz, Parquet), the KernelBench tree the server loads, the resume journal.
``stats``     histogram / mix / runtime plot.
``llm``       optional OpenAI-compatible hook that proposes compositions (never needed by default).
``pipeline``  the whole run; ``command`` the CLI (``add_arguments``, ``run``; ``decontam``, ``stats``,
              ``export`` subcommands; no torch import).

Only ``worker`` (and what it imports: ``seeds``, ``compose``, ``screening``) imports torch.
"""
