// Encode and decode of Tokenizer (loading is in tokenizer_loader.cc).
#include "trainer/tokenizer/tokenizer.h"

#include "trainer/tokenizer/byte_level.h"
#include "trainer/tokenizer/nfc.h"
#include "trainer/tokenizer/unicode.h"

namespace warpgym::tokenizer {
namespace {

// Appends `bytes` to *out as valid UTF-8, replacing each maximal ill-formed subsequence with
// U+FFFD (the rule of Rust's String::from_utf8_lossy, which Hugging Face uses).
void AppendUtf8Lossy(std::string_view bytes, std::string* out) {
  const auto* s = reinterpret_cast<const unsigned char*>(bytes.data());
  const size_t n = bytes.size();
  size_t i = 0;
  while (i < n) {
    const unsigned char b = s[i];
    if (b < 0x80) {
      out->push_back(static_cast<char>(b));
      ++i;
      continue;
    }
    size_t len = 0;
    unsigned char lo = 0x80, hi = 0xBF;  // allowed range of the second byte
    if (b >= 0xC2 && b <= 0xDF)
      len = 2;
    else if (b >= 0xE0 && b <= 0xEF) {
      len = 3;
      if (b == 0xE0) lo = 0xA0;
      if (b == 0xED) hi = 0x9F;
    } else if (b >= 0xF0 && b <= 0xF4) {
      len = 4;
      if (b == 0xF0) lo = 0x90;
      if (b == 0xF4) hi = 0x8F;
    }
    size_t k = 1;
    if (len > 0) {
      for (; k < len && i + k < n; ++k) {
        const unsigned char c = s[i + k];
        const bool ok = k == 1 ? (c >= lo && c <= hi) : (c >= 0x80 && c <= 0xBF);
        if (!ok) break;
      }
    }
    if (len > 0 && k == len) {
      out->append(bytes.substr(i, len));
    } else {
      out->append("\xEF\xBF\xBD");
    }
    i += k;
  }
}

}  // namespace

void Tokenizer::EncodeSegment(std::string_view text, std::vector<TokenId>* out) const {
  std::vector<std::string> pieces{std::string(text)};
  for (const PreTokenizerStep& step : steps_) {
    std::vector<std::string> next;
    for (std::string& piece : pieces) {
      if (step.add_prefix_space && (piece.empty() || piece[0] != ' ')) piece.insert(0, " ");
      if (!step.split) {
        next.push_back(std::move(piece));
        continue;
      }
      auto split = SplitText(*step.split, piece);
      if (!split.ok()) continue;  // unreachable: Encode validated the UTF-8
      for (std::string_view p : split.value()) next.emplace_back(p);
    }
    pieces = std::move(next);
  }
  for (const std::string& piece : pieces) bpe_->Encode(BytesToAlphabet(piece), out);
}

StatusOr<std::vector<TokenId>> Tokenizer::Encode(std::string_view text,
                                                 bool add_special_tokens) const {
  if (auto valid = DecodeUtf8(text); !valid.ok()) return valid.status();
  std::vector<TokenId> ids;
  if (add_special_tokens) ids = template_prefix_;
  for (const Segment& raw : added_.SplitUnnormalized(text)) {
    if (raw.added_id) {
      ids.push_back(*raw.added_id);
      continue;
    }
    std::string normalized;
    std::string_view plain = raw.text;
    if (nfc_) {
      auto n = NfcUtf8(raw.text);
      if (!n.ok()) return n.status();  // unreachable: the text was validated above
      normalized = std::move(n).value();
      plain = normalized;
    }
    std::vector<Segment> segs;
    added_.SplitNormalized(plain, &segs);
    for (const Segment& seg : segs) {
      if (seg.added_id)
        ids.push_back(*seg.added_id);
      else if (!seg.text.empty())
        EncodeSegment(seg.text, &ids);
    }
  }
  if (add_special_tokens) ids.insert(ids.end(), template_suffix_.begin(), template_suffix_.end());
  return ids;
}

StatusOr<std::string> Tokenizer::DecodeBytes(const std::vector<TokenId>& ids,
                                             bool skip_special_tokens) const {
  std::string bytes;
  for (TokenId id : ids) {
    const std::string* tok = nullptr;
    if (const AddedToken* a = added_.Find(id)) {
      if (skip_special_tokens && a->special) continue;
      tok = &a->content;
    } else {
      tok = bpe_->TokenOf(id);
    }
    if (!tok)
      return Status::InvalidArgument("token id " + std::to_string(id) +
                                     " is not in the vocabulary");
    AlphabetToBytes(*tok, &bytes);
  }
  return bytes;
}

StatusOr<std::string> Tokenizer::Decode(const std::vector<TokenId>& ids,
                                        bool skip_special_tokens) const {
  auto bytes = DecodeBytes(ids, skip_special_tokens);
  if (!bytes.ok()) return bytes.status();
  std::string out;
  AppendUtf8Lossy(bytes.value(), &out);
  return out;
}

std::optional<TokenId> Tokenizer::TokenToId(std::string_view token) const {
  if (auto id = added_.IdOf(token)) return id;
  return bpe_->IdOf(token);
}

const std::string* Tokenizer::IdToToken(TokenId id) const {
  if (const AddedToken* a = added_.Find(id)) return &a->content;
  return bpe_->TokenOf(id);
}

bool Tokenizer::IsSpecial(TokenId id) const {
  const AddedToken* a = added_.Find(id);
  return a && a->special;
}

size_t Tokenizer::vocab_size() const {
  size_t n = bpe_->vocab_size();
  for (const auto& t : added_.tokens())
    if (!bpe_->TokenOf(t.id)) ++n;
  return n;
}

}  // namespace warpgym::tokenizer
