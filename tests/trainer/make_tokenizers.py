#!/usr/bin/env python3
"""Builds the tiny byte-level BPE tokenizers the tokenizer parity tests use.

Usage: python tests/trainer/make_tokenizers.py OUT_DIR
Writes OUT_DIR/<name>/tokenizer.json for each name in TOKENIZERS, each trained with the
`tokenizers` package on corpus.training_corpus() (deterministic):
  gpt2         ByteLevel pre-tokenizer (GPT-2 regex), merges rewritten in the legacy "a b" form,
               a non-special <mask> added token with lstrip/rstrip
  gpt2_prefix  as gpt2 with add_prefix_space=True
  qwen2        Split(Qwen2 regex) + ByteLevel(use_regex=False); Qwen-style chat tokens
  llama3       Split(Llama-3 regex) + ByteLevel; ignore_merges; TemplateProcessing adding a BOS
  qwen2_nfc    as qwen2 with an NFC normalizer (as real Qwen2 tokenizer.json files have), plus
               normalized=true added tokens written decomposed in the JSON (NFC_ADDED: "cafe"
               U+0301 "!", and the jamo of two Hangul syllables), which match the text's NFC
"""

from __future__ import annotations

import json
import sys
import unicodedata
from pathlib import Path

from tokenizers import AddedToken, Regex, Tokenizer, decoders, models, normalizers, pre_tokenizers, processors, trainers

sys.path.insert(0, str(Path(__file__).resolve().parent))
from corpus import training_corpus  # noqa: E402

GPT2_RE = r"""'s|'t|'re|'ve|'m|'ll|'d| ?\p{L}+| ?\p{N}+| ?[^\s\p{L}\p{N}]+|\s+(?!\S)|\s+"""
QWEN2_RE = (r"""(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}| ?[^\s\p{L}\p{N}]+[\r\n]*"""
            r"""|\s*[\r\n]+|\s+(?!\S)|\s+""")
LLAMA3_RE = QWEN2_RE.replace(r"|\p{N}|", r"|\p{N}{1,3}|")

TOKENIZERS = ["gpt2", "gpt2_prefix", "qwen2", "llama3", "qwen2_nfc"]
NFC_ADDED = ["cafe\u0301!", "\u1112\u1161\u11ab\u1100\u1173\u11af"]
CHAT_SPECIAL = ["<|endoftext|>", "<|im_start|>", "<|im_end|>"]
CHAT_PLAIN = ["<tool_call>", "</tool_call>", "<tool_response>", "</tool_response>"]


def _train(pre: pre_tokenizers.PreTokenizer, specials: list[str], ignore_merges: bool = False,
           normalizer: normalizers.Normalizer | None = None) -> Tokenizer:
    tok = Tokenizer(models.BPE(ignore_merges=ignore_merges))
    if normalizer is not None:
        tok.normalizer = normalizer
    tok.pre_tokenizer = pre
    tok.decoder = decoders.ByteLevel()
    trainer = trainers.BpeTrainer(vocab_size=3000, min_frequency=2, show_progress=False,
                                  special_tokens=specials,
                                  initial_alphabet=pre_tokenizers.ByteLevel.alphabet())
    tok.train_from_iterator(training_corpus(), trainer=trainer)
    return tok


def build(name: str) -> Tokenizer:
    if name in ("gpt2", "gpt2_prefix"):
        tok = _train(pre_tokenizers.ByteLevel(add_prefix_space=name == "gpt2_prefix", use_regex=True),
                     ["<|endoftext|>"])
        tok.add_special_tokens(CHAT_SPECIAL[1:])
        tok.add_tokens([AddedToken("<mask>", lstrip=True, rstrip=True, normalized=False)])
        return tok
    if name in ("qwen2", "qwen2_nfc"):
        pre = pre_tokenizers.Sequence([pre_tokenizers.Split(Regex(QWEN2_RE), "isolated"),
                                       pre_tokenizers.ByteLevel(add_prefix_space=False, use_regex=False)])
        nfc = name == "qwen2_nfc"
        tok = _train(pre, CHAT_SPECIAL, normalizer=normalizers.NFC() if nfc else None)
        tok.add_tokens([AddedToken(t, normalized=False) for t in CHAT_PLAIN])
        if nfc:
            tok.add_tokens([AddedToken(t, normalized=True) for t in NFC_ADDED])
        return tok
    if name == "llama3":
        pre = pre_tokenizers.Sequence([pre_tokenizers.Split(Regex(LLAMA3_RE), "isolated"),
                                       pre_tokenizers.ByteLevel(add_prefix_space=False, use_regex=False)])
        tok = _train(pre, ["<|begin_of_text|>", "<|end_of_text|>"], ignore_merges=True)
        tok.add_special_tokens(CHAT_SPECIAL)
        bos = tok.token_to_id("<|begin_of_text|>")
        tok.post_processor = processors.Sequence([
            processors.ByteLevel(trim_offsets=False),
            processors.TemplateProcessing(single="<|begin_of_text|> $A", special_tokens=[("<|begin_of_text|>", bos)])])
        return tok
    raise ValueError(f"unknown tokenizer {name!r}")


def save(name: str, out_dir: Path) -> Path:
    tok = build(name)
    path = out_dir / name / "tokenizer.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    tok.save(str(path))
    if name == "gpt2":  # exercise the legacy merges form: "a b" strings instead of [a, b] pairs
        data = json.loads(path.read_text(encoding="utf-8"))
        data["model"]["merges"] = [" ".join(m) if isinstance(m, list) else m for m in data["model"]["merges"]]
        path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    if name == "qwen2_nfc":  # `tokenizers` stored NFC_ADDED normalized; write them as given
        data = json.loads(path.read_text(encoding="utf-8"))
        for entry in data["added_tokens"]:
            entry["content"] = next((t for t in NFC_ADDED if entry["content"] == unicodedata.normalize("NFC", t)),
                                    entry["content"])
        path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return path


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    for name in TOKENIZERS:
        print(save(name, Path(argv[1])))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
