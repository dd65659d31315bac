// warpgym-multiturn-bench: multi-turn rollouts of a random-weight model with a simulated
// environment, turn by turn (one Sampler::Generate over every episode, then every episode's
// environment step, a barrier) against the continuous batcher (each episode its own loop).
// What the continuous engine is for: an environment whose steps take seconds and vary (compile,
// verify, profile) keeps the turn-by-turn decoder idle until the slowest episode's step ends.
//
//   warpgym-multiturn-bench [--shape tiny|qwen2.5-0.5b|qwen2.5-1.5b] [--device cpu|cuda]
//       [--dtype float32|bfloat16] [--episodes 16] [--turns 3] [--prompt-len 1024]
//       [--obs-len 128] [--new-tokens 64] [--env-ms 500] [--modes turns,continuous] [--seed 1]
//       [--kv-mib 4096]
//
// Each episode's environment step sleeps a time drawn uniformly in [0.2, 1.8] x env-ms (the same
// draws in both modes) and then appends obs-len tokens. Generation runs to new-tokens (no stop
// token), so both modes generate the same number of tokens. One JSON line per mode: wall_s,
// generate_s (the decoder busy), generated_tokens, tokens_per_s over the wall, prefill and reused
// tokens, and for continuous the mean and peak batch.
#include <ATen/ATen.h>
#include <c10/core/InferenceMode.h>

#include <chrono>
#include <iostream>
#include <map>
#include <nlohmann/json.hpp>
#include <random>
#include <string>
#include <thread>
#include <vector>

#include "trainer/sampler/bench_shapes.h"
#include "trainer/sampler/continuous_batcher.h"
#include "trainer/sampler/sampler.h"

namespace {

using namespace warpgym;
using Clock = std::chrono::steady_clock;

double Seconds(Clock::time_point since) {
  return std::chrono::duration<double>(Clock::now() - since).count();
}

struct Plan {
  int64_t episodes, turns, prompt_len, obs_len, new_tokens, vocab;
  std::vector<std::vector<int64_t>> prompts;           // [episode]
  std::vector<std::vector<std::vector<int64_t>>> obs;  // [episode][turn]
  std::vector<std::vector<double>> env_s;              // [episode][turn]
};

Plan MakePlan(const std::map<std::string, std::string>& a, int64_t vocab) {
  Plan p{std::stoll(a.at("episodes")),
         std::stoll(a.at("turns")),
         std::stoll(a.at("prompt-len")),
         std::stoll(a.at("obs-len")),
         std::stoll(a.at("new-tokens")),
         vocab,
         {},
         {},
         {}};
  std::mt19937_64 rng(std::stoull(a.at("seed")));
  std::uniform_int_distribution<int64_t> token(0, vocab - 1);
  std::uniform_real_distribution<double> spread(0.2, 1.8);
  const double env = std::stod(a.at("env-ms")) / 1e3;
  for (int64_t e = 0; e < p.episodes; ++e) {
    p.prompts.emplace_back(p.prompt_len);
    for (auto& t : p.prompts.back()) t = token(rng);
    p.obs.emplace_back();
    p.env_s.emplace_back();
    for (int64_t t = 0; t < p.turns; ++t) {
      p.obs.back().emplace_back(p.obs_len);
      for (auto& x : p.obs.back().back()) x = token(rng);
      p.env_s.back().push_back(env * spread(rng));
    }
  }
  return p;
}

void SleepFor(double s) {
  std::this_thread::sleep_for(std::chrono::duration<double>(s));
}

nlohmann::json Turns(const model::Transformer& m, const Plan& p) {
  c10::InferenceMode inference;
  sampler::Sampler sampler(m);
  sampler::SamplingParams params;
  params.max_new_tokens = p.new_tokens;
  std::vector<std::vector<int64_t>> histories = p.prompts;
  std::vector<sampler::SequenceKv> kept;
  double generate_s = 0;
  int64_t generated = 0, prefill = 0, reused = 0;
  const auto start = Clock::now();
  for (int64_t t = 0; t < p.turns; ++t) {
    params.seed = static_cast<uint64_t>(t + 1);
    std::vector<sampler::SequenceKv> reuse = std::move(kept);
    if (reuse.empty()) reuse.resize(histories.size());
    const auto g = Clock::now();
    auto out = sampler.Generate(histories, params, &reuse, &kept);
    generate_s += Seconds(g);
    if (!out.ok()) throw std::runtime_error(out.status().ToString());
    prefill += sampler.last_stats().prefill_tokens;
    reused += sampler.last_stats().reused_tokens;
    double slowest = 0;  // the environment steps run in parallel: the barrier waits for the last
    for (size_t e = 0; e < histories.size(); ++e) {
      const auto& c = out.value()[e];
      generated += static_cast<int64_t>(c.tokens.size());
      histories[e].insert(histories[e].end(), c.tokens.begin(), c.tokens.end());
      histories[e].insert(histories[e].end(), p.obs[e][t].begin(), p.obs[e][t].end());
      slowest = std::max(slowest, p.env_s[e][t]);
    }
    SleepFor(slowest);
  }
  const double wall = Seconds(start);
  return {{"mode", "turns"},
          {"wall_s", wall},
          {"generate_s", generate_s},
          {"generated_tokens", generated},
          {"tokens_per_s", generated / wall},
          {"prefill_tokens", prefill},
          {"reused_tokens", reused}};
}

nlohmann::json Continuous(const model::Transformer& m, const Plan& p, int64_t kv_mib) {
  sampler::BatcherOptions o;
  o.max_batch = p.episodes;
  o.kv_bytes = kv_mib << 20;
  o.temperature = 1.0;
  sampler::ContinuousBatcher batcher(m, o);
  std::atomic<int64_t> generated{0};
  std::atomic<bool> failed{false};
  const auto start = Clock::now();
  {
    std::vector<std::jthread> threads;
    for (int64_t e = 0; e < p.episodes; ++e)
      threads.emplace_back([&, e] {
        const int64_t seq = batcher.Open();
        std::vector<int64_t> append = p.prompts[e];
        for (int64_t t = 0; t < p.turns; ++t) {
          auto c = batcher.Generate(seq, append, p.new_tokens, static_cast<uint64_t>(e * 1000 + t));
          if (!c.ok()) {
            std::cerr << c.status().ToString() << "\n";
            failed = true;
            return;
          }
          generated += static_cast<int64_t>(c->tokens.size());
          SleepFor(p.env_s[e][t]);
          append = p.obs[e][t];
        }
        (void)batcher.Close(seq);
      });
  }
  const double wall = Seconds(start);
  if (failed) throw std::runtime_error("a continuous turn failed");
  const sampler::BatcherStats s = batcher.stats();
  return {{"mode", "continuous"},
          {"wall_s", wall},
          {"generate_s", s.prefill_seconds + s.decode_seconds},
          {"generated_tokens", generated.load()},
          {"tokens_per_s", generated.load() / wall},
          {"prefill_tokens", s.prefill_tokens},
          {"reused_tokens", s.reused_tokens},
          {"mean_batch", s.steps > 0 ? static_cast<double>(s.row_steps) / s.steps : 0.0},
          {"peak_batch", s.peak_batch},
          {"graph_captures", s.graph_captures}};
}

}  // namespace

