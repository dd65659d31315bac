"""Unicode classes of the C++ pre-tokenizer against `tokenizers`, over every assigned code point.

The Qwen2 and Llama-3 regexes split on \\p{L}, \\p{N} and \\s. The code points tested: all of
planes 0-3 (surrogates aside) and U+E0000..U+E0FFF, which hold every code point assigned in Unicode
16, and every 97th code point of the rest (unassigned or private use: one class, "other"):
272,957. For each code point c the string "1" c c "x" splits differently for each class:
  letter  1|ccx     number  1|c|c|x (Llama-3: 1cc|x)     other  1|cc|x     white space  1|c|cx
To read the C++ split back from ids, the fixture tokenizer has no merges, ignore_merges, and a
vocabulary of the byte alphabet plus every piece `tokenizers` produced: `tokenizers` encodes each
piece as one id, and the C++ ids are the same only when its pieces are the same (a piece it makes
that `tokenizers` did not is not in the vocabulary and falls apart into bytes). Units run together
256 to a line (a unit ends in a letter and the next starts with a digit, so they split apart);
the lines that differ are run again unit by unit to name the code points.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]
sys.path.insert(0, str(HERE))

from ci_skips import missing, require_module  # noqa: E402
from trainer_ids import TRAINER, mismatches  # noqa: E402
tokenizers = require_module("tokenizers", reason="`tokenizers` is not installed (requirements.txt)")
import make_tokenizers  # noqa: E402

if not TRAINER.exists():
    missing(f"{TRAINER} is missing: build it first (`make build`)")

CODE_POINTS = [cp for cp in range(0x110000) if not 0xD800 <= cp <= 0xDFFF and
               (cp < 0x40000 or 0xE0000 <= cp < 0xE1000 or cp % 97 == 0 or cp & 0xFFFF in (0, 0xFFFF))]
UNITS = ["1" + chr(cp) * 2 + "x" for cp in CODE_POINTS]
PER_LINE = 256
LINES = ["".join(UNITS[i:i + PER_LINE]) for i in range(0, len(UNITS), PER_LINE)]


def piece_tokenizer(regex: str) -> tokenizers.Tokenizer:
    """Split(regex) + ByteLevel; the vocabulary is the byte alphabet and every piece of LINES."""
    pre = tokenizers.pre_tokenizers.Sequence([
        tokenizers.pre_tokenizers.Split(tokenizers.Regex(regex), "isolated"),
        tokenizers.pre_tokenizers.ByteLevel(add_prefix_space=False, use_regex=False)])
    vocab: dict[str, int] = {}
    for ch in tokenizers.pre_tokenizers.ByteLevel.alphabet():
        vocab.setdefault(ch, len(vocab))
    for line in LINES:
        for piece, _ in pre.pre_tokenize_str(line):
            vocab.setdefault(piece, len(vocab))
    tok = tokenizers.Tokenizer(tokenizers.models.BPE(vocab=vocab, merges=[], ignore_merges=True))
    tok.pre_tokenizer = pre
    tok.decoder = tokenizers.decoders.ByteLevel()
    return tok


@pytest.mark.parametrize("name,regex", [("qwen2", make_tokenizers.QWEN2_RE), ("llama3", make_tokenizers.LLAMA3_RE)])
def test_every_code_point_classifies_as_in_tokenizers(name: str, regex: str, tmp_path: Path) -> None:
    tok = piece_tokenizer(regex)
    model_dir = tmp_path / "model"
    model_dir.mkdir()
    tok.save(str(model_dir / "tokenizer.json"))
    bad_lines = mismatches(tok, model_dir, LINES, tmp_path)
    units = [i for line in bad_lines for i in range(line * PER_LINE, min((line + 1) * PER_LINE, len(UNITS)))]
    bad = [units[k] for k in mismatches(tok, model_dir, [UNITS[i] for i in units], tmp_path)] if units else []
    print(f"{name}: {len(CODE_POINTS) - len(bad)}/{len(CODE_POINTS)} code points classified alike")
    assert not bad_lines, (f"{len(bad)} code points split differently, e.g. " + ", ".join(
        f"U+{CODE_POINTS[i]:04X} (tokenizers {[p for p, _ in tok.pre_tokenizer.pre_tokenize_str(UNITS[i])]})"
        for i in bad[:8]))
