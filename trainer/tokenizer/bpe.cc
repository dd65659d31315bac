#include "trainer/tokenizer/bpe.h"

#include <queue>

#include "trainer/tokenizer/unicode.h"

namespace warpgym::tokenizer {

StatusOr<std::unique_ptr<BpeModel>> BpeModel::Create(
    std::unordered_map<std::string, TokenId> vocab,
    const std::vector<std::pair<std::string, std::string>>& merges, BpeOptions options) {
  auto m = std::make_unique<BpeModel>(Key{});
  m->options_ = std::move(options);
  for (const auto& [token, id] : vocab) {
    if (!m->id_to_token_.emplace(id, token).second)
      return Status::InvalidArgument("BPE vocab: id " + std::to_string(id) + " used twice");
  }
  m->vocab_ = std::move(vocab);
  m->merges_.reserve(merges.size());
  for (size_t rank = 0; rank < merges.size(); ++rank) {
    const auto& [a, b] = merges[rank];
    auto ia = m->vocab_.find(a);
    auto ib = m->vocab_.find(b);
    auto ir = m->vocab_.find(a + b);
    if (ia == m->vocab_.end() || ib == m->vocab_.end() || ir == m->vocab_.end())
      return Status::InvalidArgument("BPE merge " + std::to_string(rank) + " ('" + a + "', '" + b +
                                     "') uses a token missing from the vocab");
    // A repeated pair keeps its first (best) rank.
    m->merges_.try_emplace(PairKey(ia->second, ib->second),
                           Merge{static_cast<uint32_t>(rank), ir->second});
  }
  if (m->options_.unk_token) {
    auto it = m->vocab_.find(*m->options_.unk_token);
    if (it == m->vocab_.end())
      return Status::InvalidArgument("BPE unk_token '" + *m->options_.unk_token + "' not in vocab");
    m->unk_id_ = it->second;
  }
  return m;
}

const std::string* BpeModel::TokenOf(TokenId id) const {
  auto it = id_to_token_.find(id);
  return it == id_to_token_.end() ? nullptr : &it->second;
}

std::optional<TokenId> BpeModel::IdOf(std::string_view token) const {
  auto it = vocab_.find(std::string(token));
  if (it == vocab_.end()) return std::nullopt;
  return it->second;
}

void BpeModel::Encode(std::string_view piece, std::vector<TokenId>* out) const {
  if (piece.empty()) return;
  if (options_.ignore_merges) {
    if (auto id = IdOf(piece)) {
      out->push_back(*id);
      return;
    }
  }
  if (options_.cache_capacity > 0) {
    std::lock_guard<std::mutex> lock(cache_mu_);
    auto it = cache_.find(std::string(piece));
    if (it != cache_.end()) {
      out->insert(out->end(), it->second.begin(), it->second.end());
      return;
    }
  }
  std::vector<TokenId> ids;
  MergeWord(piece, &ids);
  out->insert(out->end(), ids.begin(), ids.end());
  if (options_.cache_capacity > 0) {
    std::lock_guard<std::mutex> lock(cache_mu_);
    if (cache_.size() >= options_.cache_capacity) cache_.clear();  // crude, bounded
    cache_.emplace(std::string(piece), std::move(ids));
  }
}

// Symbols form a doubly linked list over the piece; a min-heap holds candidate merges ordered by
// (rank, position). A popped candidate is applied only if both symbols are still alive and still
// form that pair; the merged symbol then offers new pairs with its neighbours.
void BpeModel::MergeWord(std::string_view piece, std::vector<TokenId>* out) const {
  struct Symbol {
    TokenId id;
    int prev;
    int next;
    bool alive;
  };
  std::vector<Symbol> syms;
  auto decoded = DecodeUtf8(piece);
  if (!decoded.ok()) return;  // callers pass valid UTF-8 (the byte alphabet)
  const auto& cps = decoded.value();
  for (size_t i = 0; i < cps.size(); ++i) {
    const size_t end = i + 1 < cps.size() ? cps[i + 1].offset : piece.size();
    auto it = vocab_.find(std::string(piece.substr(cps[i].offset, end - cps[i].offset)));
    TokenId id;
    if (it != vocab_.end())
      id = it->second;
    else if (unk_id_)
      id = *unk_id_;
    else
      continue;
    const int idx = static_cast<int>(syms.size());
    syms.push_back({id, idx - 1, idx + 1, true});
  }
  if (syms.empty()) return;
  syms.back().next = -1;

  struct Candidate {
    uint32_t rank;
    int pos;
    TokenId result;
    bool operator>(const Candidate& o) const {
      return rank != o.rank ? rank > o.rank : pos > o.pos;
    }
  };
  std::priority_queue<Candidate, std::vector<Candidate>, std::greater<Candidate>> heap;
  auto offer = [&](int left) {
    if (left < 0 || syms[left].next < 0) return;
    auto it = merges_.find(PairKey(syms[left].id, syms[syms[left].next].id));
    if (it != merges_.end()) heap.push({it->second.rank, left, it->second.result});
  };
  for (int i = 0; i + 1 < static_cast<int>(syms.size()); ++i) offer(i);

  while (!heap.empty()) {
    const Candidate c = heap.top();
    heap.pop();
    Symbol& left = syms[c.pos];
    if (!left.alive || left.next < 0) continue;
    Symbol& right = syms[left.next];
    auto it = merges_.find(PairKey(left.id, right.id));
    if (it == merges_.end() || it->second.rank != c.rank) continue;  // stale candidate
    left.id = c.result;
    right.alive = false;
    left.next = right.next;
    if (right.next >= 0) syms[right.next].prev = c.pos;
    offer(left.prev);
    offer(c.pos);
  }
  for (int i = 0; i >= 0; i = syms[i].next) out->push_back(syms[i].id);
}

}  // namespace warpgym::tokenizer
