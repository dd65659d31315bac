#include "trainer/tokenizer/byte_level.h"

#include <gtest/gtest.h>

#include <set>

namespace warpgym::tokenizer {
namespace {

TEST(ByteLevel, KnownMappings) {
  EXPECT_EQ(ByteToChar('A'), U'A');
  EXPECT_EQ(ByteToChar(' '), char32_t{0x120});   // 'Ġ'
  EXPECT_EQ(ByteToChar('\n'), char32_t{0x10A});  // 'Ċ'
  EXPECT_EQ(ByteToChar(0x00), char32_t{0x100});
  EXPECT_EQ(ByteToChar(0xAD), char32_t{0x143});  // soft hyphen is the last remapped byte
  EXPECT_EQ(ByteToChar(0xFF), char32_t{0xFF});
  EXPECT_EQ(BytesToAlphabet(" hi\n"), "\xC4\xA0hi\xC4\x8A");  // "Ġhi Ċ"
}

TEST(ByteLevel, IsABijectionOnAllBytes) {
  std::set<char32_t> seen;
  for (int b = 0; b < 256; ++b) {
    const char32_t c = ByteToChar(static_cast<unsigned char>(b));
    EXPECT_TRUE(seen.insert(c).second);
    ASSERT_TRUE(CharToByte(c).has_value());
    EXPECT_EQ(*CharToByte(c), b);
  }
  EXPECT_FALSE(CharToByte(U'中').has_value());
  EXPECT_FALSE(CharToByte(' ').has_value());  // space itself is not in the alphabet
}

TEST(ByteLevel, AlphabetToBytesInvertsAndPassesOthersThrough) {
  std::string all;
  for (int b = 0; b < 256; ++b) all.push_back(static_cast<char>(b));
  std::string back;
  AlphabetToBytes(BytesToAlphabet(all), &back);
  EXPECT_EQ(back, all);
  back.clear();
  AlphabetToBytes("a\xE4\xB8\xAD", &back);  // 中 is not in the alphabet: copied as UTF-8
  EXPECT_EQ(back, "a\xE4\xB8\xAD");
}

}  // namespace
}  // namespace warpgym::tokenizer
