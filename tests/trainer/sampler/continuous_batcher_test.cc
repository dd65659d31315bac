// The continuous batcher: each conversation's tokens and log-probs are those of the plain
// Sampler over its whole history alone, whatever else shares the decoder (rows of different
// lengths joining and leaving mid-generation, pages evicted and recomputed); turns keep their
// keys and values between turns; bad requests get errors and the batcher goes on.
#include "trainer/sampler/continuous_batcher.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <thread>

#include "tests/trainer/tiny_transformer.h"

namespace warpgym::sampler {
namespace {

constexpr int64_t kStop = 7;

// The parameter: decode on fixed-shape buckets (the CUDA graph path's shapes, run eagerly here).
class Batcher : public ::testing::TestWithParam<bool> {};

BatcherOptions Options(int64_t kv_pages = 64, int64_t page_size = 4, bool buckets = false) {
  BatcherOptions o;
  o.static_decode = buckets;
  o.kv_pages = kv_pages;
  o.page_size = page_size;
  o.temperature = 1.0;
  o.stop_token_ids = {kStop};
  return o;
}

// What the plain sampler answers for `history` alone with `seed`.
Completion Solo(const model::Transformer& m, const std::vector<int64_t>& history, int64_t max_new,
                uint64_t seed) {
  Sampler sampler(m);
  SamplingParams p;
  p.max_new_tokens = max_new;
  p.temperature = 1.0;
  p.stop_token_ids = {kStop};
  p.seed = seed;
  auto out = sampler.Generate({history}, p);
  EXPECT_TRUE(out.ok()) << out.status().ToString();
  return out.ok() ? out.value()[0] : Completion{};
}

void ExpectSame(const Completion& a, const Completion& b, const std::string& what) {
  EXPECT_EQ(a.tokens, b.tokens) << what;
  EXPECT_EQ(a.finish, b.finish) << what;
  ASSERT_EQ(a.logprobs.size(), b.logprobs.size()) << what;
  for (size_t t = 0; t < a.logprobs.size(); ++t)
    EXPECT_NEAR(a.logprobs[t], b.logprobs[t], 1e-4) << what << ", token " << t;
}

struct TurnRecord {
  std::vector<int64_t> history;  // what the model saw before answering
  int64_t max_new = 0;
  uint64_t seed = 0;
  Completion out;
};

// `turns` turns of one conversation on its own thread: prompt, then observations of varying
// length appended after each answer.
std::vector<TurnRecord> Converse(ContinuousBatcher& batcher, int64_t who, int turns) {
  std::vector<TurnRecord> log;
  const int64_t seq = batcher.Open();
  std::vector<int64_t> history;
  for (int t = 0; t < turns; ++t) {
    std::vector<int64_t> append;
    for (int64_t i = 0; i < 2 + (who * 3 + t * 5) % 9; ++i)
      append.push_back(1 + (who + i * 7 + t) % 50);
    history.insert(history.end(), append.begin(), append.end());
    TurnRecord r{history, 3 + (who + t) % 6, static_cast<uint64_t>(100 * who + t), {}};
    auto out = batcher.Generate(seq, append, r.max_new, r.seed);
    EXPECT_TRUE(out.ok()) << out.status().ToString();
    if (!out.ok()) break;
    r.out = out.value();
    history.insert(history.end(), r.out.tokens.begin(), r.out.tokens.end());
    log.push_back(std::move(r));
  }
  EXPECT_TRUE(batcher.Close(seq).ok());
  return log;
}

void CheckAgainstSolo(const model::Transformer& m,
                      const std::vector<std::vector<TurnRecord>>& logs) {
  for (size_t w = 0; w < logs.size(); ++w)
    for (size_t t = 0; t < logs[w].size(); ++t) {
      const TurnRecord& r = logs[w][t];
      ExpectSame(r.out, Solo(m, r.history, r.max_new, r.seed),
                 "conversation " + std::to_string(w) + ", turn " + std::to_string(t));
    }
}

std::vector<std::vector<TurnRecord>> RunConcurrently(ContinuousBatcher& batcher, int conversations,
                                                     int turns) {
  std::vector<std::vector<TurnRecord>> logs(static_cast<size_t>(conversations));
  std::vector<std::thread> threads;
  for (int w = 0; w < conversations; ++w)
    threads.emplace_back([&, w] { logs[static_cast<size_t>(w)] = Converse(batcher, w, turns); });
  for (auto& t : threads) t.join();
  return logs;
}

TEST_P(Batcher, ConcurrentMultiTurnConversationsEqualTheSamplerAlone) {
  model::Transformer m = testing::TinyQwen2();
  ContinuousBatcher batcher(m, Options(64, 4, GetParam()));
  const auto logs = RunConcurrently(batcher, 6, 3);
  CheckAgainstSolo(m, logs);
  const BatcherStats s = batcher.stats();
  EXPECT_EQ(s.turns, 18);
  EXPECT_GT(s.reused_tokens, 0);   // later turns found their history kept
  EXPECT_EQ(s.evicted_tokens, 0);  // the pool holds everyone
  EXPECT_GE(s.peak_batch, 1);
  EXPECT_GE(s.row_steps, s.steps);
  EXPECT_EQ(s.static_decode, GetParam());
  // Prefilled: every appended token plus the last answer token of each later turn, no more.
  int64_t appended = 0;
  for (const auto& log : logs) {
    size_t before = 0;
    for (const TurnRecord& r : log) {
      appended += static_cast<int64_t>(r.history.size() - before);
      before = r.history.size() + r.out.tokens.size();
    }
  }
  EXPECT_LE(s.prefill_tokens, appended + 12);
  EXPECT_GE(s.prefill_tokens, appended);
}

TEST_P(Batcher, AShortTurnEndsWhileALongOneIsStillDecoding) {
  model::Transformer m = testing::TinyQwen2();
  BatcherOptions o = Options(256, 4, GetParam());
  o.stop_token_ids = {};  // the long turn runs to its limit
  ContinuousBatcher batcher(m, o);
  std::atomic<int> finished_first{0};  // 1: the short one, 2: the long one
  const int64_t long_seq = batcher.Open(), short_seq = batcher.Open();
  std::thread long_turn([&] {
    auto out = batcher.Generate(long_seq, {3, 4, 5}, 400, 1);
    EXPECT_TRUE(out.ok());
    int none = 0;
    finished_first.compare_exchange_strong(none, 2);
  });
  while (batcher.stats().steps < 5) std::this_thread::yield();  // the long one is decoding
  auto out = batcher.Generate(short_seq, {9, 8}, 3, 2);
  ASSERT_TRUE(out.ok());
  EXPECT_EQ(out.value().tokens.size(), 3u);
  int none = 0;
  finished_first.compare_exchange_strong(none, 1);
  long_turn.join();
  EXPECT_EQ(finished_first.load(), 1);
  EXPECT_EQ(batcher.stats().peak_batch, 2);
}

TEST_P(Batcher, EvictedConversationsAreComputedAgainWithTheSameAnswers) {
  model::Transformer m = testing::TinyQwen2();
  // 16 pages of 4 tokens (one kept as scratch): five conversations of up to 14 pages each do not
  // fit together, so idle ones lose theirs.
  ContinuousBatcher batcher(m, Options(16, 4, GetParam()));
  const auto logs = RunConcurrently(batcher, 5, 3);
  CheckAgainstSolo(m, logs);
  EXPECT_GT(batcher.stats().evicted_tokens, 0);
  EXPECT_EQ(batcher.stats().pages_in_use, 0);  // every conversation closed: every page back
}

// Four conversations taking turns in a cycle, each turn's history ~6 pages, in a pool of 15:
// the working set does not fit. Evicting the conversation idle longest would drop exactly the one
// that asks next, every time (no turn would find anything kept); evicting the one whose turn
// ended last keeps some conversations whole from one cycle to the next.
TEST_P(Batcher, AnIdleCycleLargerThanThePoolStillReusesKeptPages) {
  model::Transformer m = testing::TinyQwen2();
  BatcherOptions o = Options(16, 4, GetParam());  // 15 usable pages, 60 tokens
  o.stop_token_ids = {};                          // every turn draws its 2 tokens
  ContinuousBatcher batcher(m, o);
  std::vector<int64_t> seqs;
  for (int w = 0; w < 4; ++w) {
    seqs.push_back(batcher.Open());
    ASSERT_TRUE(batcher.Generate(seqs.back(), std::vector<int64_t>(18, 3 + w), 2, w).ok());
  }
  const int64_t reused_before = batcher.stats().reused_tokens;
  for (int cycle = 0; cycle < 3; ++cycle)
    for (int w = 0; w < 4; ++w)
      ASSERT_TRUE(batcher.Generate(seqs[static_cast<size_t>(w)], {5, 6}, 2, 10 * cycle + w).ok());
  EXPECT_GT(batcher.stats().evicted_tokens, 0);                      // the pool was too small
  EXPECT_GT(batcher.stats().reused_tokens - reused_before, 6 * 18);  // half the turns or more
  for (int64_t seq : seqs) EXPECT_TRUE(batcher.Close(seq).ok());
}

// Two conversations whose kept pages fill the pool ask for their next turns at once: the one
// admitted first takes the other's pages (it is only waiting), however the two race.
TEST_P(Batcher, AWaitingConversationsPagesCanBeTakenByTheTurnAdmittedFirst) {
  model::Transformer m = testing::TinyQwen2();
  for (int round = 0; round < 20; ++round) {
    ContinuousBatcher batcher(m, Options(16, 4, GetParam()));  // 15 usable pages, 60 tokens
    const int64_t a = batcher.Open(), b = batcher.Open();
    ASSERT_TRUE(batcher.Generate(a, std::vector<int64_t>(33, 3), 2, 1).ok());  // keeps 9 pages
    ASSERT_TRUE(batcher.Generate(b, std::vector<int64_t>(21, 4), 2, 2).ok());  // keeps 6 pages
    ASSERT_EQ(batcher.stats().pages_in_use, 15);
    std::thread other([&] { EXPECT_TRUE(batcher.Generate(b, {5, 6}, 8, 3).ok()); });
    EXPECT_TRUE(batcher.Generate(a, {7, 8}, 8, 4).ok());
    other.join();
    EXPECT_TRUE(batcher.Close(a).ok());
    EXPECT_TRUE(batcher.Close(b).ok());
    EXPECT_EQ(batcher.stats().pages_in_use, 0);
  }
}

TEST_P(Batcher, BadRequestsGetErrorsAndTheBatcherGoesOn) {
  model::Transformer m = testing::TinyQwen2();
  ContinuousBatcher batcher(m, Options(4, 4, GetParam()));  // 3 pages usable: 12 tokens
  const int64_t seq = batcher.Open();
  EXPECT_EQ(batcher.Generate(999, {1}, 2, 0).status().code(), ErrorCode::kInvalidArgument);
  EXPECT_EQ(batcher.Generate(seq, {}, 2, 0).status().code(), ErrorCode::kInvalidArgument);
  EXPECT_EQ(batcher.Generate(seq, {61}, 2, 0).status().code(), ErrorCode::kInvalidArgument);
  EXPECT_EQ(batcher.Generate(seq, {1}, 0, 0).status().code(), ErrorCode::kInvalidArgument);
  auto too_long = batcher.Generate(seq, std::vector<int64_t>(15, 3), 4, 0);
  EXPECT_EQ(too_long.status().code(), ErrorCode::kResourceExhausted);
  // The failed turn left the sequence as it was: a first turn again.
  auto out = batcher.Generate(seq, {3, 14, 15}, 4, 5);
  ASSERT_TRUE(out.ok()) << out.status().ToString();
  ExpectSame(out.value(), Solo(m, {3, 14, 15}, 4, 5), "after the failure");
  EXPECT_TRUE(batcher.Close(seq).ok());
  EXPECT_TRUE(batcher.Close(seq).ok());  // twice: harmless
}

INSTANTIATE_TEST_SUITE_P(ContinuousBatcher, Batcher, ::testing::Bool(),
                         [](const ::testing::TestParamInfo<bool>& p) {
                           return p.param ? "Buckets" : "ExactRows";
                         });

}  // namespace
}  // namespace warpgym::sampler
