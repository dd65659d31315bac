// Prefix reuse across turns: a second Generate that takes the first one's keys and values gives
// the tokens and log-probs of a full prefill of the longer prompts, computes only the new tokens,
// and keeps what the next turn needs; on the dynamic and the static decode paths.
#include <gtest/gtest.h>

#include <cmath>

#include "tests/trainer/tiny_transformer.h"
#include "trainer/sampler/sampler.h"

namespace warpgym::sampler {
namespace {

model::Transformer Tiny() {
  return testing::TinyQwen2();
}

std::vector<Completion> Ok(StatusOr<std::vector<Completion>> out) {
  EXPECT_TRUE(out.ok()) << out.status().ToString();
  return out.ok() ? out.value() : std::vector<Completion>{};
}

void ExpectSame(const std::vector<Completion>& a, const std::vector<Completion>& b) {
  ASSERT_EQ(a.size(), b.size());
  for (size_t i = 0; i < a.size(); ++i) {
    EXPECT_EQ(a[i].tokens, b[i].tokens) << "row " << i;
    ASSERT_EQ(a[i].logprobs.size(), b[i].logprobs.size()) << "row " << i;
    for (size_t t = 0; t < a[i].logprobs.size(); ++t)
      EXPECT_NEAR(a[i].logprobs[t], b[i].logprobs[t], 1e-4) << "row " << i << ", token " << t;
  }
}

class PrefixReuse : public ::testing::TestWithParam<bool> {};  // static decode path?

TEST_P(PrefixReuse, ASecondTurnEqualsAFullPrefillAndComputesOnlyNewTokens) {
  model::Transformer m = Tiny();
  SamplingParams p;
  p.max_new_tokens = 6;
  p.seed = 11;
  p.static_decode = GetParam();
  const std::vector<std::vector<int64_t>> first = {
      {3, 14, 15, 9, 2}, {6, 5}, {35, 8, 9, 7, 9, 3, 2}};
  p.stop_token_ids = {7};  // rows end at different steps (a stop) or at the limit
  Sampler sampler(m);
  std::vector<SequenceKv> kept;
  const std::vector<Completion> turn1 = Ok(sampler.Generate(first, p, nullptr, &kept));
  ASSERT_EQ(kept.size(), first.size());
  const int64_t steps = sampler.last_stats().decode_steps;
  for (size_t i = 0; i < first.size(); ++i) {
    const auto gen = static_cast<int64_t>(turn1[i].tokens.size());
    EXPECT_EQ(kept[i].length, static_cast<int64_t>(first[i].size()) + std::min(steps, gen));
    ASSERT_EQ(kept[i].k.size(), 2u);
    EXPECT_EQ(kept[i].k[0].sizes(), (at::IntArrayRef{2, kept[i].length, 8}));
  }
  // The next turn: each history with an observation of its own length appended.
  const std::vector<std::vector<int64_t>> observations = {{1, 2, 3}, {4, 5, 6, 7, 8, 9, 10}, {11}};
  std::vector<std::vector<int64_t>> second;
  int64_t new_tokens = 0, reusable = 0;
  for (size_t i = 0; i < first.size(); ++i) {
    std::vector<int64_t> history = first[i];
    history.insert(history.end(), turn1[i].tokens.begin(), turn1[i].tokens.end());
    history.insert(history.end(), observations[i].begin(), observations[i].end());
    new_tokens += static_cast<int64_t>(history.size()) - kept[i].length;
    reusable += kept[i].length;
    second.push_back(std::move(history));
  }
  p.seed = 12;
  std::vector<SequenceKv> kept2;
  const std::vector<Completion> reused = Ok(sampler.Generate(second, p, &kept, &kept2));
  EXPECT_EQ(sampler.last_stats().prefill_tokens, new_tokens);
  EXPECT_EQ(sampler.last_stats().reused_tokens, reusable);
  Sampler fresh_sampler(m);
  std::vector<SequenceKv> kept_fresh;
  const std::vector<Completion> fresh = Ok(fresh_sampler.Generate(second, p, nullptr, &kept_fresh));
  EXPECT_EQ(fresh_sampler.last_stats().reused_tokens, 0);
  ExpectSame(reused, fresh);
  // What the second turn keeps is what a full prefill keeps.
  ASSERT_EQ(kept2.size(), kept_fresh.size());
  for (size_t i = 0; i < kept2.size(); ++i) {
    ASSERT_EQ(kept2[i].length, kept_fresh[i].length);
    for (size_t l = 0; l < 2; ++l)
      EXPECT_TRUE(at::allclose(kept2[i].k[l], kept_fresh[i].k[l], 1e-4, 1e-5)) << i << " " << l;
  }
}

TEST_P(PrefixReuse, RowsThatStartAlikeComputeTheirCommonFirstTokensOnce) {
  model::Transformer m = Tiny();
  SamplingParams p;
  p.max_new_tokens = 5;
  p.seed = 5;
  p.static_decode = GetParam();
  // Row 1 shares 4 first tokens with row 0, row 2 shares 2, row 3 none, and row 4 is row 0
  // again (its last token is still computed: 5 shared).
  const std::vector<std::vector<int64_t>> prompts = {
      {1, 2, 3, 4, 5, 6}, {1, 2, 3, 4, 9}, {1, 2, 7}, {5, 5}, {1, 2, 3, 4, 5, 6}};
  std::vector<SequenceKv> none(prompts.size()), kept, kept_fresh;
  Sampler sampler(m);
  const std::vector<Completion> shared = Ok(sampler.Generate(prompts, p, &none, &kept));
  EXPECT_EQ(sampler.last_stats().shared_tokens, 4 + 2 + 5);
  EXPECT_EQ(sampler.last_stats().reused_tokens, 0);
  EXPECT_EQ(sampler.last_stats().prefill_tokens, 6 + 1 + 1 + 2 + 1);
  Sampler fresh_sampler(m);
  const std::vector<Completion> fresh =
      Ok(fresh_sampler.Generate(prompts, p, nullptr, &kept_fresh));
  EXPECT_EQ(fresh_sampler.last_stats().shared_tokens, 0);
  ExpectSame(shared, fresh);
  ASSERT_EQ(kept.size(), kept_fresh.size());
  for (size_t i = 0; i < kept.size(); ++i) {
    ASSERT_EQ(kept[i].length, kept_fresh[i].length);
    for (size_t l = 0; l < 2; ++l)
      EXPECT_TRUE(at::allclose(kept[i].k[l], kept_fresh[i].k[l], 1e-4, 1e-5)) << i << " " << l;
  }
}

std::string PathName(const ::testing::TestParamInfo<bool>& path) {
  return path.param ? "Static" : "Dynamic";
}
INSTANTIATE_TEST_SUITE_P(Paths, PrefixReuse, ::testing::Bool(), PathName);

TEST(PrefixReuseArguments, AWholePromptReusedStillComputesItsLastTokenAndBadReuseIsRefused) {
  model::Transformer m = Tiny();
  SamplingParams p;
  p.temperature = 0;
  p.max_new_tokens = 3;
  Sampler sampler(m);
  std::vector<SequenceKv> kept;
  const std::vector<int64_t> prompt = {3, 14, 15, 9, 2};
  Ok(sampler.Generate({prompt}, p, nullptr, &kept));
  // The same prompt again with its whole KV (and more): the last prompt token is computed.
  std::vector<SequenceKv> whole = kept;
  const std::vector<Completion> again = Ok(sampler.Generate({prompt}, p, &whole, nullptr));
  EXPECT_EQ(sampler.last_stats().prefill_tokens, 1);
  EXPECT_EQ(sampler.last_stats().reused_tokens, 4);
  ExpectSame(again, Ok(Sampler(m).Generate({prompt}, p)));
  EXPECT_FALSE(sampler.Generate({prompt, prompt}, p, &kept, nullptr).ok())
      << "one entry per prompt";
  SequenceKv other;
  other.length = 2;
  other.k = {kept[0].k[0]};
  other.v = {kept[0].v[0]};
  std::vector<SequenceKv> wrong = {other};
  EXPECT_FALSE(sampler.Generate({prompt}, p, &wrong, nullptr).ok()) << "another model's layers";
}

}  // namespace
}  // namespace warpgym::sampler
