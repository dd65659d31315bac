#include "trainer/sampler/model_commands.h"

#include <ATen/ATen.h>
#include <c10/core/InferenceMode.h>

#include <iostream>
#include <nlohmann/json.hpp>

#include "trainer/checkpoint/hf_checkpoint.h"
#include "trainer/sampler/sampler.h"
#include "trainer/tokenizer/tokenizer.h"

namespace warpgym::sampler {
namespace {

using tokenizer::Tokenizer;

// Token ids from --ids (a JSON array of ints, or of arrays when nested) or the tokenizer.
StatusOr<std::vector<std::vector<int64_t>>> ParseIds(const std::string& text, bool nested) {
  nlohmann::json j = nlohmann::json::parse(text, nullptr, false);
  if (j.is_discarded() || !j.is_array()) return Status::InvalidArgument("ids: not a JSON array");
  std::vector<std::vector<int64_t>> out;
  auto row = [](const nlohmann::json& a) -> StatusOr<std::vector<int64_t>> {
    std::vector<int64_t> r;
    if (!a.is_array()) return Status::InvalidArgument("ids: not an array of integers");
    for (const auto& v : a) {
      if (!v.is_number_integer()) return Status::InvalidArgument("ids: not an integer");
      r.push_back(v.get<int64_t>());
    }
    return r;
  };
  if (!nested) {
    auto r = row(j);
    if (!r.ok()) return r.status();
    out.push_back(std::move(r.value()));
    return out;
  }
  for (const auto& a : j) {
    auto r = row(a);
    if (!r.ok()) return r.status();
    out.push_back(std::move(r.value()));
  }
  return out;
}

StatusOr<std::vector<int64_t>> EncodeText(const Tokenizer& tok, const std::string& text) {
  auto ids = tok.Encode(text);
  if (!ids.ok()) return ids.status();
  return std::vector<int64_t>(ids->begin(), ids->end());
}

std::string DecodeText(const Tokenizer& tok, const std::vector<int64_t>& ids) {
  auto text = tok.Decode(std::vector<tokenizer::TokenId>(ids.begin(), ids.end()));
  return text.ok() ? text.value() : std::string();
}

std::vector<float> ToFloats(const at::Tensor& t) {
  at::Tensor c = t.to(at::kCPU, at::kFloat).contiguous();
  return {c.data_ptr<float>(), c.data_ptr<float>() + c.numel()};
}

void PrintJson(const nlohmann::json& j) {
  std::cout << j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) << "\n";
}

}  // namespace

void AddModelOptions(CLI::App* cmd, std::string* model_dir, std::string* dtype,
                     std::string* device) {
  cmd->add_option("--model", *model_dir, "Hugging Face model directory")->required();
  cmd->add_option("--dtype", *dtype, "float32 or bfloat16")
      ->check(CLI::IsMember({"float32", "bfloat16"}));
  cmd->add_option("--device", *device, "cpu or cuda")->check(CLI::IsMember({"cpu", "cuda"}));
}

checkpoint::LoadOptions LoadOptionsFor(const std::string& dtype, const std::string& device) {
  checkpoint::LoadOptions o;
  o.dtype = dtype == "bfloat16" ? at::kBFloat16 : at::kFloat;
  o.device = device == "cuda" ? at::Device(at::kCUDA) : at::Device(at::kCPU);
  return o;
}

ModelCommands::ModelCommands(CLI::App& app) {
  dump_ = app.add_subcommand("dump-logits",
                             "print the token ids and last-position logits of a text as JSON");
  AddModelOptions(dump_, &common_.model_dir, &common_.dtype, &common_.device);
  auto* text =
      dump_->add_option("--text", text_, "input text (tokenized with the model's tokenizer.json)");
  dump_->add_option("--ids", ids_json_, "input token ids as a JSON array instead of --text")
      ->excludes(text);
  dump_->add_flag("--all-positions", all_positions_, "print the logits of every position");

  sample_ =
      app.add_subcommand("sample", "generate completions and their per-token log-probabilities");
  AddModelOptions(sample_, &common_.model_dir, &common_.dtype, &common_.device);
  auto* prompt = sample_->add_option("--prompt", prompts_, "prompt text (repeat for a batch)");
  sample_->add_option("--prompt-ids", ids_json_, "prompts as a JSON array of token-id arrays")
      ->excludes(prompt);
  sample_->add_option("--max-new-tokens", max_new_tokens_, "tokens to generate at most");
  sample_->add_option("--temperature", temperature_, "0 = greedy");
  sample_->add_option("--top-p", top_p_, "nucleus mass in (0, 1]");
  sample_->add_option("--top-k", top_k_, "0 = no limit");
  sample_->add_option("--seed", seed_, "sampling seed");
  sample_->add_option("--stop", stops_, "stop string (repeatable)");
  sample_->add_flag("--no-eos-stop", no_eos_stop_, "do not stop at the config's eos_token_id");
  sample_->add_flag("--no-cuda-graphs", no_cuda_graphs_,
                    "on CUDA, decode eagerly instead of replaying a CUDA graph");
  sample_->add_flag("--static-decode", static_decode_,
                    "without a graph, run the fixed-shape decode step eagerly");

  convert_ = app.add_subcommand("convert",
                                "load a model directory and write it back (Hugging Face layout)");
  AddModelOptions(convert_, &common_.model_dir, &common_.dtype, &common_.device);
  convert_->add_option("--out", out_dir_, "output directory")->required();
  convert_->add_option("--max-shard-bytes", max_shard_bytes_, "bytes per safetensors shard");
  convert_->add_flag("--value-head", value_head_, "include a value head (value_head.safetensors)");
}

