"""Deterministic text corpora for the tokenizer tests (training text and the parity corpus).

``parity_corpus(n, seed)`` returns n strings mixing source code (Python, C++, CUDA), prose in many
scripts, emoji (with ZWJ sequences, skin tones, flags), combining marks (precomposed and
decomposed forms, marks out of order, Hangul jamo), white-space runs (spaces, tabs, CR/LF, NBSP,
ideographic space, vertical tab...), digit runs in several number systems, contractions in odd
cases and chat special tokens inline. Same seed, same strings, on any machine.
"""

from __future__ import annotations

import random

SPECIALS = ["<|endoftext|>", "<|im_start|>", "<|im_end|>", "<tool_call>", "</tool_call>",
            "<tool_response>", "</tool_response>", "<|begin_of_text|>", "<mask>"]

WORDS = {
    "latin": "the quick brown fox jumps over lazy dog kernel warp thread block shared memory "
             "café naïve façade Ærøskøbing straße Zürich élève żółć čeština dễ tiếng".split(),
    "greek": "καλημέρα κόσμε Αθήνα λόγος ψυχή ΣΟΦΙΑ".split(),
    "cyrillic": "привет мир ядро память Москва ЁЖИК съешь щётка".split(),
    "arabic": "مرحبا بالعالم الذاكرة المشتركة ١٢٣ ٤٥٦".split(),
    "hebrew": "שלום עולם זיכרון משותף".split(),
    "devanagari": "नमस्ते दुनिया स्मृति कर्नेल ०१२३".split(),
    "thai": "สวัสดีชาวโลก หน่วยความจำ".split(),
    "cjk": "你好世界 内核 共享内存 線程塊 計算 漢字".split(),
    "japanese": "こんにちは世界 カーネル メモリ ｶﾀｶﾅ".split(),
    "hangul": "안녕하세요 세계 커널 메모리".split(),
    "misc": "Ⅻ ½ ² ³ ⁴ ① ＡＢＣ １２３ ℃ ∑ ∫ √ ≤ ≥ → ⇒ ∀x∈ℝ ⟨ψ|φ⟩ ǅ ß ſ K Å".split(),
    "emoji": "😀 🚀 🔥 👍🏽 👩‍💻 🏳️‍🌈 🇯🇵 🇺🇸 ❤️ 🧑🏿‍🔬 ✅ 🤖 👨‍👩‍👧‍👦 ☕".split(),
    "combining": ["e\u0301", "a\u0308\u0304", "n\u0303", "\u0915\u094d\u0937", "Z\u0351\u0352\u0353"],
    # NFC material: decomposed and precomposed forms, marks out of canonical order, singletons
    # (Ω Å), composition exclusions (क़ ׁש), Hangul syllables as conjoining jamo, marks of
    # Unicode 10+ (unknown to tokenizers' NFC tables), and the qwen2_nfc added tokens.
    "nfc": ["café", "cafe\u0301", "e\u0323\u0302", "e\u0302\u0323", "\u1ec7", "A\u030a", "\u212b",
            "\u2126", "\u0958", "\u0915\u093c", "\u05e9\u05c1", "\ufb2a", "\u1100\u1161\u11a8",
            "\uac01", "\u1100\u1161", "\uac00\u11a8", "\u1161\u11a8", "\u1112\u1173\u11ab",
            "\u0344", "\u0f73", "\u1f80", "\u03b1\u0313\u0345", "\u0301a", "a\u1df6\u0301",
            "o\u07fd\u0323", "\u0e38\u0e48", "\u0cc6\u0cd5", "\u3099\u304b", "\u304b\u3099",
            "caf\u00e9!", "cafe\u0301!", "\ud55c\uae00", "\u1112\u1161\u11ab\u1100\u1173\u11af",
            "\U0001d15e", "\U0001d157\U0001d165", "\U000105d2\u0307", "\U00011935\U00011930"],
}

SPACES = [" ", "  ", "   ", "\t", "\t\t", "\n", "\n\n", "\r\n", " \n", "\n  ", "\u00a0", "\u3000",
          "\u2003", "\x0b", "\x0c", "\x1c", "\u2028", "\u0085", "    \n\t  "]

CUDA = """__global__ void {name}(const float* __restrict__ x, float* __restrict__ y, int n) {{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {{
        y[i] = fmaxf(x[i], {num}.0f);  // ReLU-ish, {num2} elements
    }}
}}

extern "C" void launch_{name}(const float* x, float* y, int n, cudaStream_t s) {{
    dim3 block({block});
    dim3 grid((n + block.x - 1) / block.x);
    {name}<<<grid, block, 0, s>>>(x, y, n);
}}
"""

