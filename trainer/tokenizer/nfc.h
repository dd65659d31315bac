// Unicode Normalization Form C (UAX #15): canonical decomposition, canonical ordering of
// combining marks, then canonical composition (primary composites only: composition exclusions,
// singletons and non-starter decompositions never recompose; Hangul syllables algorithmically).
//
// The data (nfc_tables.inc, made by gen_unicode_tables.py) is that of Unicode 9.0.0, because the
// NFC normalizer of Hugging Face `tokenizers` (crate unicode-normalization-alignments) has 9.0.0
// tables: a code point assigned after 9.0 has combining class 0 and no decomposition here, as
// there. Strings of code points assigned by 9.0 normalize as under any later Unicode version.
// Pure functions; thread-safe.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "shared/status.h"

namespace warpgym::tokenizer {

// Canonical_Combining_Class of cp (0 for starters and code points unassigned in 9.0).
uint8_t CombiningClass(char32_t cp);

// NFC of a sequence of code points (REQUIRES: each <= 0x10FFFF and not a surrogate).
std::u32string NfcCodePoints(std::u32string_view cps);

// NFC of UTF-8 text; InvalidArgument when `text` is not valid UTF-8. Text whose code points are
// all below U+0300 (all ASCII and Latin-1 text) is returned unchanged without decoding.
StatusOr<std::string> NfcUtf8(std::string_view text);

}  // namespace warpgym::tokenizer
