// BpeModel: the byte-level BPE model of a Hugging Face tokenizer.json ("model": {"type": "BPE"}).
//
// Holds the vocabulary (token string in the byte alphabet -> id) and the ranked merges, and turns
// one pre-tokenized piece (already mapped to the byte alphabet, byte_level.h) into ids: split into
// code points, then repeatedly apply the lowest-ranked merge among adjacent pairs, leftmost first
// on ties (Hugging Face's order). With ignore_merges (Llama-3), a piece that is itself in the
// vocabulary is emitted as one id without merging.
//
// Construction validates everything (unknown tokens in merges, duplicate ids) and returns a
// Status; after that the model is immutable except for an internal, mutex-guarded cache of
// recent pieces, so Encode may be called from many threads at once.
#pragma once

#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

#include "shared/status.h"

namespace warpgym::tokenizer {

using TokenId = int32_t;

struct BpeOptions {
  std::optional<std::string> unk_token;  // emitted for a code point missing from the vocab
  bool ignore_merges = false;
  size_t cache_capacity = 10000;  // pieces cached; 0 disables the cache
};

class BpeModel {
 public:
  // merges: (left, right) token strings, in rank order (rank = index).
  static StatusOr<std::unique_ptr<BpeModel>> Create(
      std::unordered_map<std::string, TokenId> vocab,
      const std::vector<std::pair<std::string, std::string>>& merges, BpeOptions options);

  // Only Create() can make the key; the constructor is public for std::make_unique.
  class Key {
    friend class BpeModel;
    Key() = default;
  };
  explicit BpeModel(Key) {}
  BpeModel(const BpeModel&) = delete;
  BpeModel& operator=(const BpeModel&) = delete;

  // Appends the ids of one piece (byte-alphabet UTF-8) to *out. Code points missing from the
  // vocabulary become unk_token if set, else are dropped (as Hugging Face does).
  void Encode(std::string_view piece, std::vector<TokenId>* out) const;

  // Token string of an id, or nullptr if the id is not in the vocabulary.
  const std::string* TokenOf(TokenId id) const;
  std::optional<TokenId> IdOf(std::string_view token) const;
  size_t vocab_size() const { return vocab_.size(); }
  size_t merge_count() const { return merges_.size(); }

 private:
  struct Merge {
    uint32_t rank;
    TokenId result;
  };
  static uint64_t PairKey(TokenId a, TokenId b) {
    return (static_cast<uint64_t>(static_cast<uint32_t>(a)) << 32) | static_cast<uint32_t>(b);
  }

  void MergeWord(std::string_view piece, std::vector<TokenId>* out) const;

  // Constant after construction.
  std::unordered_map<std::string, TokenId> vocab_;
  std::unordered_map<TokenId, std::string> id_to_token_;
  std::unordered_map<uint64_t, Merge> merges_;
  BpeOptions options_;
  std::optional<TokenId> unk_id_;

  // Piece -> ids of recently encoded pieces; guarded by cache_mu_.
  mutable std::mutex cache_mu_;
  mutable std::unordered_map<std::string, std::vector<TokenId>> cache_;
};

}  // namespace warpgym::tokenizer
