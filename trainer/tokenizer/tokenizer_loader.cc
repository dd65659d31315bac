// Loading a tokenizer.json into a Tokenizer (see tokenizer.h for what is supported). Every
// unsupported or malformed field is an InvalidArgument that names the JSON path.
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "trainer/tokenizer/nfc.h"
#include "trainer/tokenizer/tokenizer.h"

namespace warpgym::tokenizer {

using nlohmann::json;

class TokenizerLoader {
 public:
  static Status Load(const json& j, Tokenizer* t) {
    if (Status s = Model(j.value("model", json()), t); !s.ok()) return s;
    if (Status s = Normalizer(j.value("normalizer", json()), "normalizer", t); !s.ok()) return s;
    if (Status s = Added(j.value("added_tokens", json::array()), t); !s.ok()) return s;
    if (Status s = PreTokenizer(j.value("pre_tokenizer", json()), "pre_tokenizer", t); !s.ok())
      return s;
    if (Status s = PostProcessor(j.value("post_processor", json()), "post_processor", t); !s.ok())
      return s;
    const json dec = j.value("decoder", json());
    if (!dec.is_null() && dec.value("type", "") != "ByteLevel")
      return Bad("decoder", "only ByteLevel is supported");
    return Status::Ok();
  }

 private:
  static Status Bad(const std::string& where, const std::string& what) {
    return Status::InvalidArgument("tokenizer.json: " + where + ": " + what);
  }

  static Status Model(const json& m, Tokenizer* t) {
    if (!m.is_object() || m.value("type", "") != "BPE") return Bad("model.type", "must be BPE");
    if (!m.value("dropout", json()).is_null()) return Bad("model.dropout", "not supported");
    if (m.value("byte_fallback", false)) return Bad("model.byte_fallback", "not supported");
    for (const char* k : {"continuing_subword_prefix", "end_of_word_suffix"}) {
      const json v = m.value(k, json());
      if (!v.is_null() && !(v.is_string() && v.get<std::string>().empty()))
        return Bad(std::string("model.") + k, "not supported");
    }
    if (!m.contains("vocab") || !m["vocab"].is_object()) return Bad("model.vocab", "missing");
    std::unordered_map<std::string, TokenId> vocab;
    vocab.reserve(m["vocab"].size());
    for (const auto& [tok, id] : m["vocab"].items()) {
      if (!id.is_number_integer())
        return Bad("model.vocab", "id of '" + tok + "' is not an integer");
      vocab.emplace(tok, id.get<TokenId>());
    }
    std::vector<std::pair<std::string, std::string>> merges;
    const json mj = m.value("merges", json::array());
    merges.reserve(mj.size());
    for (const json& e : mj) {
      if (e.is_string()) {
        const std::string s = e.get<std::string>();
        const size_t sp = s.find(' ');
        if (sp == std::string::npos || s.find(' ', sp + 1) != std::string::npos)
          return Bad("model.merges", "'" + s + "' is not two tokens separated by one space");
        merges.emplace_back(s.substr(0, sp), s.substr(sp + 1));
      } else if (e.is_array() && e.size() == 2 && e[0].is_string() && e[1].is_string()) {
        merges.emplace_back(e[0].get<std::string>(), e[1].get<std::string>());
      } else {
        return Bad("model.merges", "entry is neither \"a b\" nor [a, b]: " + e.dump());
      }
    }
    BpeOptions opt;
    if (m.value("unk_token", json()).is_string()) opt.unk_token = m["unk_token"].get<std::string>();
    opt.ignore_merges = m.value("ignore_merges", false);
    auto bpe = BpeModel::Create(std::move(vocab), merges, std::move(opt));
    if (!bpe.ok()) return bpe.status();
    t->bpe_ = std::move(bpe).value();
    return Status::Ok();
  }

  // null, NFC, or a Sequence whose members are all NFC (NFC twice is NFC once).
  static Status Normalizer(const json& n, const std::string& where, Tokenizer* t) {
    if (n.is_null()) return Status::Ok();
    const std::string type = n.is_object() ? n.value("type", "") : "";
    if (type == "NFC") {
      t->nfc_ = true;
      return Status::Ok();
    }
    if (type == "Sequence") {
      const json list = n.value("normalizers", json::array());
      if (!list.is_array()) return Bad(where + ".normalizers", "must be an array");
      for (size_t i = 0; i < list.size(); ++i) {
        const std::string at = where + ".normalizers[" + std::to_string(i) + "]";
        if (!list[i].is_object() || list[i].value("type", "") != "NFC")
          return Bad(at, "only NFC is supported in a normalizer Sequence (got " +
                             list[i].dump(-1).substr(0, 80) + ")");
        if (Status s = Normalizer(list[i], at, t); !s.ok()) return s;
      }
      return Status::Ok();
    }
    return Bad(where, "only null, NFC or a Sequence of NFC is supported (got " +
                          n.dump(-1).substr(0, 80) + ")");
  }