PY = """import torch
import torch.nn as nn

class {cls}(nn.Module):
    def __init__(self, dim: int = {num}) -> None:
        super().__init__()
        self.proj = nn.Linear(dim, dim * {num2})

    def forward(self, x):
        return torch.relu(self.proj(x)) + {num}e-3  # don't fuse; it's fine
"""

CPP = """#include <vector>
template <typename T> T {name}(const std::vector<T>& v) {{
  T acc{{}};
  for (size_t i = 0; i < v.size(); i += {num}) acc += v[i] * static_cast<T>({num2});
  return acc;  // it'll be OK
}}
"""

CONTRACTIONS = ["'s", "'S", "'t", "'T", "'re", "'RE", "'Re", "'ve", "'VE", "'m", "'M", "'ll",
                "'LL", "'lL", "'d", "'D", "'ſ", "'x", "'", "''", "'1"]


def _ident(rng: random.Random) -> str:
    return rng.choice(["relu", "gelu_fwd", "softmax", "matmul_tiled", "conv2d", "layer_norm",
                       "x", "kernel", "reduceSum", "fused_add_mul"]) + str(rng.randint(0, 99))


def _random_codepoints(rng: random.Random, k: int) -> str:
    out = []
    for _ in range(k):
        lo, hi = rng.choice([(0x20, 0x7E), (0xA0, 0x24F), (0x300, 0x36F), (0x370, 0x52F), (0x590, 0x6FF),
                             (0x900, 0xDFF), (0x1100, 0x11FF), (0x2000, 0x2BFF), (0x3000, 0x30FF),
                             (0x4E00, 0x9FFF), (0xAC00, 0xD7A3), (0xFF00, 0xFFEF),
                             (0x1F300, 0x1FAFF), (0x10000, 0x1014F), (0x1D400, 0x1D7FF), (0, 0x1F),
                             (0x1AB0, 0x1AFF), (0x1DC0, 0x1EFF), (0x1E00, 0x1FFF), (0x2E80, 0x2FDF),
                             (0x1E900, 0x1E95F), (0x105C0, 0x105FF), (0x11380, 0x113FF), (0x2EBF0, 0x2EE5D)])
        out.append(chr(rng.randint(lo, hi)))
    return "".join(out)


def _fragment(rng: random.Random) -> str:
    r = rng.random()
    if r < 0.30:
        script = rng.choice(list(WORDS))
        return rng.choice(WORDS[script])
    if r < 0.45:
        return rng.choice(SPACES)
    if r < 0.55:
        return str(rng.randint(0, 10 ** rng.randint(1, 12)))
    if r < 0.63:
        return rng.choice(CONTRACTIONS)
    if r < 0.70:
        return rng.choice(SPECIALS) if rng.random() < 0.8 else rng.choice(SPECIALS)[:rng.randint(1, 5)]
    if r < 0.80:
        return rng.choice("!@#$%^&*()[]{}<>;:,./?\\|`~-_=+\"'") * rng.randint(1, 4)
    if r < 0.90:
        return _random_codepoints(rng, rng.randint(1, 6))
    return rng.choice(["->", "::", "==", "!=", "<<<", ">>>", "...", "/*", "*/", "//", "#", "0x1F",
                       "1e-5", "3.14159", "__syncthreads();", "self.", "f(x)", "a_b", "CamelCase"])


def _document(rng: random.Random) -> str:
    kind = rng.random()
    fill = dict(name=_ident(rng), cls="Model" + str(rng.randint(0, 9)), num=rng.randint(0, 4096),
                num2=rng.randint(0, 99999), block=rng.choice([128, 256, 512, 1024]))
    if kind < 0.12:
        return CUDA.format(**fill)
    if kind < 0.20:
        return PY.format(**fill)
    if kind < 0.25:
        return CPP.format(**fill)
    joiner = rng.choice(["", " ", " ", " ", "\n", "\t"])
    return joiner.join(_fragment(rng) for _ in range(rng.randint(1, 25)))


def parity_corpus(n: int = 10000, seed: int = 20260501) -> list[str]:
    rng = random.Random(seed)
    texts = [_document(rng) for _ in range(n)]
    # Edge cases that must always be present.
    texts += ["", " ", "\n", "  \n\n  x", "a  b", "a \tb", "x\r\n\r\ny", "   ", "\t\t\n",
              "<|im_start|>user\nhi<|im_end|>\n<|im_start|>assistant\n", "<|im_end|><|im_end|>",
              "<|im_start", "I'm he's they'RE we'VE she'LL it'D 'ſ", "123456789012", "x²³ Ⅻ ½",
              " <mask> ", "a<mask>b", "  <mask>  x", "🏳️‍🌈🏳️‍🌈", "e\u0301\u0301", "\u0000\u0001\u007f"]
    return texts


def training_corpus(seed: int = 7) -> list[str]:
    rng = random.Random(seed)
    return [_document(rng) for _ in range(3000)]
