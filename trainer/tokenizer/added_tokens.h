// AddedTokens: the `added_tokens` of a tokenizer.json (chat markers such as <|im_start|>, and any
// other token added after training), matched in the raw text before pre-tokenization and BPE.
//
// Matching follows Hugging Face: leftmost match, longest on ties; tokens with normalized=false are
// matched first over the raw text, then tokens with normalized=true over the remaining gaps after
// the tokenizer's normalizer ran on each gap (the loader stores the content of those tokens
// normalized, as Hugging Face matches and decodes them). lstrip / rstrip widen a match over
// adjacent white space. single_word is rejected at load. Immutable after construction; thread-safe.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "trainer/tokenizer/bpe.h"

namespace warpgym::tokenizer {

struct AddedToken {
  TokenId id = 0;
  std::string content;
  bool special = false;
  bool lstrip = false;
  bool rstrip = false;
  bool normalized = false;
};

// A piece of the input: either a matched added token (id set) or plain text for BPE.
struct Segment {
  std::string_view text;
  std::optional<TokenId> added_id;
};

class AddedTokens {
 public:
  AddedTokens() = default;
  explicit AddedTokens(std::vector<AddedToken> tokens);

  // Splits text into consecutive segments (their texts concatenate back to `text`, except that
  // stripped white space belongs to the token segment it was absorbed into). Both passes over
  // the same text: for a tokenizer without a normalizer.
  std::vector<Segment> Split(std::string_view text) const;
  // The two passes apart, for a tokenizer with a normalizer: the first (normalized=false tokens)
  // over the raw text; then the caller normalizes each plain segment and appends the second pass
  // (normalized=true tokens) over it to *out. Segment texts view the argument text.
  std::vector<Segment> SplitUnnormalized(std::string_view text) const;
  void SplitNormalized(std::string_view normalized_text, std::vector<Segment>* out) const;

  const AddedToken* Find(TokenId id) const;
  std::optional<TokenId> IdOf(std::string_view content) const;
  const std::vector<AddedToken>& tokens() const { return tokens_; }

 private:
  void SplitPass(std::string_view text, bool normalized, std::vector<Segment>* out) const;

  std::vector<AddedToken> tokens_;
  std::unordered_map<TokenId, size_t> by_id_;
};

}  // namespace warpgym::tokenizer