int main(int argc, char** argv) {
  std::map<std::string, std::string> args = {{"shape", "tiny"},    {"device", "cpu"},
                                             {"dtype", "float32"}, {"episodes", "16"},
                                             {"turns", "3"},       {"prompt-len", "1024"},
                                             {"obs-len", "128"},   {"new-tokens", "64"},
                                             {"env-ms", "500"},    {"modes", "turns,continuous"},
                                             {"seed", "1"},        {"kv-mib", "4096"}};
  for (int i = 1; i + 1 < argc; i += 2) {
    const std::string key = argv[i];
    if (!key.starts_with("--") || !args.contains(key.substr(2))) {
      std::cerr << "unknown option " << key << " (see the header of multiturn_bench_main.cc)\n";
      return 2;
    }
    args[key.substr(2)] = argv[i + 1];
  }
  const model::ModelConfig config = sampler::Shape(args["shape"]);
  const auto dtype = args["dtype"] == "float32" ? at::kFloat : at::kBFloat16;
  const at::Device device(args["device"] == "cpu" ? at::kCPU : at::kCUDA);
  at::manual_seed(0);
  model::Transformer m(config, at::TensorOptions().dtype(dtype).device(device));
  m.FuseProjections();  // as a rollout's sampling copy is
  const Plan plan = MakePlan(args, config.vocab_size);
  std::stringstream modes(args["modes"]);
  for (std::string mode; std::getline(modes, mode, ',');) {
    nlohmann::json row =
        mode == "turns" ? Turns(m, plan) : Continuous(m, plan, std::stoll(args["kv-mib"]));
    row.update({{"shape", args["shape"]},
                {"device", args["device"]},
                {"dtype", args["dtype"]},
                {"episodes", plan.episodes},
                {"turns", plan.turns},
                {"prompt_len", plan.prompt_len},
                {"obs_len", plan.obs_len},
                {"new_tokens", plan.new_tokens},
                {"env_ms", std::stod(args["env-ms"])}});
    std::cout << row.dump() << std::endl;
  }
  return 0;
}
