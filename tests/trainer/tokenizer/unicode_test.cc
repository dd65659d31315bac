#include "trainer/tokenizer/unicode.h"

#include <gtest/gtest.h>

namespace warpgym::tokenizer {
namespace {

TEST(Unicode, Classes) {
  EXPECT_TRUE(IsLetter('a'));
  EXPECT_TRUE(IsLetter(U'é'));
  EXPECT_TRUE(IsLetter(U'ж'));
  EXPECT_TRUE(IsLetter(U'中'));
  EXPECT_TRUE(IsLetter(U'ǅ'));   // Lt
  EXPECT_TRUE(IsLetter(0x02B0));  // Lm
  EXPECT_FALSE(IsLetter(0x0301));  // combining acute: Mn
  EXPECT_TRUE(IsNumber('7'));
  EXPECT_TRUE(IsNumber(0x0663));  // Arabic-Indic three: Nd
  EXPECT_TRUE(IsNumber(U'Ⅻ'));  // Nl
  EXPECT_TRUE(IsNumber(U'²'));  // No
  EXPECT_EQ(ClassOf(U'😀'), CharClass::kOther);
  EXPECT_EQ(ClassOf('_'), CharClass::kOther);
  EXPECT_EQ(ClassOf(0x10FFFF), CharClass::kOther);
}

TEST(Unicode, WhiteSpaceIsTheUnicodeProperty) {
  for (char32_t c : {U' ', U'\t', U'\n', U'\r', U'\v', U'\f', char32_t{0x85}, char32_t{0xA0},
                     char32_t{0x2003}, char32_t{0x2028}, char32_t{0x3000}})
    EXPECT_TRUE(IsWhiteSpace(c)) << std::hex << static_cast<uint32_t>(c);
  // Python's str.isspace() says yes to U+001C..U+001F; \s in Oniguruma does not.
  EXPECT_FALSE(IsWhiteSpace(0x1C));
  EXPECT_FALSE(IsWhiteSpace(0x200B));  // zero-width space is not White_Space
  EXPECT_FALSE(IsWhiteSpace('x'));
}

TEST(Unicode, DecodeAndEncodeRoundTrip) {
  const std::string s = "a\xC3\xA9\xE4\xB8\xAD\xF0\x9F\x98\x80";  // a é 中 😀
  auto cps = DecodeUtf8(s);
  ASSERT_TRUE(cps.ok());
  ASSERT_EQ(cps->size(), 4u);
  EXPECT_EQ((*cps)[3].cp, char32_t{0x1F600});
  EXPECT_EQ((*cps)[3].offset, 6u);
  std::string back;
  for (const auto& c : *cps) AppendUtf8(c.cp, &back);
  EXPECT_EQ(back, s);
}

TEST(Unicode, DecodeRejectsInvalid) {
  EXPECT_FALSE(DecodeUtf8("\xC3").ok());              // truncated
  EXPECT_FALSE(DecodeUtf8("\xC0\xAF").ok());          // overlong
  EXPECT_FALSE(DecodeUtf8("\xED\xA0\x80").ok());      // surrogate
  EXPECT_FALSE(DecodeUtf8("\xF4\x90\x80\x80").ok());  // > U+10FFFF
  EXPECT_FALSE(DecodeUtf8("\x80").ok());
  EXPECT_TRUE(DecodeUtf8("").ok());
}

}  // namespace
}  // namespace warpgym::tokenizer
