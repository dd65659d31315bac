#!/usr/bin/env python3
"""Generates the Unicode tables of the tokenizer, matching what Hugging Face `tokenizers` uses.

Run from anywhere (the outputs are checked in; CI needs neither network nor these packages):
    pip install unicodedata2==16.0.0 unicode-age==16.0.0.0
    python3 trainer/tokenizer/gen_unicode_tables.py

Writes three files:
  unicode_tables.inc   general-category ranges for the pre-tokenizer regexes, Unicode 16.0.0: the
                       Unicode of the Oniguruma inside `tokenizers` 0.23 (its \\p{L} and \\p{N}
                       equal unicodedata2 16.0.0 on every code point; tests/trainer/
                       test_unicode_parity.py checks them all).
                         kLetter  \\p{L}: Lu Ll Lt Lm Lo      kNumber  \\p{N}: Nd Nl No
                       White space (\\s, the White_Space property) is a fixed list in unicode.cc.
  nfc_tables.inc       NFC data (canonical combining classes, canonical decompositions, primary
                       composites) of Unicode 9.0.0: `tokenizers`' NFC normalizer is the crate
                       unicode-normalization-alignments, whose tables are Unicode 9.0.0 (a mark
                       added in 10.0, e.g. U+1DF6, is not reordered by it; one added in 9.0 is).
                       Normalization data never changes once a character is assigned (Unicode's
                       normalization stability policy), so the 9.0.0 data is the 16.0.0 data of
                       the code points whose Age is <= 9.0.
  tests/trainer/tokenizer/nfc_vectors.inc
                       NFC conformance vectors for the C++ tests: strings of code points assigned
                       by 9.0, with their NFC by unicodedata2 (an independent implementation; by
                       the stability policy, NFC of such strings is the same in 9.0 and 16.0).

Pinned versions: change UNICODE_CLASSES / UNICODE_NFC only together with `tokenizers`.
"""
from __future__ import annotations

import pathlib
import random
import sys

UNICODE_CLASSES = "16.0.0"  # unicodedata2 version = Unicode version of \p{L}, \p{N}
UNICODE_NFC = (9, 0)        # Unicode version of tokenizers' NFC tables
AGE_PACKAGE = (16, 0)       # unicode-age 16.0.0.0 knows every code point of Unicode 16.0

try:
    import unicode_age
    import unicodedata2 as ucd
except ImportError:
    sys.exit("needs: pip install unicodedata2==16.0.0 unicode-age==16.0.0.0")

HERE = pathlib.Path(__file__).resolve().parent
REPO = HERE.parents[1]
S_BASE, L_BASE, V_BASE, T_BASE = 0xAC00, 0x1100, 0x1161, 0x11A7
S_COUNT = 11172


def age(cp: int) -> tuple[int, int] | None:
    try:
        return unicode_age.version(cp)
    except ValueError:  # unassigned
        return None


def class_ranges() -> list[tuple[int, int, str]]:
    ranges: list[list] = []  # [first, last inclusive, class]
    for cp in range(0x110000):
        cat = ucd.category(chr(cp))
        cls = "kLetter" if cat[0] == "L" else "kNumber" if cat[0] == "N" else None
        if cls is None:
            continue
        if ranges and ranges[-1][2] == cls and ranges[-1][1] == cp - 1:
            ranges[-1][1] = cp
        else:
            ranges.append([cp, cp, cls])
    return [tuple(r) for r in ranges]


class NfcData:
    """Canonical normalization data of the code points assigned by UNICODE_NFC."""

    def __init__(self) -> None:
        self.ccc: dict[int, int] = {}
        self.decomp: dict[int, list[int]] = {}   # one level, canonical only
        self.compose: dict[tuple[int, int], int] = {}  # primary composites
        for cp in range(0x110000):
            c = chr(cp)
            comb, dec = ucd.combining(c), ucd.decomposition(c)
            if not comb and (not dec or dec.startswith("<")):
                continue
            a = age(cp)
            if a is None or a > UNICODE_NFC:
                continue
            if comb:
                self.ccc[cp] = comb
            if dec and not dec.startswith("<"):
                parts = [int(x, 16) for x in dec.split()]
                self.decomp[cp] = parts
                # A two-code-point decomposition is a primary composite unless it is excluded
                # (Full_Composition_Exclusion): then NFC maps it to something else.
                if len(parts) == 2 and ucd.normalize("NFC", c) == c:
                    self.compose[(parts[0], parts[1])] = cp

    def ccc_ranges(self) -> list[tuple[int, int, int]]:
        out: list[list[int]] = []
        for cp in sorted(self.ccc):
            if out and out[-1][2] == self.ccc[cp] and out[-1][1] == cp - 1:
                out[-1][1] = cp
            else:
                out.append([cp, cp, self.ccc[cp]])
        return [tuple(r) for r in out]

    def assigned(self, s: str) -> bool:
        """True when every code point of s is assigned by UNICODE_NFC."""
        return all((a := age(ord(ch))) is not None and a <= UNICODE_NFC for ch in s)


def write_classes(path: pathlib.Path) -> None:
    ranges = class_ranges()
    lines = [
        f"// Generated by gen_unicode_tables.py from unicodedata2 {ucd.unidata_version} "
        f"(Unicode {ucd.unidata_version}). Do not edit.",
        f"// {len(ranges)} ranges: {{first, last (inclusive), class}}, sorted by first.",
    ]
    lines += [f"{{0x{a:X}, 0x{b:X}, CharClass::{c}}}," for a, b, c in ranges]
    path.write_text("\n".join(lines) + "\n")
    print(f"wrote {path} ({len(ranges)} ranges)")


