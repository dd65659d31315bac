// Unicode helpers for the tokenizer: UTF-8 decoding/encoding and the character classes that the
// pre-tokenizer regexes of GPT-2, Qwen2 and Llama-3 use (\p{L}, \p{N}, \s).
//
// The class table is generated from Python's unicodedata by gen_unicode_tables.py (the version is
// in unicode_tables.inc); White_Space is a fixed list. All functions are pure and thread-safe.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "shared/status.h"

namespace warpgym::tokenizer {

enum class CharClass : uint8_t { kOther = 0, kLetter, kNumber };

// General-category class of a code point: kLetter for L*, kNumber for N*, else kOther.
CharClass ClassOf(char32_t cp);
inline bool IsLetter(char32_t cp) { return ClassOf(cp) == CharClass::kLetter; }
inline bool IsNumber(char32_t cp) { return ClassOf(cp) == CharClass::kNumber; }
// Unicode White_Space property (what \s matches in Oniguruma and Rust regex).
bool IsWhiteSpace(char32_t cp);

// A decoded code point and where its bytes start in the source string.
struct CodePoint {
  char32_t cp;
  uint32_t offset;  // byte offset of the first byte in the source
};

// Decodes UTF-8. On success returns every code point in order; invalid or overlong sequences,
// surrogates and values past U+10FFFF give InvalidArgument naming the byte offset.
StatusOr<std::vector<CodePoint>> DecodeUtf8(std::string_view text);

// Appends the UTF-8 encoding of cp (REQUIRES: cp <= 0x10FFFF, not a surrogate).
void AppendUtf8(char32_t cp, std::string* out);

}  // namespace warpgym::tokenizer
