#include "trainer/tokenizer/pretokenizer.h"

#include "trainer/tokenizer/unicode.h"

namespace warpgym::tokenizer {
namespace {

constexpr std::string_view kGpt2Regex =
    R"('s|'t|'re|'ve|'m|'ll|'d| ?\p{L}+| ?\p{N}+| ?[^\s\p{L}\p{N}]+|\s+(?!\S)|\s+)";
constexpr std::string_view kQwen2Regex =
    R"((?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}| ?[^\s\p{L}\p{N}]+[\r\n]*|\s*[\r\n]+|\s+(?!\S)|\s+)";
constexpr std::string_view kLlama3Regex =
    R"((?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}{1,3}| ?[^\s\p{L}\p{N}]+[\r\n]*|\s*[\r\n]+|\s+(?!\S)|\s+)";

// Matching state: the code points of the text; each matcher takes a start index and returns the
// end index of its match, or 0 when it does not match (a match is never empty, and end > start).
struct Matcher {
  const std::vector<CodePoint>& cps;
  size_t n;

  char32_t At(size_t i) const { return i < n ? cps[i].cp : 0; }
  bool Has(size_t i) const { return i < n; }
  bool L(size_t i) const { return Has(i) && IsLetter(cps[i].cp); }
  bool N(size_t i) const { return Has(i) && IsNumber(cps[i].cp); }
  bool S(size_t i) const { return Has(i) && IsWhiteSpace(cps[i].cp); }
  bool Newline(size_t i) const { return Has(i) && (cps[i].cp == '\r' || cps[i].cp == '\n'); }
  // [^\s\p{L}\p{N}]
  bool Other(size_t i) const { return Has(i) && !S(i) && !L(i) && !N(i); }

  size_t RunOf(size_t i, bool (Matcher::*pred)(size_t) const) const {
    while ((this->*pred)(i)) ++i;
    return i;
  }

  // 's|'t|'re|'ve|'m|'ll|'d, optionally case-insensitive ((?i:...) folds U+017F long s to s).
  size_t Contraction(size_t i, bool fold) const {
    if (At(i) != '\'') return 0;
    auto is = [&](size_t k, char32_t lower) {
      const char32_t c = At(k);
      if (c == lower) return true;
      if (!fold) return false;
      return c == lower - 32 || (lower == 's' && c == 0x17F);
    };
    if (is(i + 1, 's') || is(i + 1, 't') || is(i + 1, 'm') || is(i + 1, 'd')) return i + 2;
    if ((is(i + 1, 'r') || is(i + 1, 'v')) && is(i + 2, 'e')) return i + 3;
    if (is(i + 1, 'l') && is(i + 2, 'l')) return i + 3;
    return 0;
  }

  // " ?X+" for a class X.
  size_t SpaceThenRun(size_t i, bool (Matcher::*pred)(size_t) const) const {
    const size_t j = At(i) == ' ' && (this->*pred)(i + 1) ? i + 1 : i;
    return (this->*pred)(j) ? RunOf(j, pred) : 0;
  }

  // [^\r\n\p{L}\p{N}]?\p{L}+
  size_t PrefixedLetters(size_t i) const {
    if (L(i)) return RunOf(i, &Matcher::L);
    if (Has(i) && !Newline(i) && !N(i) && L(i + 1)) return RunOf(i + 1, &Matcher::L);
    return 0;
  }

  // \p{N}{1,max}
  size_t Digits(size_t i, size_t max) const {
    size_t j = i;
    while (j - i < max && N(j)) ++j;
    return j > i ? j : 0;
  }

  // \s*[\r\n]+ : ends just after the last CR/LF of the white-space run at i.
  size_t WhitespaceToNewline(size_t i) const {
    const size_t end = RunOf(i, &Matcher::S);
    for (size_t j = end; j > i; --j)
      if (Newline(j - 1)) return j;
    return 0;
  }

  // \s+(?!\S) : the white-space run, less its last code point when a non-space follows.
  size_t WhitespaceNotBeforeText(size_t i) const {
    const size_t end = RunOf(i, &Matcher::S);
    if (end == i) return 0;
    if (end == n) return end;
    return end - i >= 2 ? end - 1 : 0;
  }

  size_t Gpt2(size_t i) const {
    if (size_t e = Contraction(i, false)) return e;
    if (size_t e = SpaceThenRun(i, &Matcher::L)) return e;
    if (size_t e = SpaceThenRun(i, &Matcher::N)) return e;
    if (size_t e = SpaceThenRun(i, &Matcher::Other)) return e;
    if (size_t e = WhitespaceNotBeforeText(i)) return e;
    return RunOf(i, &Matcher::S);  // \s+ (0 if none)
  }

  size_t Qwen2(size_t i, size_t max_digits) const {
    if (size_t e = Contraction(i, true)) return e;
    if (size_t e = PrefixedLetters(i)) return e;
    if (size_t e = Digits(i, max_digits)) return e;
    if (size_t e = SpaceThenRun(i, &Matcher::Other)) return RunOf(e, &Matcher::Newline);
    if (size_t e = WhitespaceToNewline(i)) return e;
    if (size_t e = WhitespaceNotBeforeText(i)) return e;
    return RunOf(i, &Matcher::S);
  }
};

}  // namespace

std::optional<SplitPattern> RecognizeSplitRegex(std::string_view regex) {
  if (regex == kGpt2Regex) return SplitPattern::kGpt2;
  if (regex == kQwen2Regex) return SplitPattern::kQwen2;
  if (regex == kLlama3Regex) return SplitPattern::kLlama3;
  return std::nullopt;
}

std::string_view SplitRegexSource(SplitPattern p) {
  switch (p) {
    case SplitPattern::kGpt2:
      return kGpt2Regex;
    case SplitPattern::kQwen2:
      return kQwen2Regex;
    case SplitPattern::kLlama3:
      return kLlama3Regex;
  }
  return {};
}

StatusOr<std::vector<std::string_view>> SplitText(SplitPattern p, std::string_view text) {
  auto decoded = DecodeUtf8(text);
  if (!decoded.ok()) return decoded.status();
  const auto& cps = decoded.value();
  const Matcher m{cps, cps.size()};
  std::vector<std::string_view> pieces;
  auto offset = [&](size_t i) { return i < cps.size() ? cps[i].offset : text.size(); };
  size_t i = 0;
  size_t gap_start = 0;  // start of unmatched code points (none with these patterns; kept safe)
  while (i < cps.size()) {
    size_t end = 0;
    switch (p) {
      case SplitPattern::kGpt2:
        end = m.Gpt2(i);
        break;
      case SplitPattern::kQwen2:
        end = m.Qwen2(i, 1);
        break;
      case SplitPattern::kLlama3:
        end = m.Qwen2(i, 3);
        break;
    }
    if (end == 0) {
      ++i;
      continue;
    }
    if (gap_start < i)
      pieces.push_back(text.substr(offset(gap_start), offset(i) - offset(gap_start)));
    pieces.push_back(text.substr(offset(i), offset(end) - offset(i)));
    i = gap_start = end;
  }
  if (gap_start < cps.size()) pieces.push_back(text.substr(offset(gap_start)));
  return pieces;
}

}  // namespace warpgym::tokenizer