def write_nfc(path: pathlib.Path, d: NfcData) -> None:
    ver = f"{UNICODE_NFC[0]}.{UNICODE_NFC[1]}.0"
    ccc = d.ccc_ranges()
    lines = [
        f"// Generated by gen_unicode_tables.py: NFC data of Unicode {ver} (the tables of",
        f"// tokenizers' NFC normalizer), taken from unicodedata2 {ucd.unidata_version} for the code",
        f"// points whose Age (unicode-age {AGE_PACKAGE[0]}.{AGE_PACKAGE[1]}) is <= {ver}. Do not edit.",
        f"// Hangul syllables are composed and decomposed algorithmically (nfc.cc), not listed here.",
        "",
        f"// {len(ccc)} ranges of non-zero Canonical_Combining_Class: {{first, last, ccc}}.",
        "constexpr CccRange kCccRanges[] = {",
    ]
    lines += [f"    {{0x{a:X}, 0x{b:X}, {c}}}," for a, b, c in ccc]
    lines += ["};", "",
              f"// {len(d.decomp)} canonical decompositions, one level: {{code point, first, second or 0}}.",
              "constexpr Decomposition kDecompositions[] = {"]
    for cp in sorted(d.decomp):
        p = d.decomp[cp] + [0]
        lines.append(f"    {{0x{cp:X}, 0x{p[0]:X}, 0x{p[1]:X}}},")
    lines += ["};", "",
              f"// {len(d.compose)} primary composites: {{first, second, composite}}, sorted by (first, second).",
              "constexpr Composition kCompositions[] = {"]
    for (a, b), c in sorted(d.compose.items()):
        lines.append(f"    {{0x{a:X}, 0x{b:X}, 0x{c:X}}},")
    lines.append("};")
    path.write_text("\n".join(lines) + "\n")
    print(f"wrote {path} ({len(ccc)} ccc ranges, {len(d.decomp)} decompositions, "
          f"{len(d.compose)} compositions)")


def nfc_vectors(d: NfcData) -> list[tuple[str, str]]:
    """(source, NFC) pairs over code points assigned by UNICODE_NFC, NFC by unicodedata2."""
    cases: list[str] = []
    for cp in sorted(d.decomp):  # every decomposable character, decomposed (composition, exclusions)
        cases.append(ucd.normalize("NFD", chr(cp)))
        if ucd.normalize("NFC", chr(cp)) != chr(cp):  # singletons, excluded and non-starter ones
            cases.append(chr(cp))
    for cp in sorted(d.ccc):  # every mark: ordering against 230 / 220 and composition blocking
        cases.append("e" + chr(cp) + "\u0301\u0316" + chr(cp))
    rng = random.Random(9)
    for _ in range(100):  # Hangul: LV, LVT, lone jamo, a syllable followed by a trailing jamo
        l, v, t = rng.randrange(19), rng.randrange(21), rng.randrange(28)
        cases += [chr(L_BASE + l) + chr(V_BASE + v) + chr(T_BASE + t),
                  chr(S_BASE + (l * 21 + v) * 28) + chr(T_BASE + t), chr(V_BASE + v) + chr(T_BASE + t)]
    pool = sorted(d.ccc) + sorted(d.decomp) + [0x61, 0x65, 0x3B1, 0x1100, 0x1161, 0x11A8, 0xAC00]
    for _ in range(500):  # random mixtures of marks, decomposables and starters
        cases.append("".join(chr(rng.choice(pool)) for _ in range(rng.randint(2, 6))))
    cases = [c for c in dict.fromkeys(cases) if d.assigned(c)]
    return [(c, ucd.normalize("NFC", c)) for c in cases]


def write_vectors(path: pathlib.Path, d: NfcData) -> None:
    hexes = lambda s: " ".join(f"{ord(ch):04X}" for ch in s)  # noqa: E731
    vec = nfc_vectors(d)
    lines = [
        f"// Generated by gen_unicode_tables.py: NFC conformance vectors, {{source, NFC}} as hex code",
        f"// points. Sources use only code points assigned by Unicode {UNICODE_NFC[0]}.{UNICODE_NFC[1]}; "
        f"NFC from unicodedata2 {ucd.unidata_version}.",
        f"// {len(vec)} vectors. Do not edit.",
    ]
    lines += [f'{{"{hexes(s)}", "{hexes(n)}"}},' for s, n in vec]
    path.write_text("\n".join(lines) + "\n")
    print(f"wrote {path} ({len(vec)} vectors)")


def main() -> int:
    if ucd.unidata_version != UNICODE_CLASSES:
        sys.exit(f"unicodedata2 has Unicode {ucd.unidata_version}, want {UNICODE_CLASSES}")
    if age(0x105C0) != (16, 0):  # TODHRI LETTER A, new in 16.0: the age data must know 16.0
        sys.exit("unicode-age must be 16.0.0.0 or later")
    write_classes(HERE / "unicode_tables.inc")
    d = NfcData()
    write_nfc(HERE / "nfc_tables.inc", d)
    write_vectors(REPO / "tests" / "trainer" / "tokenizer" / "nfc_vectors.inc", d)
    return 0


if __name__ == "__main__":
    sys.exit(main())
