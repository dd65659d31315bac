#include "trainer/train/toy_policy.h"

#include <ATen/ATen.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "trainer/checkpoint/hf_checkpoint.h"
#include "trainer/model/config.h"
#include "trainer/tokenizer/byte_level.h"
#include "trainer/tokenizer/chat_template.h"

namespace warpgym::train {
namespace {

namespace fs = std::filesystem;
using ojson = nlohmann::ordered_json;

StatusOr<std::string> ReadFile(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return Status::NotFound("cannot read " + path.string());
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

ojson Added(int64_t id, const std::string& content, bool special) {
  return {{"id", id},        {"content", content},  {"single_word", false}, {"lstrip", false},
          {"rstrip", false}, {"normalized", false}, {"special", special}};
}

}  // namespace

StatusOr<std::string> SolutionCommand(const std::string& dir) {
  std::error_code ec;
  if (!fs::is_directory(dir, ec))
    return Status::NotFound("solution directory " + dir + " not found");
  std::vector<fs::path> files;
  for (const auto& entry : fs::recursive_directory_iterator(dir, ec))
    if (entry.is_regular_file() && entry.path().filename().string().front() != '.')
      files.push_back(entry.path());
  if (files.empty()) return Status::NotFound("solution directory " + dir + " has no files");
  std::sort(files.begin(), files.end());
  std::string command;
  std::vector<std::string> parents;
  for (const fs::path& f : files) {
    const fs::path rel = fs::relative(f, dir);
    if (rel.has_parent_path()) parents.push_back(rel.parent_path().generic_string());
  }
  std::sort(parents.begin(), parents.end());
  parents.erase(std::unique(parents.begin(), parents.end()), parents.end());
  if (!parents.empty()) {
    command = "mkdir -p";
    for (const auto& p : parents) command += " " + p;
    command += "\n";
  }
  for (const fs::path& f : files) {
    auto text = ReadFile(f);
    if (!text.ok()) return text.status();
    std::string body = std::move(text).value();
    if (body.empty() || body.back() != '\n') body += "\n";
    command += "cat > " + fs::relative(f, dir).generic_string() + " <<'WARPGYM_EOF'\n" + body +
               "WARPGYM_EOF\n";
  }
  return command;
}

StatusOr<std::string> ToyTokenizerJson(const ToyPolicySpec& spec) {
  ojson vocab = ojson::object();
  if (spec.byte_vocab) {
    for (int b = 0; b < 256; ++b)
      vocab[tokenizer::BytesToAlphabet(std::string(1, static_cast<char>(b)))] = b;
  } else {
    vocab["<unk>"] = 0;
  }
  int64_t next_id = static_cast<int64_t>(vocab.size());
  ojson added = ojson::array();
  for (const char* s : {"<|endoftext|>", "<|im_start|>", "<|im_end|>"})
    added.push_back(Added(next_id++, s, true));
  std::vector<std::string> plain;  // text and action tokens, in id order
  for (const std::string& f : spec.text_files) {
    auto text = ReadFile(f);
    if (!text.ok()) return text.status();
    plain.push_back(std::move(text).value());
  }
  for (const std::string& t : spec.texts) plain.push_back(t);
  auto bash_call = [](const std::string& command) {
    return tokenizer::RenderToolCall({"bash", ojson{{"command", command}}});
  };
  for (const std::string& d : spec.solution_dirs) {
    auto command = SolutionCommand(d);
    if (!command.ok()) return command.status();
    if (!spec.solution_check.empty()) command.value() += spec.solution_check + "\n";
    plain.push_back(bash_call(command.value()));
  }
  for (const std::string& tool : spec.tools)
    plain.push_back(tokenizer::RenderToolCall({tool, ojson::object()}));
  for (const std::string& command : spec.commands) plain.push_back(bash_call(command));
  for (const std::string& p : plain) {
    if (p.empty()) return Status::InvalidArgument("toy tokenizer: an added token cannot be empty");
    added.push_back(Added(next_id++, p, false));
  }

  ojson model = {{"type", "BPE"},
                 {"dropout", nullptr},
                 {"unk_token", spec.byte_vocab ? ojson(nullptr) : ojson("<unk>")},
                 {"continuing_subword_prefix", nullptr},
                 {"end_of_word_suffix", nullptr},
                 {"fuse_unk", false},
                 {"byte_fallback", false},
                 {"ignore_merges", false},
                 {"vocab", vocab},
                 {"merges", ojson::array()}};
  ojson doc = {{"version", "1.0"},
               {"truncation", nullptr},
               {"padding", nullptr},
               {"added_tokens", added},
               {"normalizer", nullptr},
               {"pre_tokenizer",
                {{"type", "ByteLevel"},
                 {"add_prefix_space", false},
                 {"trim_offsets", true},
                 {"use_regex", false}}},
               {"post_processor", nullptr},
               {"decoder",
                {{"type", "ByteLevel"},
                 {"add_prefix_space", true},
                 {"trim_offsets", true},
                 {"use_regex", true}}},
               {"model", model}};
  return doc.dump(1, ' ', false, ojson::error_handler_t::replace);
}

Status CreateToyPolicy(const ToyPolicySpec& spec, const std::string& dir, uint64_t seed) {
  auto tokenizer_json = ToyTokenizerJson(spec);
  if (!tokenizer_json.ok()) return tokenizer_json.status();
  const ojson parsed = ojson::parse(tokenizer_json.value());
  const int64_t tokenizer_size =
      static_cast<int64_t>(parsed["model"]["vocab"].size() + parsed["added_tokens"].size());
  if (spec.vocab_size != 0 && spec.vocab_size < tokenizer_size)
    return Status::InvalidArgument("toy policy: vocab_size " + std::to_string(spec.vocab_size) +
                                   " is smaller than the tokenizer's " +
                                   std::to_string(tokenizer_size) + " ids");
  const int64_t vocab_size = spec.vocab_size != 0 ? spec.vocab_size : tokenizer_size;
  const int64_t im_end = parsed["added_tokens"][2]["id"].get<int64_t>();
  if (spec.num_heads <= 0 || spec.hidden_size % spec.num_heads != 0)
    return Status::InvalidArgument("toy policy: hidden_size must be a multiple of num_heads");
  const nlohmann::json config_json = {{"architectures", {"Qwen2ForCausalLM"}},
                                      {"model_type", "qwen2"},
                                      {"vocab_size", vocab_size},
                                      {"hidden_size", spec.hidden_size},
                                      {"intermediate_size", spec.intermediate_size},
                                      {"num_hidden_layers", spec.num_layers},
                                      {"num_attention_heads", spec.num_heads},
                                      {"num_key_value_heads", spec.num_kv_heads},
                                      {"head_dim", spec.hidden_size / spec.num_heads},
                                      {"max_position_embeddings", spec.max_position_embeddings},
                                      {"rms_norm_eps", 1e-6},
                                      {"rope_theta", spec.rope_theta},
                                      {"tie_word_embeddings", true},
                                      {"hidden_act", "silu"},
                                      {"eos_token_id", im_end},
                                      {"bos_token_id", nullptr},
                                      {"torch_dtype", "float32"}};
  auto config = model::ModelConfig::FromJson(config_json);
  if (!config.ok()) return config.status();

  std::error_code ec;
  fs::create_directories(dir, ec);
  if (ec) return Status::Internal("cannot create " + dir + ": " + ec.message());
  {
    std::ofstream out(fs::path(dir) / "tokenizer.json", std::ios::binary);
    out << tokenizer_json.value();
    if (!out) return Status::Internal("cannot write " + dir + "/tokenizer.json");
  }
  at::manual_seed(seed);
  model::Transformer policy(config.value(), at::TensorOptions().dtype(at::kFloat));
  return checkpoint::SaveModel(policy, dir);
}

}  // namespace warpgym::train
