"""NFC of the C++ tokenizer (trainer/tokenizer/nfc.h) against `tokenizers`' NFC normalizer.

The fixture tokenizer has an NFC normalizer, a ByteLevel pre-tokenizer without regex and a BPE of
the 256 byte tokens and no merges, so its ids are the bytes of the normalized text: equal ids mean
equal NFC. Test strings ("units", joined by "|", which is a starter that composes with nothing, so
units normalize independently), 1,203,739:
  - every code point alone (U+0000..U+10FFFF but surrogates);
  - every canonically decomposable character of Python's unicodedata, in NFD (recomposition,
    composition exclusions, characters newer than tokenizers' Unicode 9.0 tables);
  - every combining mark against 14 marks of various classes, both orders, around a starter;
  - every Hangul L V T jamo triple, LV + T, lone and misordered jamo;
  - 40,000 random mixtures of marks, decomposables, jamo and starters.
The lines that differ are run again unit by unit to name the units.
"""

from __future__ import annotations

import json
import random
import subprocess
import sys
import unicodedata
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]
sys.path.insert(0, str(HERE))

from ci_skips import missing, require_module  # noqa: E402
from trainer_ids import TRAINER, mismatches  # noqa: E402
tokenizers = require_module("tokenizers", reason="`tokenizers` is not installed (requirements.txt)")

if not TRAINER.exists():
    missing(f"{TRAINER} is missing: build it first (`make build`)")

PER_LINE = 256
CODE_POINTS = [cp for cp in range(0x110000) if not 0xD800 <= cp <= 0xDFFF]
# Marks of various classes (1, 7, 9, 220, 230, 232, 216, 240, 233, 234, ...), two newer than 9.0.
PROBE_MARKS = [0x334, 0x5B0, 0x93C, 0x94D, 0x316, 0x301, 0x31B, 0x345, 0x35C, 0x35D, 0xF71, 0xE38, 0x1DF6, 0x7FD]


def units() -> list[str]:
    out = [chr(cp) for cp in CODE_POINTS]
    decomposable = [cp for cp in CODE_POINTS
                    if unicodedata.decomposition(chr(cp)) and not unicodedata.decomposition(chr(cp)).startswith("<")]
    out += [unicodedata.normalize("NFD", chr(cp)) for cp in decomposable]
    marks = [cp for cp in CODE_POINTS if unicodedata.combining(chr(cp))] + [0x1E4EC, 0x113CE, 0x1E5EE]
    for m in marks:
        for x in PROBE_MARKS:
            out += ["a" + chr(m) + chr(x), "a" + chr(x) + chr(m), chr(m) + "e" + chr(x) + chr(m)]
    out += [chr(0x1100 + l) + chr(0x1161 + v) + chr(0x11A7 + t)
            for l in range(19) for v in range(21) for t in range(28)]
    out += ["\uac00\u11a7", "\uac00\u11a8", "\uac00\u11c2", "\uac00\u11c3", "\uac01\u11a8", "\u1100\u0301\u1161",
            "\u1100\u1161\u0301\u11a8", "\u11a8\u1100", "\u1161\u1100", "\u1112\u1175", "\u115f\u1161", "\u1100\u1176"]
    rng = random.Random(15)
    pool = marks + decomposable + [0x61, 0x65, 0x3B1, 0x1100, 0x1161, 0x11A8, 0xAC00, 0x3099, 0x309A, 0x304B]
    out += ["".join(chr(rng.choice(pool)) for _ in range(rng.randint(1, 6))) for _ in range(40000)]
    return out


UNITS = units()
LINES = ["|" + "|".join(UNITS[i:i + PER_LINE]) for i in range(0, len(UNITS), PER_LINE)]


@pytest.fixture(scope="module")
def nfc_model(tmp_path_factory: pytest.TempPathFactory) -> tuple[tokenizers.Tokenizer, Path]:
    vocab = {ch: i for i, ch in enumerate(tokenizers.pre_tokenizers.ByteLevel.alphabet())}
    tok = tokenizers.Tokenizer(tokenizers.models.BPE(vocab=vocab, merges=[]))
    tok.normalizer = tokenizers.normalizers.NFC()
    tok.pre_tokenizer = tokenizers.pre_tokenizers.ByteLevel(add_prefix_space=False, use_regex=False)
    tok.decoder = tokenizers.decoders.ByteLevel()
    model_dir = tmp_path_factory.mktemp("nfc") / "model"
    model_dir.mkdir()
    tok.save(str(model_dir / "tokenizer.json"))
    return tok, model_dir


def test_nfc_matches_tokenizers(nfc_model: tuple[tokenizers.Tokenizer, Path], tmp_path: Path) -> None:
    tok, model_dir = nfc_model
    changed = sum(tok.normalizer.normalize_str(u) != u for u in UNITS)
    assert changed > 20000, "the units should exercise normalization"
    bad_lines = mismatches(tok, model_dir, LINES, tmp_path)
    idx = [i for line in bad_lines for i in range(line * PER_LINE, min((line + 1) * PER_LINE, len(UNITS)))]
    bad = [idx[k] for k in mismatches(tok, model_dir, [UNITS[i] for i in idx], tmp_path)] if idx else []
    print(f"NFC: {len(UNITS) - len(bad)}/{len(UNITS)} strings normalize alike ({changed} changed by NFC)")
    hexes = lambda s: " ".join(f"{ord(c):04X}" for c in s)  # noqa: E731
    assert not bad_lines, f"{len(bad)} strings differ, e.g. " + "; ".join(
        f"{hexes(UNITS[i])} -> tokenizers {hexes(tok.normalizer.normalize_str(UNITS[i]))}" for i in bad[:8])


def test_normalizer_sequence_of_nfc_is_accepted_and_others_refused(nfc_model, tmp_path: Path) -> None:
    tok, model_dir = nfc_model
    data = json.loads((model_dir / "tokenizer.json").read_text(encoding="utf-8"))
    text = tmp_path / "t.jsonl"
    text.write_text(json.dumps("e\u0301 \u1100\u1161") + "\n", encoding="utf-8")
    for normalizer, ok in [({"type": "Sequence", "normalizers": [{"type": "NFC"}, {"type": "NFC"}]}, True),
                           ({"type": "Sequence", "normalizers": []}, True),
                           ({"type": "NFKC"}, False),
                           ({"type": "Sequence", "normalizers": [{"type": "NFC"}, {"type": "Lowercase"}]}, False)]:
        data["normalizer"] = normalizer
        d = tmp_path / ("ok" if ok else "bad")
        d.mkdir(exist_ok=True)
        (d / "tokenizer.json").write_text(json.dumps(data), encoding="utf-8")
        proc = subprocess.run([str(TRAINER), "tokenize", "--model", str(d), "--text-file", str(text), "--jsonl"],
                              capture_output=True, text=True, timeout=60)
        if ok:
            hf = tokenizers.Tokenizer.from_file(str(d / "tokenizer.json"))
            assert proc.returncode == 0, proc.stderr
            assert json.loads(proc.stdout) == hf.encode("e\u0301 \u1100\u1161").ids
        else:
            assert proc.returncode == 1
            assert "normalizer" in proc.stderr and "NFC" in proc.stderr
