#include "trainer/model/config.h"

#include <filesystem>
#include <fstream>
#include <sstream>

namespace warpgym::model {
namespace {

Status Bad(const std::string& what) {
  return Status::InvalidArgument("config.json: " + what);
}

// Reads an integer field; `fallback` < 0 means required.
StatusOr<int64_t> Int(const nlohmann::json& j, const char* key, int64_t fallback = -1) {
  auto it = j.find(key);
  if (it == j.end() || it->is_null()) {
    if (fallback < 0) return Bad(std::string("missing ") + key);
    return fallback;
  }
  if (!it->is_number_integer()) return Bad(std::string(key) + " is not an integer");
  return it->get<int64_t>();
}

double Num(const nlohmann::json& j, const char* key, double fallback) {
  auto it = j.find(key);
  return (it == j.end() || !it->is_number()) ? fallback : it->get<double>();
}

bool Bool(const nlohmann::json& j, const char* key, bool fallback) {
  auto it = j.find(key);
  return (it == j.end() || !it->is_boolean()) ? fallback : it->get<bool>();
}

// Rope settings: transformers 5 puts them all in "rope_parameters"; older files have a top-level
// "rope_theta" and an optional "rope_scaling" object whose type is "type" or "rope_type".
Status ParseRope(const nlohmann::json& j, int64_t max_positions, RopeConfig* rope) {
  nlohmann::json p = nlohmann::json::object();
  if (auto it = j.find("rope_parameters"); it != j.end() && it->is_object()) p = *it;
  if (auto it = j.find("rope_scaling"); it != j.end() && it->is_object())
    for (const auto& [k, v] : it->items()) p[k] = v;
  rope->theta = Num(p, "rope_theta", Num(j, "rope_theta", 10000.0));
  if (auto it = p.find("rope_type"); it != p.end() && it->is_string())
    rope->type = it->get<std::string>();
  else if (auto t = p.find("type"); t != p.end() && t->is_string())
    rope->type = t->get<std::string>();
  if (rope->type == "default" || rope->type.empty()) {
    rope->type = "default";
  } else if (rope->type != "linear" && rope->type != "llama3" && rope->type != "dynamic" &&
             rope->type != "yarn") {
    return Bad("rope type '" + rope->type +
               "' is not supported (default, linear, llama3, dynamic, yarn)");
  }
  if (Num(p, "partial_rotary_factor", Num(j, "partial_rotary_factor", 1.0)) != 1.0)
    return Bad("partial_rotary_factor != 1 is not supported");
  rope->factor = Num(p, "factor", 1.0);
  rope->low_freq_factor = Num(p, "low_freq_factor", 1.0);
  rope->high_freq_factor = Num(p, "high_freq_factor", 4.0);
  rope->original_max_position_embeddings = static_cast<int64_t>(
      Num(p, "original_max_position_embeddings", static_cast<double>(max_positions)));
  rope->attention_factor = Num(p, "attention_factor", 0.0);
  rope->mscale = Num(p, "mscale", 0.0);
  rope->mscale_all_dim = Num(p, "mscale_all_dim", 0.0);
  rope->beta_fast = Num(p, "beta_fast", 32.0);
  rope->beta_slow = Num(p, "beta_slow", 1.0);
  rope->truncate = Bool(p, "truncate", true);
  if (rope->theta <= 0) return Bad("rope_theta must be positive");
  if (rope->type != "default" && rope->factor <= 0) return Bad("rope factor must be positive");
  if (rope->type == "llama3" && rope->high_freq_factor <= rope->low_freq_factor)
    return Bad("llama3 rope needs high_freq_factor > low_freq_factor");
  return Status::Ok();
}

// eos_token_id as Hugging Face writes it: an int or a list of ints (others ignored).
std::vector<int64_t> EosTokenIds(const nlohmann::json& j) {
  std::vector<int64_t> ids;
  if (auto it = j.find("eos_token_id"); it != j.end()) {
    if (it->is_number_integer())
      ids.push_back(it->get<int64_t>());
    else if (it->is_array())
      for (const auto& e : *it)
        if (e.is_number_integer()) ids.push_back(e.get<int64_t>());
  }
  return ids;
}

}  // namespace

StatusOr<ModelConfig> ModelConfig::FromJson(const nlohmann::json& j) {
  if (!j.is_object()) return Bad("not a JSON object");
  ModelConfig c;
  c.raw = j;
  c.model_type = j.value("model_type", std::string());
  if (c.model_type != "qwen2" && c.model_type != "llama")
    return Bad("model_type '" + c.model_type + "' is not supported (qwen2, llama)");
  if (std::string act = j.value("hidden_act", std::string("silu")); act != "silu")
    return Bad("hidden_act '" + act + "' is not supported (silu)");
  if (Bool(j, "use_sliding_window", false)) return Bad("sliding-window attention is not supported");

  struct Field {
    const char* key;
    int64_t* out;
    int64_t fallback;
  };
  const Field fields[] = {
      {"vocab_size", &c.vocab_size, -1},
      {"hidden_size", &c.hidden_size, -1},
      {"intermediate_size", &c.intermediate_size, -1},
      {"num_hidden_layers", &c.num_layers, -1},
      {"num_attention_heads", &c.num_heads, -1},
      {"max_position_embeddings", &c.max_position_embeddings, 2048},
  };
  for (const auto& f : fields) {
    auto v = Int(j, f.key, f.fallback);
    if (!v.ok()) return v.status();
    if (v.value() <= 0) return Bad(std::string(f.key) + " must be positive");
    *f.out = v.value();
  }
  auto kv = Int(j, "num_key_value_heads", c.num_heads);
  if (!kv.ok()) return kv.status();
  c.num_kv_heads = kv.value();
  if (c.num_kv_heads <= 0 || c.num_heads % c.num_kv_heads != 0)
    return Bad("num_attention_heads must be a multiple of num_key_value_heads");
  auto hd = Int(j, "head_dim", c.hidden_size / c.num_heads);
  if (!hd.ok()) return hd.status();
  c.head_dim = hd.value();
  if (c.head_dim <= 0 || c.head_dim % 2 != 0) return Bad("head_dim must be positive and even");

  c.rms_norm_eps = Num(j, "rms_norm_eps", 1e-6);
  c.tie_word_embeddings = Bool(j, "tie_word_embeddings", false);
  if (c.model_type == "qwen2") {
    c.qkv_bias = true;
  } else {
    c.qkv_bias = c.o_bias = Bool(j, "attention_bias", false);
    c.mlp_bias = Bool(j, "mlp_bias", false);
  }
  if (Status s = ParseRope(j, c.max_position_embeddings, &c.rope); !s.ok()) return s;

  c.eos_token_ids = EosTokenIds(j);
  if (auto it = j.find("dtype"); it != j.end() && it->is_string())
    c.dtype = it->get<std::string>();
  else if (auto t = j.find("torch_dtype"); t != j.end() && t->is_string())
    c.dtype = t->get<std::string>();
  return c;
}

StatusOr<ModelConfig> ModelConfig::FromFile(const std::string& path) {
  std::ifstream in(path);
  if (!in) return Status::NotFound("cannot open " + path);
  std::stringstream ss;
  ss << in.rdbuf();
  nlohmann::json j = nlohmann::json::parse(ss.str(), nullptr, false);
  if (j.is_discarded()) return Status::InvalidArgument(path + ": not valid JSON");
  auto c = FromJson(j);
  if (!c.ok()) return Status::InvalidArgument(path + ": " + c.status().message());
  return c;
}

StatusOr<ModelConfig> ModelConfig::FromModelDir(const std::string& dir) {
  auto c = FromFile((std::filesystem::path(dir) / "config.json").string());
  if (!c.ok()) return c;
  std::ifstream in(std::filesystem::path(dir) / "generation_config.json");
  if (in) {  // optional; an unreadable one is not this config's concern (it only adds stop tokens)
    const nlohmann::json g = nlohmann::json::parse(in, nullptr, /*allow_exceptions=*/false);
    if (g.is_object()) c->generation_eos_token_ids = EosTokenIds(g);
  }
  return c;
}

nlohmann::json ModelConfig::ToJson() const {
  nlohmann::json j = raw.is_object() ? raw : nlohmann::json::object();
  const bool qwen = model_type == "qwen2";
  j["architectures"] = {qwen ? "Qwen2ForCausalLM" : "LlamaForCausalLM"};
  j["model_type"] = model_type;
  j["vocab_size"] = vocab_size;
  j["hidden_size"] = hidden_size;
  j["intermediate_size"] = intermediate_size;
  j["num_hidden_layers"] = num_layers;
  j["num_attention_heads"] = num_heads;
  j["num_key_value_heads"] = num_kv_heads;
  j["head_dim"] = head_dim;
  j["max_position_embeddings"] = max_position_embeddings;
  j["rms_norm_eps"] = rms_norm_eps;
  j["tie_word_embeddings"] = tie_word_embeddings;
  j["hidden_act"] = "silu";
  if (!qwen) {
    j["attention_bias"] = qkv_bias;
    j["mlp_bias"] = mlp_bias;
  }
  if (!raw.is_object()) {  // a config built in code: the rope settings in the classic form
    j["rope_theta"] = rope.theta;
    if (rope.type == "default") {
      j["rope_scaling"] = nullptr;
    } else {
      nlohmann::json s = {{"rope_type", rope.type}, {"factor", rope.factor}};
      if (rope.type == "llama3" || rope.type == "yarn")
        s["original_max_position_embeddings"] = rope.original_max_position_embeddings;
      if (rope.type == "llama3") {
        s["low_freq_factor"] = rope.low_freq_factor;
        s["high_freq_factor"] = rope.high_freq_factor;
      }
      j["rope_scaling"] = s;
    }
    if (!eos_token_ids.empty())
      j["eos_token_id"] = eos_token_ids.size() == 1 ? nlohmann::json(eos_token_ids[0])
                                                    : nlohmann::json(eos_token_ids);
  }
  j[raw.is_object() && raw.contains("dtype") ? "dtype" : "torch_dtype"] = dtype;
  return j;
}

int64_t ModelConfig::NumParameters() const {
  const int64_t C = hidden_size, F = intermediate_size, H = num_heads, K = num_kv_heads,
                D = head_dim;
  int64_t attn =
      C * H * D + 2 * C * K * D + H * D * C + (qkv_bias ? H * D + 2 * K * D : 0) + (o_bias ? C : 0);
  int64_t mlp = 3 * C * F + (mlp_bias ? 2 * F + C : 0);
  int64_t layer = attn + mlp + 2 * C;
  int64_t embed = vocab_size * C * (tie_word_embeddings ? 1 : 2);
  return embed + num_layers * layer + C;
}

}  // namespace warpgym::model
