"""Policy specs and their policies.

=====================  =======================================================================
spec                   policy
=====================  =======================================================================
``scripted``           replays ``<tasks>/solutions/<task>/reference/`` (:mod:`.scripted`)
``scripted:VARIANT``   replays another bundled variant, e.g. ``scripted:failing``
``openai:URL#model``   an OpenAI-compatible chat-completions endpoint (:mod:`.openai_chat`)
``trainer:CKPT_DIR``   our own sampler over a warpgym-trainer checkpoint (:mod:`.trainer`)
``cmd:PROGRAM``        a program reading the conversation as JSON on stdin (:mod:`.command`)
``baselines``          no agent: times each task's eager and torch.compile (:mod:`.baselines`)
=====================  =======================================================================
"""

from __future__ import annotations

import dataclasses
from typing import Any

from .base import EpisodeContext, EpisodePolicy, Policy, PolicyError, PolicyUnavailable

__all__ = ["PolicySpec", "parse_spec", "make_policy", "EpisodeContext", "EpisodePolicy",
           "Policy", "PolicyError", "PolicyUnavailable", "KINDS"]

KINDS = ("scripted", "openai", "trainer", "cmd", "baselines")


@dataclasses.dataclass(frozen=True)
class PolicySpec:
    """A parsed spec: ``kind`` (one of :data:`KINDS`) and ``target`` (text after the colon)."""

    kind: str
    target: str


def parse_spec(spec: str) -> PolicySpec:
    """Splits ``KIND[:TARGET]``.

    Raises:
        PolicyUnavailable: unknown kind, or a kind that needs a target has none.
    """
    kind, _, target = spec.partition(":")
    if kind not in KINDS:
        raise PolicyUnavailable(f"unknown policy {spec!r}: expected scripted, openai:URL#model, "
                                "trainer:CKPT_DIR, cmd:PROGRAM or baselines")
    if kind == "baselines" and target:
        raise PolicyUnavailable("policy baselines takes no target")
    if kind not in ("scripted", "baselines") and not target:
        raise PolicyUnavailable(f"policy {kind} needs a target: {kind}:...")
    return PolicySpec(kind, target)


def make_policy(spec: str, **options: Any) -> Policy:
    """Builds the policy for ``spec``.

    Keyword options (ignored by policies that do not use them): ``timeout_s`` (one policy
    call), ``retries``, ``api_key_env``, ``temperature``, ``max_tokens`` (openai).

    Raises:
        PolicyUnavailable: the spec is invalid or its policy cannot run (e.g. no trainer binary).
    """
    parsed = parse_spec(spec)
    if parsed.kind == "scripted":
        from .scripted import ScriptedPolicy
        return ScriptedPolicy(parsed.target or "reference")
    if parsed.kind == "openai":
        from .openai_chat import OpenAIChatPolicy
        keys = ("timeout_s", "retries", "api_key_env", "temperature", "max_tokens", "backoff_s")
        return OpenAIChatPolicy(parsed.target, **{k: options[k] for k in keys
                                                  if options.get(k) is not None})
    if parsed.kind == "baselines":
        from .baselines import BaselinesPolicy
        return BaselinesPolicy()
    if parsed.kind == "cmd":
        from .command import CommandPolicy
        kw = {"timeout_s": options["timeout_s"]} if options.get("timeout_s") else {}
        return CommandPolicy(parsed.target, **kw)
    from .trainer import make_trainer_policy
    keys = ("temperature", "max_tokens", "timeout_s")
    return make_trainer_policy(parsed.target, **{k: options[k] for k in keys if options.get(k) is not None})
