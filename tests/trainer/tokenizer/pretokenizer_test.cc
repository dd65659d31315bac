#include "trainer/tokenizer/pretokenizer.h"

#include <gtest/gtest.h>

namespace warpgym::tokenizer {
namespace {

std::vector<std::string> Split(SplitPattern p, std::string_view text) {
  auto pieces = SplitText(p, text);
  EXPECT_TRUE(pieces.ok());
  return {pieces->begin(), pieces->end()};
}

using V = std::vector<std::string>;

TEST(PreTokenizer, Gpt2) {
  EXPECT_EQ(Split(SplitPattern::kGpt2, "Hello world's 123 !!"),
            (V{"Hello", " world", "'s", " 123", " !!"}));
  // \s+(?!\S): a space run leaves its last space to the following word.
  EXPECT_EQ(Split(SplitPattern::kGpt2, "a   b"), (V{"a", "  ", " b"}));
  EXPECT_EQ(Split(SplitPattern::kGpt2, "a  \n"), (V{"a", "  \n"}));
  EXPECT_EQ(Split(SplitPattern::kGpt2, "I'M"), (V{"I", "'", "M"}));  // case-sensitive
  EXPECT_EQ(Split(SplitPattern::kGpt2, "x\t\ty"), (V{"x", "\t", "\t", "y"}));
}

TEST(PreTokenizer, Qwen2) {
  EXPECT_EQ(Split(SplitPattern::kQwen2, "I'M 2024!\n\nok"),
            (V{"I", "'M", " ", "2", "0", "2", "4", "!\n\n", "ok"}));
  // [^\r\n\p{L}\p{N}]?\p{L}+ : one non-letter glues to the word after it.
  EXPECT_EQ(Split(SplitPattern::kQwen2, "a.b\tc"), (V{"a", ".b", "\tc"}));
  // \s*[\r\n]+ ends at the last newline of the run.
  EXPECT_EQ(Split(SplitPattern::kQwen2, "x  \n \n  y"), (V{"x", "  \n \n", " ", " y"}));
  EXPECT_EQ(Split(SplitPattern::kQwen2, "'\xC5\xBF"), (V{"'\xC5\xBF"}));  // 'ſ folds to 's
}

TEST(PreTokenizer, Llama3GroupsThreeDigits) {
  EXPECT_EQ(Split(SplitPattern::kLlama3, "1234567"), (V{"123", "456", "7"}));
}

TEST(PreTokenizer, PiecesTileTheText) {
  const std::string text = "  \xE4\xB8\xAD\xE6\x96\x87 \xF0\x9F\x98\x80\xF0\x9F\x98\x80 x\r\n\r\n";
  for (auto p : {SplitPattern::kGpt2, SplitPattern::kQwen2, SplitPattern::kLlama3}) {
    std::string joined;
    for (const auto& s : Split(p, text)) joined += s;
    EXPECT_EQ(joined, text);
  }
}

TEST(PreTokenizer, RecognizesRegexSources) {
  for (auto p : {SplitPattern::kGpt2, SplitPattern::kQwen2, SplitPattern::kLlama3})
    EXPECT_EQ(RecognizeSplitRegex(SplitRegexSource(p)), p);
  EXPECT_FALSE(RecognizeSplitRegex(R"(\w+)").has_value());
  EXPECT_FALSE(SplitText(SplitPattern::kGpt2, "\xFF").ok());
}

}  // namespace
}  // namespace warpgym::tokenizer
