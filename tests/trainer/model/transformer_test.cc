// Consistency of the Transformer with itself (transformers parity is test_model_parity.py):
// decoding through the KV cache equals one full forward pass, a left-padded row equals the same
// row alone, the fixed-shape DecodeStep equals Forward, stacked (fused) projections compute the
// same model, parameter names follow Hugging Face's.
#include "trainer/model/transformer.h"

#include <c10/core/InferenceMode.h>
#include <gtest/gtest.h>

#include <algorithm>

#include "trainer/model/cudnn_attention_off.h"

namespace warpgym::model {
namespace {

ModelConfig Tiny(const std::string& type) {
  ModelConfig c;
  c.model_type = type;
  c.vocab_size = 97, c.hidden_size = 32, c.intermediate_size = 48, c.num_layers = 2;
  c.num_heads = 4, c.num_kv_heads = 2, c.head_dim = 8, c.max_position_embeddings = 64;
  c.qkv_bias = type == "qwen2";
  c.tie_word_embeddings = type == "qwen2";
  return c;
}

Transformer Make(const std::string& type) {
  at::manual_seed(1);
  Transformer m(Tiny(type), at::TensorOptions().dtype(at::kFloat));
  for (auto& [name, p] : m.NamedParameters())
    p.normal_(name.find("norm") != std::string::npos ? 1.0 : 0.0, 0.2);
  return m;
}

double MaxDiff(const at::Tensor& a, const at::Tensor& b) {
  return (a - b).abs().max().item<double>();
}

TEST(Transformer, CachedDecodeEqualsFullForward) {
  c10::InferenceMode guard;
  for (const char* type : {"qwen2", "llama"}) {
    Transformer m = Make(type);
    at::Tensor ids = at::randint(0, 97, {2, 10}, at::kLong);
    at::Tensor pos = at::arange(10, at::kLong).unsqueeze(0).expand({2, 10});
    at::Tensor full = m.Logits(m.Forward(ids, pos));  // [2, 10, V]

    KvCache cache = m.NewCache(2, 10);
    at::Tensor prefix = m.Logits(m.Forward(ids.narrow(1, 0, 6), pos.narrow(1, 0, 6), &cache));
    EXPECT_LT(MaxDiff(prefix, full.narrow(1, 0, 6)), 1e-5) << type;
    // Two tokens at once (an explicit causal mask over the cache), then one at a time.
    at::Tensor two = m.Logits(m.Forward(ids.narrow(1, 6, 2), pos.narrow(1, 6, 2), &cache));
    EXPECT_LT(MaxDiff(two, full.narrow(1, 6, 2)), 1e-5) << type;
    for (int64_t t = 8; t < 10; ++t) {
      at::Tensor step = m.Logits(m.Forward(ids.narrow(1, t, 1), pos.narrow(1, t, 1), &cache));
      EXPECT_LT(MaxDiff(step, full.narrow(1, t, 1)), 1e-5) << type << " position " << t;
    }
    EXPECT_EQ(cache.length, 10);
  }
}

TEST(Transformer, LeftPaddedRowEqualsRowAlone) {
  c10::InferenceMode guard;
  Transformer m = Make("llama");
  at::Tensor row = at::randint(0, 97, {1, 5}, at::kLong);
  at::Tensor alone = m.Logits(m.Forward(row, at::arange(5, at::kLong).unsqueeze(0)));  // [1, 5, V]

  at::Tensor ids = at::cat({at::zeros({1, 3}, at::kLong), row}, 1);  // 3 pads, then the row
  at::Tensor mask = at::cat({at::zeros({1, 3}, at::kBool), at::ones({1, 5}, at::kBool)}, 1);
  at::Tensor pos =
      at::cat({at::zeros({1, 3}, at::kLong), at::arange(5, at::kLong).unsqueeze(0)}, 1);
  KvCache cache = m.NewCache(1, 9);
  at::Tensor padded = m.Logits(m.Forward(ids, pos, &cache, mask));
  EXPECT_TRUE(at::isfinite(padded).all().item<bool>());
  EXPECT_LT(MaxDiff(padded.narrow(1, 3, 5), alone), 1e-5);

  // One decode step over the padded cache equals the unpadded forward of 6 tokens.
  at::Tensor next = at::full({1, 1}, 7, at::kLong);
  at::Tensor six =
      m.Logits(m.Forward(at::cat({row, next}, 1), at::arange(6, at::kLong).unsqueeze(0)));
  at::Tensor step = m.Logits(m.Forward(next, at::full({1, 1}, 5, at::kLong), &cache,
                                       at::cat({mask, at::ones({1, 1}, at::kBool)}, 1)));
  EXPECT_LT(MaxDiff(step, six.narrow(1, 5, 1)), 1e-5);
}

// Runs `steps` decode steps both ways from the same prefill of `ids` (left-padded by `mask`):
// Forward over the growing prefix, and DecodeStep over a cache of `capacity` slots with its
// inputs updated in place. Returns the largest logit difference.
double DecodeStepVersusForward(const Transformer& m, const at::Tensor& ids, const at::Tensor& mask,
                               int64_t steps, int64_t capacity) {
  const int64_t B = ids.size(0), P = ids.size(1);
  at::Tensor pos = (mask.to(at::kLong).cumsum(1) - 1).clamp_min(0);  // [B, P]
  KvCache dynamic = m.NewCache(B, P + steps), fixed = m.NewCache(B, capacity);
  m.Forward(ids, pos, &dynamic, mask);
  m.Forward(ids, pos, &fixed, mask);

  DecodeInputs in;
  in.ids = at::zeros({B, 1}, at::kLong);
  in.positions = pos.narrow(1, P - 1, 1) + 1;  // [B, 1]
  in.slot = at::full({1}, P, at::kLong);
  in.key_mask = at::ones({B, capacity}, at::kBool);
  in.key_mask.narrow(1, 0, P).copy_(mask);
  at::Tensor logits = at::empty({B, m.config().vocab_size});
  at::Tensor grown = mask;  // [B, S] for Forward
  double worst = 0;
  for (int64_t t = 0; t < steps; ++t) {
    at::Tensor next = at::randint(0, m.config().vocab_size, {B, 1}, at::kLong);
    grown = at::cat({grown, at::ones({B, 1}, at::kBool)}, 1);
    at::Tensor want =
        m.Logits(m.Forward(next, in.positions, &dynamic, grown)).squeeze(1);  // [B, V]
    in.ids.copy_(next);
    m.DecodeStep(in, &fixed, logits);
    worst = std::max(worst, MaxDiff(logits, want));
    in.positions.add_(1);
    in.slot.add_(1);
  }
  EXPECT_EQ(fixed.length, P);  // DecodeStep leaves the host-side length alone
  return worst;
}

TEST(Transformer, DecodeStepEqualsForward) {
  c10::InferenceMode guard;
  for (const char* type : {"qwen2", "llama"}) {
    Transformer m = Make(type);
    EXPECT_TRUE(m.DecodeStepCapturable());
    at::Tensor ids = at::randint(0, 97, {3, 6}, at::kLong);
    at::Tensor mask = at::ones({3, 6}, at::kBool);
    mask[1].narrow(0, 0, 4).fill_(false);                                   // row 1: 2 real tokens
    mask[2].narrow(0, 0, 1).fill_(false);                                   // row 2: 5
    EXPECT_LT(DecodeStepVersusForward(m, ids, mask, 4, 10), 1e-5) << type;  // capacity just enough
    EXPECT_LT(DecodeStepVersusForward(m, ids, mask, 3, 32), 1e-5) << type;  // spare slots hidden
  }
}

TEST(Transformer, DecodeStepWithDynamicRopeRunsEagerly) {
  c10::InferenceMode guard;
  ModelConfig c = Tiny("llama");
  c.rope.type = "dynamic", c.rope.factor = 2.0, c.max_position_embeddings = 8;  // decode passes 8
  at::manual_seed(2);
  Transformer m(c, at::TensorOptions().dtype(at::kFloat));
  EXPECT_FALSE(m.DecodeStepCapturable());
  at::Tensor ids = at::randint(0, 97, {2, 6}, at::kLong);
  at::Tensor mask = at::ones({2, 6}, at::kBool);
  mask[0].narrow(0, 0, 2).fill_(false);
  EXPECT_LT(DecodeStepVersusForward(m, ids, mask, 5, 12), 1e-5);
}

TEST(Transformer, FusedProjectionsComputeTheSameModel) {
  c10::InferenceMode guard;
  for (const char* type : {"qwen2", "llama"}) {
    ModelConfig c = Tiny(type);
    c.mlp_bias = std::string(type) == "llama";  // a stacked bias too
    at::manual_seed(3);
    Transformer plain(c, at::TensorOptions().dtype(at::kFloat));
    for (auto& [name, p] : plain.NamedParameters())
      p.normal_(name.find("norm") != std::string::npos ? 1.0 : 0.0, 0.2);
    Transformer fused = plain;  // shares the tensors until fused
    fused.FuseProjections();
    const LayerWeights& w = fused.LayerWeightsOf(0);
    ASSERT_TRUE(w.qkv_w.defined() && w.gate_up_w.defined()) << type;
    EXPECT_EQ(w.qkv_b.defined(), c.qkv_bias) << type;
    EXPECT_EQ(w.gate_up_b.defined(), c.mlp_bias) << type;
    EXPECT_FALSE(plain.LayerWeightsOf(0).qkv_w.defined()) << type;  // the original is untouched

    at::Tensor ids = at::randint(0, 97, {2, 7}, at::kLong);
    at::Tensor pos = at::arange(7, at::kLong).unsqueeze(0).expand({2, 7});
    EXPECT_LT(MaxDiff(fused.Logits(fused.Forward(ids, pos)), plain.Logits(plain.Forward(ids, pos))),
              1e-5)
        << type;
    at::Tensor mask = at::ones({2, 7}, at::kBool);
    mask[1].narrow(0, 0, 3).fill_(false);
    EXPECT_LT(DecodeStepVersusForward(fused, ids, mask, 4, 12), 1e-5) << type;

    // Writing a slot in place (as SamplingCopy::Refresh does) reaches the stacked matrices.
    for (auto& [name, p] : fused.NamedParameters())
      if (name.find("layers.1.self_attn.k_proj.weight") != std::string::npos ||
          name.find("layers.1.mlp.up_proj") != std::string::npos)
        p.copy_(at::randn_like(p));
    const auto written = fused.NamedParameters(), into = plain.NamedParameters();
    for (size_t k = 0; k < written.size(); ++k) into[k].second.copy_(written[k].second);
    EXPECT_LT(MaxDiff(fused.Logits(fused.Forward(ids, pos)), plain.Logits(plain.Forward(ids, pos))),
              1e-5)
        << type << " after an in-place write";
    at::Tensor changed = fused.LayerWeightsOf(1).qkv_w.narrow(0, c.num_heads * c.head_dim,
                                                              c.num_kv_heads * c.head_dim);
    EXPECT_EQ(MaxDiff(changed, plain.LayerWeightsOf(1).k_w), 0) << type;

    fused.To(at::TensorOptions().dtype(at::kDouble));  // a cast keeps the stacking
    EXPECT_TRUE(fused.LayerWeightsOf(0).qkv_w.defined()) << type;
    EXPECT_EQ(fused.LayerWeightsOf(0).qkv_w.scalar_type(), at::kDouble) << type;
    EXPECT_EQ(fused.LayerWeightsOf(0).q_w.data_ptr(), fused.LayerWeightsOf(0).qkv_w.data_ptr());
  }
}

// Sampling's prefills turn cuDNN's attention off for their scope, nested or not, and leave the
// process's setting as they found it.
TEST(CudnnAttentionOff, TurnsItOffForItsScopeAndRestoresTheSetting) {
  at::Context& context = at::globalContext();
  const bool before = context.userEnabledCuDNNSDP();
  for (bool setting : {true, false}) {
    context.setSDPUseCuDNN(setting);
    {
      const CudnnAttentionOff off;
      EXPECT_FALSE(context.userEnabledCuDNNSDP());
      { const CudnnAttentionOff nested; }
      EXPECT_FALSE(context.userEnabledCuDNNSDP());
    }
    EXPECT_EQ(context.userEnabledCuDNNSDP(), setting);
  }
  context.setSDPUseCuDNN(before);
}

TEST(Transformer, HuggingFaceParameterNames) {
  Transformer tied = Make("qwen2");
  auto names = tied.NamedParameters();
  EXPECT_EQ(names.front().first, "model.embed_tokens.weight");
  EXPECT_EQ(names[2].first, "model.layers.0.self_attn.q_proj.weight");
  EXPECT_EQ(names[3].first, "model.layers.0.self_attn.q_proj.bias");
  EXPECT_EQ(names.back().first, "model.norm.weight");  // tied: no lm_head.weight
  int64_t count = 0;
  for (const auto& [name, p] : names) count += p.numel();
  EXPECT_EQ(count, tied.config().NumParameters());

  Transformer critic(Tiny("llama"), at::TensorOptions(), /*value_head=*/true);
  EXPECT_EQ(critic.NamedParameters().back().first, "value_head.bias");
  EXPECT_EQ(critic.NamedParameters()[critic.NamedParameters().size() - 3].first, "lm_head.weight");
  at::Tensor h = critic.Forward(at::zeros({2, 3}, at::kLong),
                                at::arange(3, at::kLong).unsqueeze(0).expand({2, 3}));
  EXPECT_EQ(critic.Values(h).sizes(), (std::vector<int64_t>{2, 3}));
}

}  // namespace
}  // namespace warpgym::model
