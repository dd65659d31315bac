"""Optional hook: an LLM behind an OpenAI-compatible endpoint proposes compositions.

Contract: ``propose(endpoint, model, labels, n, seed, api_key=None, timeout_s=60)`` POSTs one
``/chat/completions`` request (standard library only) asking for ``n`` chains of 1-5 op labels
taken from ``labels``, and returns the chains it could parse (a JSON list of lists of strings
anywhere in the answer; unknown labels and bad lengths are dropped).  Raises ``LLMError`` on a
transport or format failure.  The pipeline uses proposal ``i`` as the first draw of index ``i``
(``compose``'s ``mix["labels"]``); a proposal that does not run falls back to random sampling,
and every proposed task goes through the same filter.  Never used unless ``--llm-endpoint`` is
given; answers are not reproducible from the seed (the settings record the endpoint and model).
"""
from __future__ import annotations

import json
import os
import re
import urllib.error
import urllib.request


class LLMError(RuntimeError):
    """The endpoint failed or answered something unusable."""


def _prompt(labels: list[str], n: int) -> str:
    return (f"You design GPU kernel-writing exercises. Compose {n} small PyTorch models, each a chain of "
            "1 to 5 operators applied one after another (mostly 2; a few up to 5), chosen from this list "
            "(use the names exactly):\n" + ", ".join(labels) +
            f"\nPrefer chains that fuse well into one kernel (e.g. a GEMM or convolution followed by "
            f"elementwise ops or a normalisation). Answer with only a JSON list of {n} lists of names.")


def propose(endpoint: str, model: str, labels: list[str], n: int, seed: int, api_key: str | None = None,
            timeout_s: float = 60.0) -> list[list[str]]:
    """Chains proposed by the model (see the module contract)."""
    body = {"model": model, "seed": seed, "temperature": 0.7,
            "messages": [{"role": "user", "content": _prompt(labels, n)}]}
    req = urllib.request.Request(endpoint.rstrip("/") + "/chat/completions", data=json.dumps(body).encode(),
                                 headers={"Content-Type": "application/json"})
    key = api_key or os.environ.get("OPENAI_API_KEY")
    if key:
        req.add_header("Authorization", f"Bearer {key}")
    try:
        with urllib.request.urlopen(req, timeout=timeout_s) as resp:
            answer = json.loads(resp.read())["choices"][0]["message"]["content"]
    except (urllib.error.URLError, OSError, ValueError, KeyError, IndexError, TypeError) as exc:
        raise LLMError(f"{endpoint}: {exc}") from exc
    m = re.search(r"\[\s*\[.*\]\s*\]", answer, re.S)
    if not m:
        raise LLMError("the answer holds no JSON list of lists")
    try:
        chains = json.loads(m.group(0))
    except ValueError as exc:
        raise LLMError(f"unparsable list: {exc}") from exc
    known = set(labels)
    return [c for c in chains if isinstance(c, list) and 1 <= len(c) <= 5
            and all(isinstance(x, str) and x in known for x in c)]
