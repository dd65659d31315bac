#include "trainer/sampler/sampler.h"

#include <c10/core/InferenceMode.h>
#include <gtest/gtest.h>

#include <cmath>

namespace warpgym::sampler {
namespace {

// Logits whose softmax is exactly `probs`.
at::Tensor LogitsOf(std::vector<double> probs) {
  return at::tensor(probs, at::kDouble).log().to(at::kFloat).unsqueeze(0);  // [1, V]
}

int64_t Draw(const at::Tensor& logits, const SamplingParams& p, double u) {
  return SampleTokens(logits, p, at::full({1}, u, at::kDouble)).first.item<int64_t>();
}

TEST(SampleTokens, GreedyReturnsArgmaxAndItsLogProb) {
  SamplingParams p;
  p.temperature = 0;
  auto [tokens, logprobs] = SampleTokens(LogitsOf({0.1, 0.6, 0.3}), p, at::zeros({1}, at::kDouble));
  EXPECT_EQ(tokens.item<int64_t>(), 1);
  EXPECT_NEAR(logprobs.item<float>(), std::log(0.6), 1e-6);
}

TEST(SampleTokens, InverseCdfOverTheFullDistribution) {
  SamplingParams p;  // temperature 1, no truncation; probabilities 0.1 | 0.6 | 0.3
  const at::Tensor z = LogitsOf({0.1, 0.6, 0.3});
  EXPECT_EQ(Draw(z, p, 0.05), 0);
  EXPECT_EQ(Draw(z, p, 0.5), 1);
  EXPECT_EQ(Draw(z, p, 0.95), 2);
  auto [tokens, logprobs] = SampleTokens(z, p, at::full({1}, 0.95, at::kDouble));
  EXPECT_NEAR(logprobs.item<float>(), std::log(0.3), 1e-6);  // log-prob of the chosen token
}

TEST(SampleTokens, TopPKeepsTheSmallestSetReachingTheMass) {
  SamplingParams p;
  p.top_p = 0.7;  // sorted: 0.5, 0.3, 0.15, 0.05 -> keep {0.5, 0.3} (0.5 < 0.7, 0.8 >= 0.7)
  const at::Tensor z = LogitsOf({0.15, 0.5, 0.05, 0.3});
  EXPECT_EQ(Draw(z, p, 0.0), 1);
  EXPECT_EQ(Draw(z, p, 0.6), 1);   // 0.6 * 0.8 = 0.48 < 0.5
  EXPECT_EQ(Draw(z, p, 0.65), 3);  // 0.52 falls in the 0.3 token
  EXPECT_EQ(Draw(z, p, 0.999), 3);
  // The log-prob is that of the distribution drawn from: 0.3 of the kept 0.8.
  auto [tokens, logprobs] = SampleTokens(z, p, at::full({1}, 0.9, at::kDouble));
  EXPECT_NEAR(logprobs.item<float>(), std::log(0.3 / 0.8), 1e-6);
  p.top_p = 0.4;  // the first token alone already reaches it
  EXPECT_EQ(Draw(z, p, 0.999), 1);
}

// A vocabulary of several scan blocks (the cumulative sum runs in 1,024-word blocks): the draw
// is the word whose double-precision CDF interval holds u, and never a word without mass, at
// every block edge and with top-p truncating in the sorted order.
TEST(SampleTokens, InverseCdfOverAVocabularyOfManyBlocks) {
  constexpr int64_t V = 5000;
  std::vector<double> mass(V, 0.0);
  for (int64_t i : {0, 1, 1023, 1024, 1025, 2047, 2048, 3000, 4095, 4096, 4999})
    mass[i] = 1.0 + i % 7;
  double total = 0;
  for (double m : mass) total += m;
  std::vector<double> probs;
  for (double m : mass) probs.push_back(m / total);
  const at::Tensor z = at::tensor(probs, at::kDouble).log().to(at::kFloat).unsqueeze(0);  // [1, V]
  SamplingParams p;
  for (int k = 0; k < 400; ++k) {
    const double u = (k + 0.5) / 400;
    int64_t want = 0;
    double below = 0;
    while (below + probs[static_cast<size_t>(want)] <= u)
      below += probs[static_cast<size_t>(want++)];
    const double margin = std::min(u - below, below + probs[static_cast<size_t>(want)] - u);
    const int64_t got = Draw(z, p, u);
    EXPECT_GT(probs[static_cast<size_t>(got)], 0) << "u " << u;
    if (margin > 1e-5) {
      EXPECT_EQ(got, want) << "u " << u;
    }
  }
  p.top_p = 0.5;
  for (int k = 0; k < 100; ++k)
    EXPECT_GT(probs[static_cast<size_t>(Draw(z, p, (k + 0.5) / 100))], 0);
}

TEST(SampleTokens, TopKThenTemperature) {
  SamplingParams p;
  p.top_k = 2;
  const at::Tensor z = LogitsOf({0.15, 0.5, 0.05, 0.3});
  EXPECT_EQ(Draw(z, p, 0.999), 3);  // only tokens 1 and 3 remain
  auto [tokens, logprobs] = SampleTokens(z, p, at::full({1}, 0.999, at::kDouble));
  EXPECT_NEAR(logprobs.item<float>(), std::log(0.3 / 0.8), 1e-6);
  p.top_k = 0;
  p.temperature = 1e-3;  // near-greedy
  EXPECT_EQ(Draw(z, p, 0.999), 1);
}

TEST(Sampler, ValidatesAndStops) {
  model::ModelConfig c;
  c.model_type = "llama";
  c.vocab_size = 50, c.hidden_size = 16, c.intermediate_size = 32, c.num_layers = 1;
  c.num_heads = 2, c.num_kv_heads = 1, c.head_dim = 8, c.max_position_embeddings = 64;
  at::manual_seed(3);
  model::Transformer m(c, at::TensorOptions());
  Sampler sampler(m);
  SamplingParams p;
  EXPECT_FALSE(sampler.Generate({}, p).ok());
  EXPECT_FALSE(sampler.Generate({{}}, p).ok());
  EXPECT_FALSE(sampler.Generate({{50}}, p).ok());
  p.top_p = 0;
  EXPECT_FALSE(sampler.Generate({{1}}, p).ok());

  p = {};
  p.temperature = 0;
  p.max_new_tokens = 5;
  auto greedy = sampler.Generate({{1, 2, 3}, {4}}, p);
  ASSERT_TRUE(greedy.ok()) << greedy.status().ToString();
  ASSERT_EQ(greedy.value()[0].tokens.size(), 5u);
  EXPECT_EQ(greedy.value()[0].finish, FinishReason::kLength);
  EXPECT_EQ(sampler.last_stats().prefill_tokens, 4);

  // Stopping at the third greedy token: as a stop id and as a stop sequence.
  const auto& row = greedy.value()[0].tokens;
  p.stop_token_ids = {row[2]};
  auto stopped = sampler.Generate({{1, 2, 3}}, p);
  ASSERT_TRUE(stopped.ok());
  const size_t first = std::find(row.begin(), row.end(), row[2]) - row.begin();
  EXPECT_EQ(stopped.value()[0].tokens.size(), first + 1);
  EXPECT_EQ(stopped.value()[0].finish, FinishReason::kStop);
  p.stop_token_ids = {};
  p.stop_sequences = {{row[1], row[2]}};
  auto seq = sampler.Generate({{1, 2, 3}}, p);
  ASSERT_TRUE(seq.ok());
  EXPECT_LE(seq.value()[0].tokens.size(), 3u);
  EXPECT_EQ(seq.value()[0].finish, FinishReason::kStop);
}

}  // namespace
}  // namespace warpgym::sampler
