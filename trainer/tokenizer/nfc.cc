#include "trainer/tokenizer/nfc.h"

#include <algorithm>
#include <iterator>
#include <utility>
#include <vector>

#include "trainer/tokenizer/unicode.h"

namespace warpgym::tokenizer {
namespace {

struct CccRange {
  char32_t first;
  char32_t last;  // inclusive
  uint8_t ccc;
};
struct Decomposition {
  char32_t cp;
  char32_t first;
  char32_t second;  // 0 for a singleton
};
struct Composition {
  char32_t first;
  char32_t second;
  char32_t composite;
};

#include "trainer/tokenizer/nfc_tables.inc"

// Hangul (Unicode 3.12, Conjoining Jamo Behavior).
constexpr char32_t kSBase = 0xAC00, kLBase = 0x1100, kVBase = 0x1161, kTBase = 0x11A7;
constexpr char32_t kLCount = 19, kVCount = 21, kTCount = 28, kNCount = kVCount * kTCount;
constexpr char32_t kSCount = kLCount * kNCount;

bool IsSyllable(char32_t cp) {
  return cp >= kSBase && cp < kSBase + kSCount;
}

const Decomposition* FindDecomposition(char32_t cp) {
  auto it = std::lower_bound(std::begin(kDecompositions), std::end(kDecompositions), cp,
                             [](const Decomposition& d, char32_t c) { return d.cp < c; });
  return it != std::end(kDecompositions) && it->cp == cp ? it : nullptr;
}

void Decompose(char32_t cp, std::u32string* out) {
  if (IsSyllable(cp)) {
    const char32_t s = cp - kSBase;
    out->push_back(kLBase + s / kNCount);
    out->push_back(kVBase + (s % kNCount) / kTCount);
    if (s % kTCount != 0) out->push_back(kTBase + s % kTCount);
    return;
  }
  const Decomposition* d = FindDecomposition(cp);
  if (!d) {
    out->push_back(cp);
    return;
  }
  Decompose(d->first, out);
  if (d->second != 0) Decompose(d->second, out);
}

// The primary composite of <a, b>, or 0.
char32_t Compose(char32_t a, char32_t b) {
  if (a >= kLBase && a < kLBase + kLCount && b >= kVBase && b < kVBase + kVCount)
    return kSBase + ((a - kLBase) * kVCount + (b - kVBase)) * kTCount;
  if (IsSyllable(a) && (a - kSBase) % kTCount == 0 && b > kTBase && b < kTBase + kTCount)
    return a + (b - kTBase);
  auto it = std::lower_bound(std::begin(kCompositions), std::end(kCompositions), std::pair{a, b},
                             [](const Composition& c, std::pair<char32_t, char32_t> k) {
                               return c.first != k.first ? c.first < k.first : c.second < k.second;
                             });
  return it != std::end(kCompositions) && it->first == a && it->second == b ? it->composite : 0;
}

// True when cp can be the second code point of a composition (or of a Hangul one).
bool IsCompositionSecond(char32_t cp) {
  if ((cp >= kVBase && cp < kVBase + kVCount) || (cp > kTBase && cp < kTBase + kTCount))
    return true;
  static const std::vector<char32_t> seconds = [] {
    std::vector<char32_t> v;
    for (const Composition& c : kCompositions) v.push_back(c.second);
    std::sort(v.begin(), v.end());
    v.erase(std::unique(v.begin(), v.end()), v.end());
    return v;
  }();
  return std::binary_search(seconds.begin(), seconds.end(), cp);
}

// NFC leaves a code point alone when it is a starter that neither decomposes nor composes with
// what precedes it (NFC_Quick_Check=Yes and ccc 0); text made only of such is already NFC.
bool IsStable(char32_t cp) {
  if (cp < 0x300) return true;
  if (IsSyllable(cp)) return true;  // decomposes, but recomposes to itself
  return CombiningClass(cp) == 0 && !FindDecomposition(cp) && !IsCompositionSecond(cp);
}

}  // namespace

uint8_t CombiningClass(char32_t cp) {
  if (cp < 0x300) return 0;
  auto it = std::upper_bound(std::begin(kCccRanges), std::end(kCccRanges), cp,
                             [](char32_t c, const CccRange& r) { return c < r.first; });
  if (it == std::begin(kCccRanges)) return 0;
  --it;
  return cp <= it->last ? it->ccc : 0;
}

std::u32string NfcCodePoints(std::u32string_view cps) {
  if (std::all_of(cps.begin(), cps.end(), IsStable)) return std::u32string(cps);
  std::u32string d;
  d.reserve(cps.size() + 8);
  for (char32_t cp : cps) Decompose(cp, &d);

  // Canonical ordering: each run of non-starters sorted stably by combining class.
  for (size_t i = 0; i < d.size();) {
    if (CombiningClass(d[i]) == 0) {
      ++i;
      continue;
    }
    size_t j = i;
    while (j < d.size() && CombiningClass(d[j]) != 0) ++j;
    std::stable_sort(d.begin() + i, d.begin() + j,
                     [](char32_t a, char32_t b) { return CombiningClass(a) < CombiningClass(b); });
    i = j;
  }

  // Canonical composition, in place: d[0, out) is the result so far.
  constexpr size_t kNone = static_cast<size_t>(-1);
  size_t starter = kNone;  // index in the result of the last starter
  uint8_t last_ccc = 0;    // combining class of the last code point kept
  size_t out = 0;
  for (size_t i = 0; i < d.size(); ++i) {
    const char32_t cp = d[i];
    const uint8_t ccc = CombiningClass(cp);
    // Not blocked: adjacent to the starter, or every code point since it has a lower class.
    const bool reachable =
        starter != kNone && (out == starter + 1 || (last_ccc != 0 && last_ccc < ccc));
    if (reachable) {
      if (const char32_t c = Compose(d[starter], cp)) {
        d[starter] = c;
        continue;
      }
    }
    d[out++] = cp;
    if (ccc == 0) starter = out - 1;
    last_ccc = ccc;
  }
  d.resize(out);
  return d;
}

StatusOr<std::string> NfcUtf8(std::string_view text) {
  if (std::none_of(text.begin(), text.end(),
                   [](char b) { return static_cast<unsigned char>(b) >= 0x80; }))
    return std::string(text);  // ASCII
  auto decoded = DecodeUtf8(text);
  if (!decoded.ok()) return decoded.status();
  std::u32string cps;
  cps.reserve(decoded->size());
  bool below_300 = true;
  for (const CodePoint& c : *decoded) {
    cps.push_back(c.cp);
    below_300 = below_300 && c.cp < 0x300;
  }
  if (below_300) return std::string(text);
  std::string out;
  out.reserve(text.size());
  for (char32_t cp : NfcCodePoints(cps)) AppendUtf8(cp, &out);
  return out;
}

}  // namespace warpgym::tokenizer
