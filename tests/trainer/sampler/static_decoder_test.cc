// The sampler's static decode path (StaticDecoder, eager on the CPU) against the dynamic one:
// same tokens, log-probs within 1e-5 (fp32), same finish reasons, with left-padded prompts of
// different lengths, stop tokens, sampling, and state reused across Generate calls. On a GPU,
// the graphed path against the CPU (skipped without one; tools/device/ppo_gpu.sh GTESTS runs it).
#include "trainer/sampler/static_decoder.h"

#include <c10/core/InferenceMode.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

#include "trainer/sampler/sampler.h"

namespace warpgym::sampler {
namespace {

model::Transformer Tiny(const std::string& type, int64_t vocab = 61) {
  model::ModelConfig c;
  c.model_type = type;
  c.vocab_size = vocab, c.hidden_size = 32, c.intermediate_size = 48, c.num_layers = 2;
  c.num_heads = 4, c.num_kv_heads = 2, c.head_dim = 8, c.max_position_embeddings = 128;
  c.qkv_bias = type == "qwen2";
  c.tie_word_embeddings = type == "qwen2";
  at::manual_seed(5);
  model::Transformer m(c, at::TensorOptions().dtype(at::kFloat));
  for (auto& [name, p] : m.NamedParameters())
    p.normal_(name.find("norm") != std::string::npos ? 1.0 : 0.0, 0.3);
  return m;
}

const std::vector<std::vector<int64_t>> kPrompts = {
    {3, 14, 15, 9, 2}, {6, 5}, {35, 8, 9, 7, 9, 3, 2}, {38}};

std::vector<Completion> GenerateOk(Sampler& sampler,
                                   const std::vector<std::vector<int64_t>>& prompts,
                                   const SamplingParams& params,
                                   std::vector<SequenceKv>* reuse = nullptr,
                                   std::vector<SequenceKv>* keep = nullptr) {
  auto out = sampler.Generate(prompts, params, reuse, keep);
  EXPECT_TRUE(out.ok()) << out.status().ToString();
  return out.ok() ? out.value() : std::vector<Completion>(prompts.size());
}

void ExpectSame(const std::vector<Completion>& a, const std::vector<Completion>& b,
                const std::string& what, double tolerance = 1e-5) {
  ASSERT_EQ(a.size(), b.size()) << what;
  for (size_t i = 0; i < a.size(); ++i) {
    EXPECT_EQ(a[i].tokens, b[i].tokens) << what << ", row " << i;
    EXPECT_EQ(a[i].finish, b[i].finish) << what << ", row " << i;
    ASSERT_EQ(a[i].logprobs.size(), b[i].logprobs.size()) << what << ", row " << i;
    double worst = 0;
    for (size_t t = 0; t < a[i].logprobs.size(); ++t)
      worst = std::max(worst, static_cast<double>(std::abs(a[i].logprobs[t] - b[i].logprobs[t])));
    EXPECT_LT(worst, tolerance) << what << ", row " << i;
  }
}

SamplingParams Greedy(int64_t max_new_tokens) {
  SamplingParams p;
  p.temperature = 0;
  p.max_new_tokens = max_new_tokens;
  return p;
}

TEST(StaticDecoder, GreedyEqualsDynamicWithPaddingAndStops) {
  for (const char* type : {"qwen2", "llama"}) {
    model::Transformer m = Tiny(type);
    Sampler dynamic(m), fixed(m);
    SamplingParams p = Greedy(12);
    const std::vector<Completion> want = GenerateOk(dynamic, kPrompts, p);
    EXPECT_FALSE(dynamic.last_stats().static_decode);
    p.static_decode = true;
    ExpectSame(GenerateOk(fixed, kPrompts, p), want, std::string(type) + " greedy");
    EXPECT_TRUE(fixed.last_stats().static_decode);
    EXPECT_FALSE(fixed.last_stats().cuda_graph);  // the CPU never captures
    EXPECT_EQ(fixed.last_stats().decode_steps, 11);

    // A stop token that ends row 1 early (its 4th token) while the other rows keep going.
    p.stop_token_ids = {want[1].tokens[3]};
    p.static_decode = false;
    const std::vector<Completion> stopped = GenerateOk(dynamic, kPrompts, p);
    ASSERT_EQ(stopped[1].finish, FinishReason::kStop) << type;
    EXPECT_LE(stopped[1].tokens.size(), 4u) << type;
    p.static_decode = true;
    ExpectSame(GenerateOk(fixed, kPrompts, p), stopped, std::string(type) + " stop tokens");
  }
}

TEST(StaticDecoder, SampledEqualsDynamic) {
  model::Transformer m = Tiny("qwen2");
  Sampler dynamic(m), fixed(m);
  SamplingParams p;
  p.temperature = 0.8, p.top_p = 0.9, p.top_k = 20, p.seed = 11, p.max_new_tokens = 10;
  const std::vector<Completion> want = GenerateOk(dynamic, kPrompts, p);
  p.static_decode = true;
  ExpectSame(GenerateOk(fixed, kPrompts, p), want, "sampled");
}

TEST(StaticDecoder, StateIsReusedAcrossCallsAndRebuiltWhenShapesChange) {
  model::Transformer m = Tiny("llama");
  Sampler dynamic(m), fixed(m);
  SamplingParams p = Greedy(6);
  const std::vector<Completion> first = GenerateOk(dynamic, kPrompts, p);
  p.static_decode = true;
  ExpectSame(GenerateOk(fixed, kPrompts, p), first, "first call");
  ExpectSame(GenerateOk(fixed, kPrompts, p), first,
             "same shapes again (cache reused, stale slots hidden)");

  // Fewer rows, then a longer generation: new decoders, still equal.
  const std::vector<std::vector<int64_t>> two = {kPrompts[2], kPrompts[1]};
  p.static_decode = false;
  const std::vector<Completion> want_two = GenerateOk(dynamic, two, p);
  p.max_new_tokens = 15;
  const std::vector<Completion> want_long = GenerateOk(dynamic, kPrompts, p);
  p.static_decode = true;
  p.max_new_tokens = 6;
  ExpectSame(GenerateOk(fixed, two, p), want_two, "two rows");
  p.max_new_tokens = 15;
  ExpectSame(GenerateOk(fixed, kPrompts, p), want_long, "longer");
  fixed.ReleaseDecodeState();
  ExpectSame(GenerateOk(fixed, kPrompts, p), want_long, "after ReleaseDecodeState");
}

TEST(StaticDecoder, CpuIgnoresCudaGraphs) {
  model::Transformer m = Tiny("llama");
  Sampler sampler(m);
  SamplingParams p = Greedy(3);
  p.cuda_graphs = true;  // the default; the model is on the CPU
  GenerateOk(sampler, kPrompts, p);
  EXPECT_FALSE(sampler.last_stats().static_decode);
  EXPECT_FALSE(sampler.last_stats().cuda_graph);
  EXPECT_EQ(sampler.last_stats().capture_seconds, 0);
  EXPECT_THROW(StaticDecoder(m, 2, 16, /*graphed=*/true), c10::Error);  // a graph needs CUDA
}

TEST(StaticDecoder, CapacityRoundsUpAndDecidesReuse) {
  EXPECT_EQ(StaticDecoder::CapacityFor(1), 256);
  EXPECT_EQ(StaticDecoder::CapacityFor(256), 256);
  EXPECT_EQ(StaticDecoder::CapacityFor(300), 512);
  model::Transformer m = Tiny("llama");
  StaticDecoder d(m, 2, StaticDecoder::CapacityFor(20), /*graphed=*/false);
  EXPECT_TRUE(d.Serves(m, 2, 20, false));
  EXPECT_TRUE(d.Serves(m, 2, 200, false));  // the same 256 slots
  EXPECT_FALSE(d.Serves(m, 2, 257, false));
  EXPECT_FALSE(d.Serves(m, 3, 20, false));
  EXPECT_FALSE(d.Serves(m, 2, 20, true));
  model::Transformer other = Tiny("llama");
  EXPECT_FALSE(d.Serves(other, 2, 20, false));
}

}  // namespace
}  // namespace warpgym::sampler

