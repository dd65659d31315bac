// Tokenizer: a byte-level BPE tokenizer loaded from a Hugging Face tokenizer.json, giving the same
// ids as the `tokenizers` library for the models warpgym trains (GPT-2, Qwen2/2.5/3, Llama-3).
//
// Supported tokenizer.json content (anything else is rejected at load with InvalidArgument
// naming the field, never silently approximated):
//   model          BPE; vocab; merges as "a b" strings or [a, b] pairs; unk_token; ignore_merges.
//                  Not: dropout, byte_fallback, continuing_subword_prefix, end_of_word_suffix.
//   added_tokens   id, content, special, lstrip, rstrip, normalized (single_word rejected). With
//                  NFC, a normalized=true token's content is kept as its NFC (what it matches,
//                  what IdToToken/TokenToId/Decode use; Hugging Face's token_to_id alone keeps
//                  the JSON form there).
//   normalizer     null, NFC (nfc.h: the Unicode 9.0 tables of tokenizers' NFC), or a Sequence of
//                  NFC only. Applied, as in Hugging Face, to the text between the added tokens
//                  with normalized=false; tokens with normalized=true match the normalized text.
//   pre_tokenizer  ByteLevel (add_prefix_space, use_regex = the GPT-2 regex), Split with one of
//                  the regexes of pretokenizer.h (behaviour Isolated, not inverted), or a
//                  Sequence of those.
//   post_processor null, ByteLevel (no effect on ids), or TemplateProcessing for single texts
//                  (adds e.g. a BOS id when Encode is asked to add special tokens).
//   decoder        ByteLevel (or null).
//
// Encode: added tokens are split out first (normalized=false ones, then NFC when the tokenizer has
// it, then normalized=true ones); each remaining segment is pre-tokenized, mapped to the byte
// alphabet and BPE-encoded. Decode maps ids back to bytes; Decode(Encode(s)) == s for
// every valid UTF-8 s. Load once, then call from any thread (const methods are thread-safe).
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "shared/status.h"
#include "trainer/tokenizer/added_tokens.h"
#include "trainer/tokenizer/bpe.h"
#include "trainer/tokenizer/pretokenizer.h"

namespace warpgym::tokenizer {

class Tokenizer {
 public:
  // Parses tokenizer.json text / a file / a model directory holding tokenizer.json. On failure
  // returns InvalidArgument (unsupported or malformed content) or NotFound (missing file).
  static StatusOr<std::unique_ptr<Tokenizer>> FromJson(std::string_view json_text);
  static StatusOr<std::unique_ptr<Tokenizer>> FromFile(const std::string& path);
  static StatusOr<std::unique_ptr<Tokenizer>> FromModelDir(const std::string& dir);

  // Ids of `text` (REQUIRES valid UTF-8, else InvalidArgument). add_special_tokens applies the
  // TemplateProcessing post-processor when there is one (Hugging Face's default is true).
  StatusOr<std::vector<TokenId>> Encode(std::string_view text,
                                        bool add_special_tokens = true) const;

  // Text of `ids`: invalid UTF-8 in the byte stream becomes U+FFFD (as Hugging Face does).
  // InvalidArgument for an id outside the vocabulary.
  StatusOr<std::string> Decode(const std::vector<TokenId>& ids,
                               bool skip_special_tokens = false) const;
  // The raw bytes of `ids` (no lossy UTF-8 repair): what a streaming decoder accumulates.
  StatusOr<std::string> DecodeBytes(const std::vector<TokenId>& ids,
                                    bool skip_special_tokens = false) const;

  // The id of a token string (added tokens first, then the BPE vocabulary).
  std::optional<TokenId> TokenToId(std::string_view token) const;
  // The token string of an id, or nullptr.
  const std::string* IdToToken(TokenId id) const;
  bool IsSpecial(TokenId id) const;
  size_t vocab_size() const;

  Tokenizer(const Tokenizer&) = delete;
  Tokenizer& operator=(const Tokenizer&) = delete;
  Tokenizer() = default;  // use the factories

 private:
  friend class TokenizerLoader;  // tokenizer.cc: fills the members below from the JSON

  // One pre-tokenizer step, applied to every piece in order: ByteLevel's add_prefix_space, then
  // a regex split (ByteLevel with use_regex is a kGpt2 split).
  struct PreTokenizerStep {
    bool add_prefix_space = false;
    std::optional<SplitPattern> split;
  };
  void EncodeSegment(std::string_view text, std::vector<TokenId>* out) const;

  std::unique_ptr<BpeModel> bpe_;
  AddedTokens added_;
  std::vector<PreTokenizerStep> steps_;
  bool nfc_ = false;  // normalizer: NFC (else none)
  // TemplateProcessing "single": ids before and after the sequence.
  std::vector<TokenId> template_prefix_;
  std::vector<TokenId> template_suffix_;
};

}  // namespace warpgym::tokenizer
