// warpgym-trainer-bench: prefill and decode throughput of the Sampler on random-weight models
// with published shapes, and the memory-bandwidth floor of a decode step. Driven by
// tools/device/trainer_bench.sh on the H200; runs on the CPU too (slowly) for a smoke test.
//
//   warpgym-trainer-bench [--shape qwen2.5-0.5b|qwen2.5-1.5b|tiny] [--device cuda|cpu]
//                         [--dtype bfloat16|float32] [--batches 1,16,64] [--prompt-len 512]
//                         [--new-tokens 128] [--repeats 3] [--peak-bytes-per-s 4.8e12]
//                         [--modes graphs,eager,static]
//
// Decode modes (the sampler's paths, sampler.h): graphs = the defaults (static step replayed as
// a CUDA graph on CUDA; on the CPU this is the dynamic path), eager = cuda_graphs off (dynamic
// path), static = the static step run eagerly. Each mode is warmed up once (a graph is captured
// there) and then timed.
//
// One JSON line per (shape, batch) on stdout, medians over the repeats:
//   prefill_tok_s      B * prompt_len / (prefill + first token), first mode
//   decode_tok_s       B * steps / decode time (greedy, one token per row per step), first mode;
//                      decode_tok_s_<mode> and decode_ms_per_step_<mode> for each mode
//   cuda_graph         whether the graphs mode replayed a CUDA graph; capture_ms its capture
//   agree_<a>_<b>      how two modes' greedy outputs agree: rows with identical tokens (of
//                      `rows`) and the largest log-prob difference before a row's first
//                      differing token. graphs vs static should be exact (same kernels, same
//                      shapes); vs eager, bf16 rounding of different kernels may flip near-ties.
//   floor_ms_per_step  the bytes a decode step must read (every weight matrix once, the
//                      embedding row gather aside, plus the KV cache at the mean context
//                      length) over the peak bandwidth; floor_tok_s = B / that time
//   pct_of_floor       floor_ms_per_step / measured ms per step
//   floor_ms_per_step_datasheet   the same floor at the H200's 4.8 TB/s datasheet bandwidth
// The driver itself needs no LibTorch CUDA headers (the sampler copies tokens to the host every
// step, which synchronises the device); the sampler's graphs do (trainer_bench.sh passes them).
#include <ATen/ATen.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <map>
#include <nlohmann/json.hpp>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "trainer/sampler/bench_shapes.h"
#include "trainer/sampler/sampler.h"

namespace {

using warpgym::model::ModelConfig;
using warpgym::sampler::Shape;

std::vector<int64_t> ParseList(const std::string& s) {
  std::vector<int64_t> out;
  std::stringstream ss(s);
  for (std::string item; std::getline(ss, item, ',');) out.push_back(std::stoll(item));
  return out;
}

constexpr double kDatasheetBytesPerSecond = 4.8e12;  // H200 HBM3e

double Median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v.empty() ? 0 : v[v.size() / 2];
}

std::vector<std::string> ParseModes(const std::string& s) {
  std::vector<std::string> out;
  std::stringstream ss(s);
  for (std::string item; std::getline(ss, item, ',');) {
    if (item != "graphs" && item != "eager" && item != "static") {
      std::cerr << "unknown decode mode " << item << " (graphs, eager, static)\n";
      std::exit(2);
    }
    out.push_back(item);
  }
  if (out.empty()) {
    std::cerr << "--modes is empty\n";
    std::exit(2);
  }
  return out;
}

void SetMode(const std::string& mode, warpgym::sampler::SamplingParams* p) {
  p->cuda_graphs = mode == "graphs";
  p->static_decode = mode == "static";
}

// Agreement of two runs over the same prompts (see agree_* in the header).
nlohmann::json Agreement(const std::vector<warpgym::sampler::Completion>& a,
                         const std::vector<warpgym::sampler::Completion>& b) {
  int64_t equal_rows = 0;
  double worst = 0;
  for (size_t r = 0; r < a.size() && r < b.size(); ++r) {
    const size_t n = std::min(a[r].tokens.size(), b[r].tokens.size());
    size_t k = 0;
    for (; k < n && a[r].tokens[k] == b[r].tokens[k]; ++k)
      worst = std::max(worst, static_cast<double>(std::abs(a[r].logprobs[k] - b[r].logprobs[k])));
    if (k == n && a[r].tokens.size() == b[r].tokens.size()) ++equal_rows;
  }
  return {{"rows_equal", equal_rows}, {"rows", a.size()}, {"max_logprob_diff", worst}};
}

// Medians of one decode mode over the repeats.
struct Timing {
  double prefill_seconds = 0;
  double step_seconds = 0;     // per decode step
  double capture_seconds = 0;  // of the warm-up run (the timed runs reuse its graph)
  bool cuda_graph = false;
};

}  // namespace

