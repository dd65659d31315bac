#include "trainer/tokenizer/bpe.h"

#include <gtest/gtest.h>

namespace warpgym::tokenizer {
namespace {

std::unique_ptr<BpeModel> Make(std::vector<std::pair<std::string, std::string>> merges,
                               BpeOptions opt = {}) {
  std::unordered_map<std::string, TokenId> vocab{{"a", 0},  {"b", 1},   {"c", 2},  {"ab", 3},
                                                 {"bc", 4}, {"abc", 5}, {"aa", 6}, {"aaaa", 7}};
  auto m = BpeModel::Create(std::move(vocab), merges, std::move(opt));
  EXPECT_TRUE(m.ok()) << m.status().ToString();
  return std::move(m).value();
}

std::vector<TokenId> Enc(const BpeModel& m, std::string_view s) {
  std::vector<TokenId> ids;
  m.Encode(s, &ids);
  return ids;
}

TEST(Bpe, LowestRankMergesFirst) {
  EXPECT_EQ(Enc(*Make({{"a", "b"}, {"b", "c"}, {"ab", "c"}}), "abc"), (std::vector<TokenId>{5}));
  // With b+c ranked first, "abc" becomes a + bc and no merge joins those.
  EXPECT_EQ(Enc(*Make({{"b", "c"}, {"a", "b"}, {"ab", "c"}}), "abc"), (std::vector<TokenId>{0, 4}));
}

TEST(Bpe, TiesGoLeftmost) {
  auto m = Make({{"a", "a"}, {"aa", "aa"}});
  EXPECT_EQ(Enc(*m, "aaa"), (std::vector<TokenId>{6, 0}));
  EXPECT_EQ(Enc(*m, "aaaaa"), (std::vector<TokenId>{7, 0}));
  EXPECT_EQ(Enc(*m, "aaaaa"), (std::vector<TokenId>{7, 0}));  // again, from the cache
}

TEST(Bpe, IgnoreMergesTakesWholeWords) {
  BpeOptions opt;
  opt.ignore_merges = true;
  // No merge builds "abc", but the vocabulary has it.
  EXPECT_EQ(Enc(*Make({}, opt), "abc"), (std::vector<TokenId>{5}));
  EXPECT_EQ(Enc(*Make({}), "abc"), (std::vector<TokenId>{0, 1, 2}));
}

TEST(Bpe, UnknownCharacters) {
  EXPECT_EQ(Enc(*Make({}), "axb"), (std::vector<TokenId>{0, 1}));  // dropped without unk
  BpeOptions opt;
  opt.unk_token = "c";
  EXPECT_EQ(Enc(*Make({{"a", "b"}}, opt), "axb"), (std::vector<TokenId>{0, 2, 1}));
}

TEST(Bpe, RejectsBadMergesAndVocab) {
  EXPECT_FALSE(BpeModel::Create({{"a", 0}, {"b", 1}}, {{"a", "b"}}, {}).ok());  // "ab" missing
  EXPECT_FALSE(BpeModel::Create({{"a", 0}, {"b", 0}}, {}, {}).ok());            // duplicate id
  BpeOptions opt;
  opt.unk_token = "<unk>";
  EXPECT_FALSE(BpeModel::Create({{"a", 0}}, {}, opt).ok());
}

}  // namespace
}  // namespace warpgym::tokenizer