Status ModelCommands::Run() const {
  try {
    if (dump_->parsed()) return DumpLogits();
    if (sample_->parsed()) return Sample();
    if (convert_->parsed()) return Convert();
  } catch (const std::exception& e) {  // LibTorch reports errors (e.g. no CUDA device) by throwing
    return Status::Internal(e.what());
  }
  return Status::Ok();
}

Status ModelCommands::DumpLogits() const {
  auto model =
      checkpoint::LoadModel(common_.model_dir, LoadOptionsFor(common_.dtype, common_.device));
  if (!model.ok()) return model.status();
  std::vector<int64_t> ids;
  if (!ids_json_.empty()) {
    auto parsed = ParseIds(ids_json_, /*nested=*/false);
    if (!parsed.ok()) return parsed.status();
    ids = parsed.value()[0];
  } else {
    auto tok = Tokenizer::FromModelDir(common_.model_dir);
    if (!tok.ok()) return tok.status();
    auto encoded = EncodeText(*tok.value(), text_);
    if (!encoded.ok()) return encoded.status();
    ids = encoded.value();
  }
  if (ids.empty()) return Status::InvalidArgument("no input tokens");
  for (int64_t t : ids)
    if (t < 0 || t >= model->config().vocab_size)
      return Status::InvalidArgument("token id outside the vocabulary");

  c10::InferenceMode inference;
  const auto T = static_cast<int64_t>(ids.size());
  const auto device = model->options().device();
  at::Tensor input = at::tensor(ids, at::kLong).view({1, T}).to(device);    // [1, T]
  at::Tensor positions = at::arange(T, at::kLong).view({1, T}).to(device);  // [1, T]
  at::Tensor logits = model->Logits(model->Forward(input, positions))[0];   // [T, V]
  nlohmann::json out = {{"ids", ids}};
  if (all_positions_) {
    nlohmann::json rows = nlohmann::json::array();
    for (int64_t t = 0; t < T; ++t) rows.push_back(ToFloats(logits[t]));
    out["logits"] = std::move(rows);
  } else {
    out["logits"] = ToFloats(logits[T - 1]);
  }
  PrintJson(out);
  return Status::Ok();
}

Status ModelCommands::Sample() const {
  auto model =
      checkpoint::LoadModel(common_.model_dir, LoadOptionsFor(common_.dtype, common_.device));
  if (!model.ok()) return model.status();
  auto tok = Tokenizer::FromModelDir(common_.model_dir);
  const bool needs_tokenizer =
      ids_json_.empty() || !stops_.empty();  // text prompts or stop strings
  if (!tok.ok() && needs_tokenizer) return tok.status();

  std::vector<std::vector<int64_t>> prompts;
  if (!ids_json_.empty()) {
    auto parsed = ParseIds(ids_json_, /*nested=*/true);
    if (!parsed.ok()) return parsed.status();
    prompts = std::move(parsed.value());
  } else {
    for (const auto& p : prompts_) {
      auto encoded = EncodeText(*tok.value(), p);
      if (!encoded.ok()) return encoded.status();
      prompts.push_back(std::move(encoded.value()));
    }
  }
  SamplingParams params;
  params.max_new_tokens = max_new_tokens_;
  params.temperature = temperature_;
  params.top_p = top_p_;
  params.top_k = top_k_;
  params.seed = seed_;
  params.stop_strings = stops_;
  params.cuda_graphs = !no_cuda_graphs_;
  params.static_decode = static_decode_;
  if (!no_eos_stop_) params.stop_token_ids = model->config().eos_token_ids;
  const Tokenizer* t = tok.ok() ? tok.value().get() : nullptr;
  if (t != nullptr)
    params.decode = [t](const std::vector<int64_t>& ids) { return DecodeText(*t, ids); };

  Sampler sampler(model.value());
  auto completions = sampler.Generate(prompts, params);
  if (!completions.ok()) return completions.status();
  for (size_t i = 0; i < prompts.size(); ++i) {
    const Completion& c = completions.value()[i];
    nlohmann::json line = {{"prompt_ids", prompts[i]},
                           {"tokens", c.tokens},
                           {"logprobs", c.logprobs},
                           {"finish", c.finish == FinishReason::kStop ? "stop" : "length"}};
    if (t != nullptr) line["text"] = DecodeText(*t, c.tokens);
    PrintJson(line);
  }
  return Status::Ok();
}

Status ModelCommands::Convert() const {
  checkpoint::LoadOptions load = LoadOptionsFor(common_.dtype, common_.device);
  load.value_head = value_head_;
  auto model = checkpoint::LoadModel(common_.model_dir, load);
  if (!model.ok()) return model.status();
  checkpoint::SaveOptions save;
  save.max_shard_bytes = max_shard_bytes_;
  save.copy_files_from = common_.model_dir;
  return checkpoint::SaveModel(model.value(), out_dir_, save);
}

}  // namespace warpgym::sampler
