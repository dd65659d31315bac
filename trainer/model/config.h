// ModelConfig: the shape of a decoder-only transformer of the Qwen2 / Llama family, read from a
// Hugging Face config.json. No LibTorch here.
//
// Accepted: model_type "qwen2" or "llama" (architectures Qwen2ForCausalLM, LlamaForCausalLM),
// hidden_act "silu", rotary embeddings with rope_type default / linear / llama3 / dynamic / yarn,
// given either the transformers-5 way ("rope_parameters": {"rope_theta", "rope_type", ...}) or the
// older way (top-level "rope_theta" and "rope_scaling": {"type" or "rope_type", "factor", ...}).
// Rejected with InvalidArgument naming the field: sliding-window attention, partial rotary
// embeddings, other activations or rope types, missing or non-positive sizes.
//
// Biases follow the architectures: Qwen2 always has q/k/v biases and no o bias; Llama has biases
// on q/k/v/o when attention_bias is true and on the MLP when mlp_bias is true.
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "shared/status.h"

namespace warpgym::model {

struct RopeConfig {
  std::string type = "default";  // default | linear | llama3 | dynamic | yarn
  double theta = 10000.0;        // base wavelength
  double factor = 1.0;           // context scaling (linear, llama3, dynamic, yarn)
  // llama3: wavelengths between original_max/high_freq_factor and original_max/low_freq_factor
  // are interpolated; yarn: original_max is the pre-training context.
  double low_freq_factor = 1.0;
  double high_freq_factor = 4.0;
  int64_t original_max_position_embeddings = 0;
  // yarn only: cos/sin multiplier (0 = derive from factor), ramp bounds in rotations.
  double attention_factor = 0.0;
  double mscale = 0.0, mscale_all_dim = 0.0;
  double beta_fast = 32.0, beta_slow = 1.0;
  bool truncate = true;
};

struct ModelConfig {
  std::string model_type;  // "qwen2" | "llama"
  int64_t vocab_size = 0;
  int64_t hidden_size = 0;        // C
  int64_t intermediate_size = 0;  // F
  int64_t num_layers = 0;         // L
  int64_t num_heads = 0;          // H, query heads
  int64_t num_kv_heads = 0;       // K, key/value heads (H % K == 0)
  int64_t head_dim = 0;           // D
  int64_t max_position_embeddings = 0;
  double rms_norm_eps = 1e-6;
  bool tie_word_embeddings = false;
  bool qkv_bias = false;  // q_proj, k_proj, v_proj
  bool o_bias = false;    // o_proj
  bool mlp_bias = false;  // gate_proj, up_proj, down_proj
  RopeConfig rope;
  std::vector<int64_t> eos_token_ids;  // from config.json eos_token_id (int or list)
  // generation_config.json's eos_token_id (int or list) where the model dir has one (FromModelDir):
  // what ends a generation (Qwen2.5 lists <|im_end|> and <|endoftext|> there). Not written back.
  std::vector<int64_t> generation_eos_token_ids;
  std::string dtype = "float32";  // "dtype" / "torch_dtype" as stored

  // The parsed document, kept so that a saved checkpoint writes every key it came with.
  nlohmann::json raw;

  static StatusOr<ModelConfig> FromJson(const nlohmann::json& j);
  static StatusOr<ModelConfig> FromFile(const std::string& path);  // NotFound if unreadable
  static StatusOr<ModelConfig> FromModelDir(const std::string& dir);

  // config.json content for this config: `raw` updated with the fields above (or, for a config
  // built in code, a fresh document transformers loads), with dtype set to `dtype`.
  nlohmann::json ToJson() const;

  // Parameter count (embeddings counted once when tied).
  int64_t NumParameters() const;
};

}  // namespace warpgym::model
