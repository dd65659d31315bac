// The GPT-2 byte-to-unicode table used by byte-level BPE.
//
// Every byte 0..255 maps to one printable code point: the printable Latin-1 bytes ('!'..'~',
// '¡'..'¬', '®'..'ÿ') map to themselves, the other 68 bytes to U+0100 + n in byte order. BPE
// vocabularies are written in this alphabet, so encoding maps text bytes through it and decoding
// maps tokens back. Pure functions over constant tables; thread-safe.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace warpgym::tokenizer {

// The code point that stands for byte b.
char32_t ByteToChar(unsigned char b);
// The byte that code point c stands for, or nullopt if c is not in the byte alphabet.
std::optional<unsigned char> CharToByte(char32_t c);

// UTF-8 text of the byte-alphabet form of raw bytes (e.g. " hi" -> "Ġhi").
std::string BytesToAlphabet(std::string_view bytes);

// Inverse of BytesToAlphabet for a token string: each code point in the alphabet becomes its byte;
// a code point outside it is copied as its own UTF-8 bytes (what Hugging Face's ByteLevel decoder
// does). Invalid UTF-8 in `token` is copied through unchanged.
void AlphabetToBytes(std::string_view token, std::string* out);

}  // namespace warpgym::tokenizer
