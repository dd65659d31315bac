// Pre-tokenizer: splits text into the pieces that BPE encodes independently, by hand-written
// matchers equivalent to the regexes of byte-level BPE models (Hugging Face `Split` with
// behaviour Isolated, and `ByteLevel` with use_regex):
//
//   kGpt2    's|'t|'re|'ve|'m|'ll|'d| ?\p{L}+| ?\p{N}+| ?[^\s\p{L}\p{N}]+|\s+(?!\S)|\s+
//   kQwen2   (?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}| ?[^\s\p{L}\p{N}]+[\r\n]*|
//            \s*[\r\n]+|\s+(?!\S)|\s+
//   kLlama3  as kQwen2 with \p{N}{1,3}
//
// std::regex has no Unicode classes, so each alternative is a small function over code points
// (unicode.h); the leftmost alternative that matches at a position wins, as in a backtracking
// regex engine. Every code point starts some alternative, so the pieces tile the text.
// Pure functions; thread-safe.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "shared/status.h"

namespace warpgym::tokenizer {

enum class SplitPattern { kGpt2, kQwen2, kLlama3 };

// The pattern whose regex source (as written in tokenizer.json) is `regex`, or nullopt when it
// is not one this implementation knows.
std::optional<SplitPattern> RecognizeSplitRegex(std::string_view regex);
// The regex source of a pattern (for messages and tests).
std::string_view SplitRegexSource(SplitPattern p);

// Splits valid UTF-8 `text` into consecutive pieces (views into `text`) that concatenate back to
// it. InvalidArgument if `text` is not valid UTF-8.
StatusOr<std::vector<std::string_view>> SplitText(SplitPattern p, std::string_view text);

}  // namespace warpgym::tokenizer
