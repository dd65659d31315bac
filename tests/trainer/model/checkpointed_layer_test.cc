// trainer/model/checkpointed_layer.h: with gradient checkpointing the training forward gives the
// same loss and the same gradient for every parameter (float32), with and without a padding mask.
#include "trainer/model/checkpointed_layer.h"

#include <c10/core/GradMode.h>
#include <gtest/gtest.h>
#include <torch/csrc/autograd/function.h>

#include <set>
#include <string>

#include "trainer/model/transformer.h"

namespace warpgym::model {
namespace {

ModelConfig Config() {
  const nlohmann::json j = {{"model_type", "qwen2"},      {"vocab_size", 40},
                            {"hidden_size", 32},          {"intermediate_size", 64},
                            {"num_hidden_layers", 3},     {"num_attention_heads", 4},
                            {"num_key_value_heads", 2},   {"max_position_embeddings", 64},
                            {"rms_norm_eps", 1e-6},       {"rope_theta", 10000.0},
                            {"tie_word_embeddings", true}};
  auto c = ModelConfig::FromJson(j);
  EXPECT_TRUE(c.ok());
  return c.value();
}

// Whether the autograd graph behind `t` has a node whose name contains `name` (the checkpointed
// layers are nodes of LayerFunction): without it the comparison below would prove nothing.
bool GraphHas(const at::Tensor& t, const std::string& name) {
  std::vector<torch::autograd::Node*> stack = {t.grad_fn().get()};
  std::set<torch::autograd::Node*> seen;
  while (!stack.empty()) {
    torch::autograd::Node* n = stack.back();
    stack.pop_back();
    if (n == nullptr || !seen.insert(n).second) continue;
    if (n->name().find(name) != std::string::npos) return true;
    for (const auto& edge : n->next_edges()) stack.push_back(edge.function.get());
  }
  return false;
}

struct Result {
  double loss = 0;
  std::vector<at::Tensor> grads;
};

// A loss over the logits and the values of a batch, and the gradient of every parameter.
Result LossAndGradients(const Transformer& model, const at::Tensor& ids,
                        const at::Tensor& key_mask) {
  std::vector<at::Tensor> params;
  for (auto& [name, p] : model.NamedParameters()) {
    p.requires_grad_(true);
    p.mutable_grad() = at::Tensor();
    params.push_back(p);
  }
  const at::Tensor positions = at::arange(ids.size(1)).unsqueeze(0).expand_as(ids).contiguous();
  at::Tensor hidden = model.Forward(ids, positions, nullptr, key_mask);
  EXPECT_EQ(GraphHas(hidden, "LayerFunction"), model.gradient_checkpointing());
  at::Tensor logits = model.Logits(hidden).log_softmax(-1);
  at::Tensor target = at::one_hot(ids.roll(-1, 1), model.config().vocab_size).to(at::kFloat);
  at::Tensor loss = -(logits * target).sum() / static_cast<double>(ids.numel()) +
                    model.Values(hidden).pow(2).mean();
  loss.backward();
  Result r{loss.item<double>(), {}};
  for (const at::Tensor& p : params) r.grads.push_back(p.grad().clone());
  return r;
}

void ExpectSameWithCheckpointing(const at::Tensor& key_mask) {
  at::manual_seed(5);
  Transformer model(Config(), at::TensorOptions().dtype(at::kFloat), /*value_head=*/true);
  const at::Tensor ids = at::randint(40, {3, 11}, at::kLong);
  const Result plain = LossAndGradients(model, ids, key_mask);
  model.set_gradient_checkpointing(true);
  const Result checkpointed = LossAndGradients(model, ids, key_mask);
  EXPECT_NEAR(checkpointed.loss, plain.loss, 1e-6);
  ASSERT_EQ(checkpointed.grads.size(), plain.grads.size());
  for (size_t i = 0; i < plain.grads.size(); ++i) {
    EXPECT_GT(plain.grads[i].abs().max().item<double>(), 0)
        << "parameter " << i << " has no gradient";
    EXPECT_TRUE(at::allclose(checkpointed.grads[i], plain.grads[i], 1e-5, 1e-7))
        << "parameter " << i << ": max diff "
        << (checkpointed.grads[i] - plain.grads[i]).abs().max().item<double>();
  }
}

TEST(CheckpointedLayerTest, SameLossAndGradientsCausal) {
  ExpectSameWithCheckpointing(at::Tensor());
}

TEST(CheckpointedLayerTest, SameLossAndGradientsWithPaddingMask) {
  at::Tensor key_mask = at::ones({3, 11}, at::kBool);
  key_mask[1].narrow(0, 8, 3).fill_(false);  // right padding in one row
  ExpectSameWithCheckpointing(key_mask);
}

TEST(CheckpointedLayerTest, SameForwardValues) {
  at::manual_seed(5);
  Transformer model(Config(), at::TensorOptions().dtype(at::kFloat));
  model.set_gradient_checkpointing(true);
  const at::Tensor ids = at::randint(40, {2, 6}, at::kLong);
  const at::Tensor positions = at::arange(6).unsqueeze(0).expand_as(ids).contiguous();
  at::Tensor with_grad = model.Forward(ids, positions);
  c10::NoGradGuard no_grad;
  model.set_gradient_checkpointing(false);
  EXPECT_TRUE(at::allclose(with_grad.detach(), model.Forward(ids, positions), 1e-6, 1e-7));
}

}  // namespace
}  // namespace warpgym::model
