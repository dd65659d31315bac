#include "trainer/tokenizer/unicode.h"

#include <gtest/gtest.h>

#include <sstream>
#include <string>

#include "trainer/tokenizer/nfc.h"

namespace warpgym::tokenizer {
namespace {

TEST(Unicode, Classes) {
  EXPECT_TRUE(IsLetter('a'));
  EXPECT_TRUE(IsLetter(U'é'));
  EXPECT_TRUE(IsLetter(U'ж'));
  EXPECT_TRUE(IsLetter(U'中'));
  EXPECT_TRUE(IsLetter(U'ǅ'));     // Lt
  EXPECT_TRUE(IsLetter(0x02B0));   // Lm
  EXPECT_FALSE(IsLetter(0x0301));  // combining acute: Mn
  EXPECT_TRUE(IsNumber('7'));
  EXPECT_TRUE(IsNumber(0x0663));  // Arabic-Indic three: Nd
  EXPECT_TRUE(IsNumber(U'Ⅻ'));    // Nl
  EXPECT_TRUE(IsNumber(U'²'));    // No
  EXPECT_EQ(ClassOf(U'😀'), CharClass::kOther);
  EXPECT_EQ(ClassOf('_'), CharClass::kOther);
  EXPECT_EQ(ClassOf(0x10FFFF), CharClass::kOther);
}

TEST(Unicode, ClassesAreThoseOfUnicode16LikeTokenizers) {
  EXPECT_TRUE(IsLetter(0x31350));                  // CJK Extension H (15.0)
  EXPECT_TRUE(IsLetter(0x2EBF0));                  // CJK Extension I (15.1)
  EXPECT_TRUE(IsLetter(0x105C0));                  // Todhri (16.0)
  EXPECT_TRUE(IsLetter(0x1C89));                   // Cyrillic capital TJE (16.0)
  EXPECT_TRUE(IsNumber(0x11BF1));                  // Sunuwar digit one (16.0)
  EXPECT_TRUE(IsNumber(0x1D2C0));                  // Kaktovik numeral zero (15.0)
  EXPECT_EQ(ClassOf(0x105BF), CharClass::kOther);  // unassigned
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

// "0041 0301" -> U"\u0041\u0301".
std::u32string ParseHex(const std::string& hex) {
  std::u32string out;
  std::istringstream in(hex);
  std::string word;
  while (in >> word) out.push_back(static_cast<char32_t>(std::stoul(word, nullptr, 16)));
  return out;
}

std::string Utf8(const std::u32string& cps) {
  std::string out;
  for (char32_t c : cps) AppendUtf8(c, &out);
  return out;
}

struct NfcVector {
  const char* source;
  const char* nfc;
};

constexpr NfcVector kNfcVectors[] = {
#include "tests/trainer/tokenizer/nfc_vectors.inc"
};

// Conformance: every decomposable character of Unicode 9.0 in NFD, every excluded or singleton
// one, every mark against marks of class 230 and 220, Hangul, random mixtures (unicodedata2's NFC).
TEST(Nfc, ConformanceVectors) {
  ASSERT_GT(std::size(kNfcVectors), 4000u);
  int failures = 0;
  for (const NfcVector& v : kNfcVectors) {
    const std::u32string src = ParseHex(v.source), want = ParseHex(v.nfc);
    const std::u32string got = NfcCodePoints(src);
    if (got != want && ++failures <= 10)
      ADD_FAILURE() << v.source << " -> " << v.nfc << " (got " << Utf8(got) << ")";
    EXPECT_EQ(NfcCodePoints(want), want) << v.nfc;  // NFC is idempotent
    auto utf8 = NfcUtf8(Utf8(src));
    ASSERT_TRUE(utf8.ok());
    EXPECT_EQ(utf8.value(), Utf8(want)) << v.source;
  }
  EXPECT_EQ(failures, 0);
}

TEST(Nfc, CombiningClassesAreUnicode9LikeTokenizers) {
  EXPECT_EQ(CombiningClass('a'), 0);
  EXPECT_EQ(CombiningClass(0x0301), 230);
  EXPECT_EQ(CombiningClass(0x0316), 220);
  EXPECT_EQ(CombiningClass(0x0334), 1);
  EXPECT_EQ(CombiningClass(0x094D), 9);
  EXPECT_EQ(CombiningClass(0x1E944), 230);  // Adlam (9.0)
  EXPECT_EQ(CombiningClass(0x1DF6), 0);     // 232 since Unicode 10.0: tokenizers has 9.0
  EXPECT_EQ(CombiningClass(0x07FD), 0);     // 220 since Unicode 11.0
}

TEST(Nfc, ComposesDecomposesAndOrders) {
  EXPECT_EQ(NfcCodePoints(U"e\u0301"), U"\u00E9");
  EXPECT_EQ(NfcCodePoints(U"\u212B"), U"\u00C5");               // singleton: Angstrom sign
  EXPECT_EQ(NfcCodePoints(U"\u0958"), U"\u0915\u093C");         // composition exclusion
  EXPECT_EQ(NfcCodePoints(U"e\u0302\u0323"), U"\u1EC7");        // reordered, then composed
  EXPECT_EQ(NfcCodePoints(U"a\u0301\u0301"), U"\u00E1\u0301");  // second acute is blocked
  EXPECT_EQ(NfcCodePoints(U"\u0301a"), U"\u0301a");             // no starter before the mark
  EXPECT_EQ(NfcCodePoints(U"\u1100\u1161\u11A8"), U"\uAC01");   // Hangul L V T
  EXPECT_EQ(NfcCodePoints(U"\uAC00\u11A8"), U"\uAC01");         // Hangul LV + T
  EXPECT_EQ(NfcCodePoints(U"\uAC00\u11A7"), U"\uAC00\u11A7");   // U+11A7 is not a T jamo
  EXPECT_EQ(NfcCodePoints(U"\uAC01\u11A8"), U"\uAC01\u11A8");   // LVT takes no T
  // As tokenizers (Unicode 9.0 tables): newer marks are starters, newer pairs do not compose.
  EXPECT_EQ(NfcCodePoints(U"a\u07FD\u0301"), U"a\u07FD\u0301");
  EXPECT_EQ(NfcCodePoints(U"\U000105D2\u0307"), U"\U000105D2\u0307");          // Todhri (16.0)
  EXPECT_EQ(NfcCodePoints(U"\U00011935\U00011930"), U"\U00011935\U00011930");  // Dives Akuru (13.0)
}

TEST(Nfc, Utf8) {
  auto nfc = [](std::string_view s) {
    auto r = NfcUtf8(s);
    return r.ok() ? std::move(r).value() : std::string("<error>");
  };
  EXPECT_EQ(nfc("plain ASCII"), "plain ASCII");
  EXPECT_EQ(nfc("caf\xC3\xA9"), "caf\xC3\xA9");
  EXPECT_EQ(nfc("cafe\xCC\x81!"), "caf\xC3\xA9!");
  EXPECT_EQ(nfc("\xE4\xB8\xAD\xE6\x96\x87"), "\xE4\xB8\xAD\xE6\x96\x87");  // 中文: stable
  EXPECT_FALSE(NfcUtf8("e\xCC").ok());
  EXPECT_FALSE(NfcUtf8("\xFF").ok());
  EXPECT_TRUE(NfcUtf8("").ok());
}

}  // namespace
}  // namespace warpgym::tokenizer
