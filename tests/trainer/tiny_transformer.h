// A 2-layer Qwen2-shaped model with random weights (seeded: the same on every call), for the
// sampler and trainer gtests that need a real Transformer but no checkpoint.
#pragma once

#include <string>

#include "trainer/model/transformer.h"

namespace warpgym::testing {

inline model::Transformer TinyQwen2(bool value_head = false) {
  model::ModelConfig c;
  c.model_type = "qwen2";
  c.vocab_size = 61, c.hidden_size = 32, c.intermediate_size = 48, c.num_layers = 2;
  c.num_heads = 4, c.num_kv_heads = 2, c.head_dim = 8, c.max_position_embeddings = 128;
  c.qkv_bias = true;
  c.tie_word_embeddings = true;
  at::manual_seed(5);
  model::Transformer m(c, at::TensorOptions().dtype(at::kFloat), value_head);
  for (auto& [name, p] : m.NamedParameters())
    p.normal_(name.find("norm") != std::string::npos ? 1.0 : 0.0, 0.3);
  return m;
}

}  // namespace warpgym::testing
