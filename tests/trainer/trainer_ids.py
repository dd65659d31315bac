"""Shared by the tokenizer parity tests: run `warpgym-trainer tokenize --jsonl` on a list of
texts and say which texts' ids differ from the `tokenizers` package's."""
from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[2]
TRAINER = Path(os.environ.get("WARPGYM_TRAINER", REPO / "build" / "bin" / "warpgym-trainer"))


def mismatches(tok: Any, model_dir: Path, texts: list[str], tmp_path: Path) -> list[int]:
    """Indexes of the texts whose C++ ids differ from tokenizers' ids."""
    want = [e.ids for e in tok.encode_batch(texts)]
    corpus = tmp_path / "texts.jsonl"
    corpus.write_text("".join(json.dumps(t) + "\n" for t in texts), encoding="utf-8")
    proc = subprocess.run([str(TRAINER), "tokenize", "--model", str(model_dir), "--text-file", str(corpus),
                           "--jsonl"], capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr[-2000:]
    got = [json.loads(line) for line in proc.stdout.split("\n") if line]
    assert len(got) == len(texts)
    return [i for i, (g, w) in enumerate(zip(got, want)) if g != w]
