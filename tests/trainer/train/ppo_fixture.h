// Shared by the PpoUpdate gtests: a 2-layer policy/critic pair made alike on every call (fixed
// seeds), a small batch of scored trajectories, and an update config that exercises clipping.
#pragma once

#include <gtest/gtest.h>

#include <vector>

#include "trainer/model/config.h"
#include "trainer/train/adamw.h"
#include "trainer/train/ppo_update.h"
#include "trainer/train/token_batch.h"

namespace warpgym::train {

inline model::ModelConfig TinyConfig() {
  const nlohmann::json j = {{"model_type", "qwen2"},      {"vocab_size", 32},
                            {"hidden_size", 16},          {"intermediate_size", 32},
                            {"num_hidden_layers", 2},     {"num_attention_heads", 4},
                            {"num_key_value_heads", 2},   {"max_position_embeddings", 128},
                            {"rms_norm_eps", 1e-6},       {"rope_theta", 10000.0},
                            {"tie_word_embeddings", true}};
  auto c = model::ModelConfig::FromJson(j);
  EXPECT_TRUE(c.ok()) << c.status().ToString();
  return c.value();
}

// The same weights every call (the seed), so each rank and the single process start alike.
inline Learner MakeLearner(bool value_head, at::Device device = at::kCPU) {
  at::manual_seed(value_head ? 7 : 3);
  model::Transformer m(TinyConfig(), at::TensorOptions().dtype(at::kFloat), value_head);
  if (!device.is_cpu()) m.To(at::TensorOptions().dtype(at::kFloat).device(device));
  Learner l{m, {}, nullptr};
  l.params = TrainableParameters(l.model);
  l.optimizer = std::make_unique<AdamW>(l.params, AdamWOptions{1e-2});
  return l;
}

// Trajectories of different lengths and rewards: a prompt, then policy tokens with made-up
// sampler log-probs.
inline std::vector<rl::Trajectory> Batch() {
  std::vector<rl::Trajectory> out;
  for (int i = 0; i < 4; ++i) {
    rl::Trajectory t;
    t.task_id = "t";
    const int n = 5 + 3 * i;
    for (int k = 0; k < n; ++k) {
      t.tokens.push_back((7 * k + 3 * i + 1) % 32);
      const bool policy = k >= 3 && k % 4 != 0;
      t.loss_mask.push_back(policy ? 1 : 0);
      t.logprobs.push_back(policy ? -3.0f - 0.1f * static_cast<float>(k % 3) : 0.0f);
    }
    t.reward = i % 2 == 0 ? 1.0 : -0.5 * i;
    t.turns = 1;
    out.push_back(std::move(t));
  }
  return out;
}

inline PpoConfig Config() {
  PpoConfig c;
  c.epochs = 2;  // the second epoch's ratios differ from 1: the clipped loss is exercised
  c.minibatches = 1;
  c.max_grad_norm = 0;  // unclipped gradients, compared below
  c.actor_lr = c.critic_lr = 1e-2;
  return c;
}

inline std::vector<const rl::Trajectory*> Pointers(const std::vector<rl::Trajectory>& v,
                                                   const std::vector<int>& which) {
  std::vector<const rl::Trajectory*> out;
  for (int i : which) out.push_back(&v[static_cast<size_t>(i)]);
  return out;
}

}  // namespace warpgym::train
