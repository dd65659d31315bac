"""``trainer:CKPT_DIR``: our own sampler over a checkpoint of ``warpgym-trainer``.

Not available yet: ``warpgym-trainer`` has no chat sampler with tool calling (its ``sample``
command generates raw text from a prompt; a policy also needs the model's chat template, tool
call extraction and a sampler that stays loaded across turns). The spec parses (so scripts can
be written against it) and :func:`make_trainer_policy` fails with a clear message before any
episode runs.
"""

from __future__ import annotations

from .base import PolicyUnavailable

__all__ = ["make_trainer_policy", "NOT_AVAILABLE"]

NOT_AVAILABLE = ("the trainer: policy is not available yet: warpgym-trainer has no chat "
                 "sampler with tool calling yet; use openai:URL#model (e.g. vLLM serving the "
                 "checkpoint), cmd:PROGRAM or scripted")


def make_trainer_policy(checkpoint_dir: str) -> None:
    """Always raises :class:`PolicyUnavailable` (after checking the spec names a directory)."""
    if not checkpoint_dir:
        raise PolicyUnavailable("trainer policy spec must be trainer:CKPT_DIR")
    raise PolicyUnavailable(f"{NOT_AVAILABLE} (checkpoint {checkpoint_dir})")
