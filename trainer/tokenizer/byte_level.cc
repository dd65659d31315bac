#include "trainer/tokenizer/byte_level.h"

#include <array>

#include "trainer/tokenizer/unicode.h"

namespace warpgym::tokenizer {
namespace {

struct Tables {
  std::array<char32_t, 256> byte_to_char{};
  std::array<int16_t, 512> char_to_byte{};  // every alphabet code point is < U+0144

  Tables() {
    char_to_byte.fill(-1);
    auto printable = [](int b) {
      return (b >= '!' && b <= '~') || (b >= 0xA1 && b <= 0xAC) || (b >= 0xAE && b <= 0xFF);
    };
    int next = 0;
    for (int b = 0; b < 256; ++b) {
      const char32_t c =
          printable(b) ? static_cast<char32_t>(b) : static_cast<char32_t>(256 + next++);
      byte_to_char[b] = c;
      char_to_byte[c] = static_cast<int16_t>(b);
    }
  }
};

const Tables& T() {
  static const Tables t;
  return t;
}

}  // namespace

char32_t ByteToChar(unsigned char b) {
  return T().byte_to_char[b];
}

std::optional<unsigned char> CharToByte(char32_t c) {
  if (c >= T().char_to_byte.size() || T().char_to_byte[c] < 0) return std::nullopt;
  return static_cast<unsigned char>(T().char_to_byte[c]);
}

std::string BytesToAlphabet(std::string_view bytes) {
  std::string out;
  out.reserve(bytes.size() * 2);
  for (unsigned char b : bytes) AppendUtf8(ByteToChar(b), &out);
  return out;
}

void AlphabetToBytes(std::string_view token, std::string* out) {
  auto cps = DecodeUtf8(token);
  if (!cps.ok()) {
    out->append(token);
    return;
  }
  const auto& v = cps.value();
  for (size_t i = 0; i < v.size(); ++i) {
    if (auto b = CharToByte(v[i].cp)) {
      out->push_back(static_cast<char>(*b));
    } else {
      const size_t end = i + 1 < v.size() ? v[i + 1].offset : token.size();
      out->append(token.substr(v[i].offset, end - v[i].offset));
    }
  }
}

}  // namespace warpgym::tokenizer