  static Status Added(const json& a, Tokenizer* t) {
    if (!a.is_array()) return Bad("added_tokens", "must be an array");
    std::vector<AddedToken> tokens;
    for (const json& e : a) {
      if (!e.is_object() || !e.contains("id") || !e.contains("content"))
        return Bad("added_tokens", "entry without id/content");
      if (e.value("single_word", false))
        return Bad("added_tokens",
                   "single_word is not supported ('" + e["content"].get<std::string>() + "')");
      AddedToken tok;
      tok.id = e["id"].get<TokenId>();
      tok.content = e["content"].get<std::string>();
      tok.special = e.value("special", false);
      tok.lstrip = e.value("lstrip", false);
      tok.rstrip = e.value("rstrip", false);
      tok.normalized = e.value("normalized", !tok.special);
      if (t->nfc_ && tok.normalized) {  // matched in, and decoded as, normalized text
        auto n = NfcUtf8(tok.content);
        if (!n.ok()) return Bad("added_tokens", n.status().message());
        tok.content = std::move(n).value();
      }
      tokens.push_back(std::move(tok));
    }
    t->added_ = AddedTokens(std::move(tokens));
    return Status::Ok();
  }

  static Status PreTokenizer(const json& p, const std::string& where, Tokenizer* t) {
    if (p.is_null()) return Status::Ok();
    const std::string type = p.value("type", "");
    if (type == "Sequence") {
      const json list = p.value("pretokenizers", json::array());
      for (size_t i = 0; i < list.size(); ++i)
        if (Status s =
                PreTokenizer(list[i], where + ".pretokenizers[" + std::to_string(i) + "]", t);
            !s.ok())
          return s;
      return Status::Ok();
    }
    Tokenizer::PreTokenizerStep step;
    if (type == "ByteLevel") {
      step.add_prefix_space = p.value("add_prefix_space", false);
      if (p.value("use_regex", true)) step.split = SplitPattern::kGpt2;
    } else if (type == "Split") {
      if (p.value("behavior", "") != "Isolated")
        return Bad(where + ".behavior", "only Isolated is supported");
      if (p.value("invert", false)) return Bad(where + ".invert", "not supported");
      const json pat = p.value("pattern", json());
      if (!pat.is_object() || !pat.contains("Regex") || !pat["Regex"].is_string())
        return Bad(where + ".pattern", "only {\"Regex\": ...} is supported");
      auto known = RecognizeSplitRegex(pat["Regex"].get<std::string>());
      if (!known) return Bad(where + ".pattern", "unknown regex " + pat["Regex"].dump());
      step.split = *known;
    } else {
      return Bad(where + ".type", "'" + type + "' is not supported");
    }
    t->steps_.push_back(step);
    return Status::Ok();
  }

  static Status PostProcessor(const json& p, const std::string& where, Tokenizer* t) {
    if (p.is_null()) return Status::Ok();
    const std::string type = p.value("type", "");
    if (type == "ByteLevel") return Status::Ok();  // offsets only
    if (type == "Sequence") {
      const json list = p.value("processors", json::array());
      for (size_t i = 0; i < list.size(); ++i)
        if (Status s = PostProcessor(list[i], where + ".processors[" + std::to_string(i) + "]", t);
            !s.ok())
          return s;
      return Status::Ok();
    }
    if (type != "TemplateProcessing")
      return Bad(where + ".type", "'" + type + "' is not supported");
    const json specials = p.value("special_tokens", json::object());
    bool seen_sequence = false;
    for (const json& item : p.value("single", json::array())) {
      if (item.contains("Sequence")) {
        seen_sequence = true;
      } else if (item.contains("SpecialToken")) {
        const std::string name = item["SpecialToken"].value("id", "");
        if (!specials.contains(name))
          return Bad(where + ".special_tokens", "no entry for '" + name + "'");
        auto& dst = seen_sequence ? t->template_suffix_ : t->template_prefix_;
        for (const json& id : specials[name].value("ids", json::array()))
          dst.push_back(id.get<TokenId>());
      } else {
        return Bad(where + ".single", "unknown item " + item.dump());
      }
    }
    return Status::Ok();
  }
};

StatusOr<std::unique_ptr<Tokenizer>> Tokenizer::FromJson(std::string_view json_text) {
  json j = json::parse(json_text, nullptr, /*allow_exceptions=*/false);
  if (j.is_discarded() || !j.is_object())
    return Status::InvalidArgument("tokenizer.json: not a JSON object");
  auto t = std::make_unique<Tokenizer>();
  try {  // nlohmann throws on type mismatches (e.g. a string id); keep that inside this module
    if (Status s = TokenizerLoader::Load(j, t.get()); !s.ok()) return s;
  } catch (const json::exception& e) {
    return Status::InvalidArgument(std::string("tokenizer.json: ") + e.what());
  }
  return t;
}

StatusOr<std::unique_ptr<Tokenizer>> Tokenizer::FromFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return Status::NotFound("cannot open " + path);
  std::stringstream ss;
  ss << in.rdbuf();
  auto t = FromJson(ss.str());
  if (!t.ok()) return Status(t.status().code(), path + ": " + t.status().message());
  return t;
}

StatusOr<std::unique_ptr<Tokenizer>> Tokenizer::FromModelDir(const std::string& dir) {
  return FromFile(dir + "/tokenizer.json");
}

}  // namespace warpgym::tokenizer
