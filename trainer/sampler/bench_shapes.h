// Model shapes for the trainer's benchmarks: Qwen2.5 as published (config.json; the weights are
// random where used) and a tiny one for smoke runs on the CPU. Unknown names exit with status 2.
#pragma once

#include <cstdlib>
#include <iostream>
#include <string>

#include "trainer/model/config.h"

namespace warpgym::sampler {

inline model::ModelConfig Shape(const std::string& name) {
  using model::ModelConfig;
  ModelConfig c;
  c.model_type = "qwen2";
  c.vocab_size = 151936;
  c.max_position_embeddings = 32768;
  c.rms_norm_eps = 1e-6;
  c.tie_word_embeddings = true;
  c.qkv_bias = true;
  c.rope.theta = 1e6;
  c.num_kv_heads = 2;
  if (name == "qwen2.5-0.5b") {
    c.hidden_size = 896, c.intermediate_size = 4864, c.num_layers = 24, c.num_heads = 14;
  } else if (name == "qwen2.5-1.5b") {
    c.hidden_size = 1536, c.intermediate_size = 8960, c.num_layers = 28, c.num_heads = 12;
  } else if (name == "tiny") {
    c.vocab_size = 4096, c.hidden_size = 128, c.intermediate_size = 256, c.num_layers = 2,
    c.num_heads = 4;
  } else {
    std::cerr << "unknown shape " << name << "\n";
    std::exit(2);
  }
  c.head_dim = c.hidden_size / c.num_heads;
  return c;
}

}  // namespace warpgym::sampler