int main(int argc, char** argv) {
  std::map<std::string, std::string> args = {{"shape", "qwen2.5-0.5b"},
                                             {"device", "cuda"},
                                             {"dtype", "bfloat16"},
                                             {"batches", "1,16,64"},
                                             {"prompt-len", "512"},
                                             {"new-tokens", "128"},
                                             {"repeats", "3"},
                                             {"peak-bytes-per-s", "4.8e12"},
                                             {"modes", "graphs,eager,static"}};
  for (int i = 1; i + 1 < argc; i += 2) {
    std::string key = argv[i];
    if (!key.starts_with("--") || !args.contains(key.substr(2))) {
      std::cerr << "unknown option " << key << " (see the header of sampler/bench_main.cc)\n";
      return 2;
    }
    args[key.substr(2)] = argv[i + 1];
  }
  const ModelConfig config = Shape(args["shape"]);
  const auto dtype = args["dtype"] == "float32" ? at::kFloat : at::kBFloat16;
  const at::Device device(args["device"] == "cpu" ? at::kCPU : at::kCUDA);
  const int64_t prompt_len = std::stoll(args["prompt-len"]),
                new_tokens = std::stoll(args["new-tokens"]);
  const int repeats = std::stoi(args["repeats"]);
  const double peak = std::stod(args["peak-bytes-per-s"]);
  const std::vector<std::string> modes = ParseModes(args["modes"]);

  try {
    at::manual_seed(0);
    warpgym::model::Transformer model(config, at::TensorOptions().dtype(dtype).device(device));
    model.FuseProjections();  // as a rollout's sampling copy is
    warpgym::sampler::Sampler sampler(model);
    const double elem = static_cast<double>(at::elementSize(dtype));
    // A decode step reads every matrix once; the input embedding is only gathered (B rows), so it
    // counts once when it doubles as the (tied) lm_head and not at all otherwise.
    const int64_t untied_embed =
        config.tie_word_embeddings ? 0 : config.vocab_size * config.hidden_size;
    const double weight_bytes = static_cast<double>(config.NumParameters() - untied_embed) * elem;

    for (int64_t B : ParseList(args["batches"])) {
      std::mt19937_64 rng(B);
      std::uniform_int_distribution<int64_t> token(0, config.vocab_size - 1);
      std::vector<std::vector<int64_t>> prompts(B, std::vector<int64_t>(prompt_len));
      for (auto& p : prompts)
        for (auto& t : p) t = token(rng);
      std::map<std::string, Timing> timings;
      std::map<std::string, std::vector<warpgym::sampler::Completion>>
          outputs;  // last run of each mode
      for (const std::string& mode : modes) {
        warpgym::sampler::SamplingParams params;
        params.temperature = 0;  // greedy: no stop tokens, every row runs new_tokens steps
        SetMode(mode, &params);
        // Warm-up: same capacity as the timed runs, so a graph captured here is reused.
        params.max_new_tokens = new_tokens;
        if (auto warm = sampler.Generate(prompts, params); !warm.ok()) {
          std::cerr << warm.status().ToString() << "\n";
          return 1;
        }
        Timing& t = timings[mode];
        t.capture_seconds = sampler.last_stats().capture_seconds;
        t.cuda_graph = sampler.last_stats().cuda_graph;
        std::vector<double> prefill, decode_step;
        for (int r = 0; r < repeats; ++r) {
          auto out = sampler.Generate(prompts, params);
          if (!out.ok()) {
            std::cerr << out.status().ToString() << "\n";
            return 1;
          }
          outputs[mode] = std::move(out.value());
          const auto& s = sampler.last_stats();
          prefill.push_back(s.prefill_seconds);
          decode_step.push_back(s.decode_seconds /
                                static_cast<double>(std::max<int64_t>(s.decode_steps, 1)));
        }
        t.prefill_seconds = Median(prefill);
        t.step_seconds = Median(decode_step);
        sampler
            .ReleaseDecodeState();  // the next mode starts from nothing, as a fresh sampler would
      }
      const Timing& first = timings[modes[0]];
      const double step = first.step_seconds;
      const double mean_context =
          static_cast<double>(prompt_len) + static_cast<double>(new_tokens) / 2;
      const double kv_bytes =
          2.0 * static_cast<double>(config.num_layers * B * config.num_kv_heads * config.head_dim) *
          mean_context * elem;
      const double floor_step = (weight_bytes + kv_bytes) / peak;
      nlohmann::json line = {
          {"impl", "warpgym"},
          {"shape", args["shape"]},
          {"dtype", args["dtype"]},
          {"batch", B},
          {"prompt_len", prompt_len},
          {"new_tokens", new_tokens},
          {"prefill_tok_s", static_cast<double>(B * prompt_len) / first.prefill_seconds},
          {"decode_tok_s", static_cast<double>(B) / step},
          {"decode_ms_per_step", step * 1e3},
          {"floor_ms_per_step", floor_step * 1e3},
          {"floor_tok_s", static_cast<double>(B) / floor_step},
          {"floor_ms_per_step_datasheet",
           (weight_bytes + kv_bytes) / kDatasheetBytesPerSecond * 1e3},
          {"pct_of_floor", 100.0 * floor_step / step},
          {"weight_bytes", weight_bytes},
          {"kv_bytes_mean", kv_bytes},
          {"peak_bytes_per_s", peak},
          {"decode_modes", modes},
      };
      for (const auto& [mode, t] : timings) {
        line["decode_tok_s_" + mode] = static_cast<double>(B) / t.step_seconds;
        line["decode_ms_per_step_" + mode] = t.step_seconds * 1e3;
      }
      if (timings.contains("graphs")) {
        line["cuda_graph"] = timings["graphs"].cuda_graph;
        line["capture_ms"] = timings["graphs"].capture_seconds * 1e3;
      }
      for (const auto& [a, out_a] : outputs)
        for (const auto& [b, out_b] : outputs)
          if (a < b) line["agree_" + a + "_" + b] = Agreement(out_a, out_b);
      std::cout << line.dump() << std::endl;
    }
  } catch (const std::exception& e) {
    std::cerr << "warpgym-trainer-bench: " << e.what() << "\n";
    return 1;
  }
  return 0;
}
