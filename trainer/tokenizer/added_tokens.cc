#include "trainer/tokenizer/added_tokens.h"

#include "trainer/tokenizer/unicode.h"

namespace warpgym::tokenizer {
namespace {

// Length in bytes of the white space (White_Space code points) ending at / starting at `pos`.
size_t WhitespaceBefore(std::string_view text, size_t pos) {
  size_t start = pos;
  while (start > 0) {
    size_t k = start - 1;
    while (k > 0 && (static_cast<unsigned char>(text[k]) & 0xC0) == 0x80) --k;
    auto cps = DecodeUtf8(text.substr(k, start - k));
    if (!cps.ok() || cps.value().size() != 1 || !IsWhiteSpace(cps.value()[0].cp)) break;
    start = k;
  }
  return pos - start;
}

size_t WhitespaceAfter(std::string_view text, size_t pos) {
  size_t end = pos;
  while (end < text.size()) {
    size_t k = end + 1;
    while (k < text.size() && (static_cast<unsigned char>(text[k]) & 0xC0) == 0x80) ++k;
    auto cps = DecodeUtf8(text.substr(end, k - end));
    if (!cps.ok() || cps.value().size() != 1 || !IsWhiteSpace(cps.value()[0].cp)) break;
    end = k;
  }
  return end - pos;
}

}  // namespace

AddedTokens::AddedTokens(std::vector<AddedToken> tokens) : tokens_(std::move(tokens)) {
  for (size_t i = 0; i < tokens_.size(); ++i) by_id_[tokens_[i].id] = i;
}

const AddedToken* AddedTokens::Find(TokenId id) const {
  auto it = by_id_.find(id);
  return it == by_id_.end() ? nullptr : &tokens_[it->second];
}

std::optional<TokenId> AddedTokens::IdOf(std::string_view content) const {
  for (const auto& t : tokens_)
    if (t.content == content) return t.id;
  return std::nullopt;
}

std::vector<Segment> AddedTokens::Split(std::string_view text) const {
  std::vector<Segment> out;
  for (const Segment& s : SplitUnnormalized(text)) {
    if (s.added_id)
      out.push_back(s);
    else
      SplitNormalized(s.text, &out);
  }
  return out;
}

std::vector<Segment> AddedTokens::SplitUnnormalized(std::string_view text) const {
  std::vector<Segment> out;
  SplitPass(text, /*normalized=*/false, &out);
  return out;
}

void AddedTokens::SplitNormalized(std::string_view normalized_text,
                                  std::vector<Segment>* out) const {
  SplitPass(normalized_text, /*normalized=*/true, out);
}

// One leftmost-longest scan with the tokens whose `normalized` flag equals `normalized`.
void AddedTokens::SplitPass(std::string_view text, bool normalized,
                            std::vector<Segment>* out) const {
  size_t emitted = 0;  // text[0, emitted) has been output
  size_t pos = 0;
  while (pos < text.size()) {
    const AddedToken* best = nullptr;
    for (const auto& t : tokens_) {
      if (t.normalized != normalized || t.content.empty()) continue;
      if (text.compare(pos, t.content.size(), t.content) == 0 &&
          (!best || t.content.size() > best->content.size()))
        best = &t;
    }
    if (!best) {
      ++pos;
      continue;
    }
    size_t start = pos;
    size_t end = pos + best->content.size();
    if (best->lstrip) start -= std::min(WhitespaceBefore(text, start), start - emitted);
    if (best->rstrip) end += WhitespaceAfter(text, end);
    if (start > emitted) out->push_back({text.substr(emitted, start - emitted), std::nullopt});
    out->push_back({text.substr(start, end - start), best->id});
    emitted = pos = end;
  }
  if (emitted < text.size()) out->push_back({text.substr(emitted), std::nullopt});
}

}  // namespace warpgym::tokenizer
