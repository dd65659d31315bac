#include "trainer/tokenizer/tokenizer.h"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

namespace warpgym::tokenizer {
namespace {

using nlohmann::json;
using Ids = std::vector<TokenId>;

// The value of a StatusOr that must be OK.
template <typename T>
T V(StatusOr<T> s) {
  EXPECT_TRUE(s.ok()) << s.status().ToString();
  return s.ok() ? std::move(s).value() : T{};
}

// A tiny tokenizer.json: byte alphabet for "a", "b", " " (Ġ), "\n" (Ċ), merges a+b and Ġ+ab.
json TinyJson() {
  return json::parse(R"({
    "added_tokens": [
      {"id": 10, "content": "<|im_start|>", "special": true, "normalized": false},
      {"id": 11, "content": "<|im_end|>", "special": true, "normalized": false},
      {"id": 12, "content": "<x>", "special": false, "normalized": false, "lstrip": true}
    ],
    "normalizer": null,
    "pre_tokenizer": {"type": "ByteLevel", "add_prefix_space": false, "use_regex": true},
    "post_processor": {"type": "ByteLevel"},
    "decoder": {"type": "ByteLevel"},
    "model": {"type": "BPE", "dropout": null, "unk_token": null, "ignore_merges": false,
              "vocab": {"a": 0, "b": 1, "Ġ": 2, "Ċ": 3, "ab": 4, "Ġab": 5, "Ã": 6, "©": 7},
              "merges": ["a b", ["Ġ", "ab"]]}
  })");
}

std::unique_ptr<Tokenizer> Load(const json& j) {
  auto t = Tokenizer::FromJson(j.dump());
  EXPECT_TRUE(t.ok()) << t.status().ToString();
  return t.ok() ? std::move(t).value() : nullptr;
}

TEST(Tokenizer, EncodesWithBothMergeForms) {
  auto t = Load(TinyJson());
  ASSERT_TRUE(t);
  EXPECT_EQ(V(t->Encode("ab ab\n")), (Ids{4, 5, 3}));
  EXPECT_EQ(V(t->Decode({4, 5, 3})), "ab ab\n");
}

TEST(Tokenizer, AddedTokensSplitFirstAndLstripAbsorbsSpace) {
  auto t = Load(TinyJson());
  ASSERT_TRUE(t);
  EXPECT_EQ(V(t->Encode("<|im_start|>ab<|im_end|>")), (Ids{10, 4, 11}));
  EXPECT_EQ(V(t->Encode("ab  <x>ab")), (Ids{4, 12, 4}));  // both spaces go into <x>
  EXPECT_EQ(V(t->Decode({10, 4, 11}, /*skip_special_tokens=*/true)), "ab");
  EXPECT_TRUE(t->IsSpecial(10));
  EXPECT_FALSE(t->IsSpecial(12));
  EXPECT_EQ(t->TokenToId("<|im_end|>"), 11);
}

TEST(Tokenizer, DecodeRepairsInvalidUtf8LikeHuggingFace) {
  auto t = Load(TinyJson());
  ASSERT_TRUE(t);
  // "Ã" and "©" stand for bytes 0xC3 and 0xA9: together é, alone invalid.
  EXPECT_EQ(V(t->Decode({6, 7})), "\xC3\xA9");
  EXPECT_EQ(V(t->Decode({6})), "\xEF\xBF\xBD");
  EXPECT_EQ(V(t->DecodeBytes({6})), "\xC3");
  EXPECT_FALSE(t->Decode({99}).ok());
}

TEST(Tokenizer, TemplateProcessingAddsBos) {
  json j = TinyJson();
  j["post_processor"] = json::parse(R"({"type": "TemplateProcessing",
      "single": [{"SpecialToken": {"id": "<|im_start|>", "type_id": 0}}, {"Sequence": {"id": "A", "type_id": 0}}],
      "special_tokens": {"<|im_start|>": {"id": "<|im_start|>", "ids": [10], "tokens": ["<|im_start|>"]}}})");
  auto t = Load(j);
  ASSERT_TRUE(t);
  EXPECT_EQ(V(t->Encode("ab")), (Ids{10, 4}));
  EXPECT_EQ(V(t->Encode("ab", /*add_special_tokens=*/false)), (Ids{4}));
}

// NFC normalizes the text between the added tokens with normalized=false; tokens with
// normalized=true match (and decode as) their NFC.
TEST(Tokenizer, NfcNormalizer) {
  json j = TinyJson();
  j["normalizer"] = json{{"type", "NFC"}};
  for (auto [tok, id] :
       {std::pair{"e", 20}, {"\u00CC", 21}, {"\u0123", 22}, {"!", 23}})  // Ì ģ: CC 81
    j["model"]["vocab"][tok] = id;
  j["added_tokens"].push_back(
      json{{"id", 13}, {"content", "e\u0301!"}, {"special", false}, {"normalized", true}});
  auto t = Load(j);
  ASSERT_TRUE(t);
  EXPECT_EQ(V(t->Encode("e\u0301")), (Ids{6, 7}));  // é = C3 A9
  EXPECT_EQ(V(t->Encode("\u00E9!")), (Ids{13}));
  EXPECT_EQ(V(t->Encode("e\u0301!")), (Ids{13}));
  EXPECT_EQ(*t->IdToToken(13), "\u00E9!");
  EXPECT_EQ(V(t->Encode("e<|im_start|>\u0301")), (Ids{20, 10, 21, 22}));  // not across the token
  j["normalizer"] = json::parse(R"({"type": "Sequence", "normalizers": [{"type": "NFC"}]})");
  t = Load(j);
  ASSERT_TRUE(t);
  EXPECT_EQ(V(t->Encode("e\u0301")), (Ids{6, 7}));
  j["normalizer"] = nullptr;
  t = Load(j);
  ASSERT_TRUE(t);
  EXPECT_EQ(V(t->Encode("e\u0301")), (Ids{20, 21, 22}));
}

TEST(Tokenizer, RejectsWhatItCannotReproduce) {
  auto expect_rejected = [](json j, const std::string& what) {
    auto t = Tokenizer::FromJson(j.dump());
    ASSERT_FALSE(t.ok());
    EXPECT_NE(t.status().message().find(what), std::string::npos) << t.status().message();
  };
  json j = TinyJson();
  j["normalizer"] = json{{"type", "NFKC"}};
  expect_rejected(j, "normalizer");
  j["normalizer"] = json::parse(
      R"({"type": "Sequence", "normalizers": [{"type": "NFC"}, {"type": "Lowercase"}]})");
  expect_rejected(j, "normalizer.normalizers[1]");
  j = TinyJson();
  j["added_tokens"][0]["single_word"] = true;
  expect_rejected(j, "single_word");
  j = TinyJson();
  j["pre_tokenizer"] = json{{"type", "Whitespace"}};
  expect_rejected(j, "pre_tokenizer.type");
  j = TinyJson();
  j["model"]["merges"].push_back("a");
  expect_rejected(j, "model.merges");
  EXPECT_FALSE(Tokenizer::FromJson("not json").ok());
  EXPECT_EQ(Tokenizer::FromFile("/nonexistent/tokenizer.json").status().code(),
            ErrorCode::kNotFound);
  auto t = Load(TinyJson());
  ASSERT_TRUE(t);
  EXPECT_FALSE(t->Encode("\xFF").ok());
}

}  // namespace
}  // namespace warpgym::tokenizer