namespace warpgym::sampler {
namespace {

// The default CUDA path (the decode step replayed as a CUDA graph, each step's tokens read on
// the host while the next step runs, the inverse CDF scanned in blocks over a vocabulary of
// several) samples the CPU's tokens with the CPU's log-probs: a first turn whose rows share
// their first tokens, a row stopping early, then a second turn on the kept keys and values.
TEST(StaticDecoder, OnAGpuTheGraphedSamplerMatchesTheCpus) {
  if (!at::hasCUDA()) GTEST_SKIP() << "needs a CUDA device";
  c10::InferenceMode inference;
  model::Transformer cpu = Tiny("qwen2", 3000), gpu = Tiny("qwen2", 3000);
  gpu.To(at::TensorOptions().dtype(at::kFloat).device(at::kCUDA));
  const std::vector<std::vector<int64_t>> first = {
      {1, 2, 3, 4, 5, 6, 2900}, {1, 2, 3, 4, 9}, {1, 2, 1700}, {2500, 5}};
  SamplingParams p;
  p.max_new_tokens = 10;
  p.seed = 21;
  Sampler on_cpu(cpu), on_gpu(gpu);
  std::vector<SequenceKv> none(first.size()), kept_cpu, kept_gpu;
  const std::vector<Completion> probe = GenerateOk(on_cpu, first, p, &none, &kept_cpu);
  p.stop_token_ids = {probe[1].tokens[2]};  // row 1 (at least) ends early
  const std::vector<Completion> want = GenerateOk(on_cpu, first, p, &none, &kept_cpu);
  const std::vector<Completion> got = GenerateOk(on_gpu, first, p, &none, &kept_gpu);
  ExpectSame(got, want, "first turn", 1e-3);
  EXPECT_EQ(on_gpu.last_stats().cuda_graph, CudaGraph::Built());
  EXPECT_EQ(on_gpu.last_stats().shared_tokens, 4 + 2);
  std::vector<std::vector<int64_t>> second;
  for (size_t i = 0; i < first.size(); ++i) {
    std::vector<int64_t> history = first[i];
    history.insert(history.end(), want[i].tokens.begin(), want[i].tokens.end());
    history.insert(history.end(), {7, 2999, static_cast<int64_t>(i)});
    second.push_back(std::move(history));
  }
  p.seed = 22;
  std::vector<SequenceKv> next_cpu, next_gpu;
  ExpectSame(GenerateOk(on_gpu, second, p, &kept_gpu, &next_gpu),
             GenerateOk(on_cpu, second, p, &kept_cpu, &next_cpu), "second turn", 1e-3);
  EXPECT_GT(on_gpu.last_stats().reused_tokens, 0);
}

}  // namespace
}  // namespace warpgym::sampler
