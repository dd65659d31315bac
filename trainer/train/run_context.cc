#include "trainer/train/run_context.h"

#include <filesystem>
#include <fstream>
#include <sstream>

#include "trainer/rl/reward_stats.h"

namespace warpgym::train {
namespace {

namespace fs = std::filesystem;

uint64_t Mix(uint64_t x) {  // splitmix64's finaliser
  x += 0x9E3779B97F4A7C15ull;
  x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
  x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
  return x ^ (x >> 31);
}

uint64_t HashString(const std::string& s) {
  uint64_t h = 1469598103934665603ull;  // FNV-1a
  for (unsigned char c : s) h = (h ^ c) * 1099511628211ull;
  return h;
}

}  // namespace

std::string RunContext::Path(const std::string& relative) const {
  return (fs::path(out_dir) / relative).string();
}

StageState RunContext::ReadState(const std::string& stage) const {
  std::ifstream in(Path("stage" + stage + "/state.json"));
  StageState s;
  if (!in) return s;
  nlohmann::json j = nlohmann::json::parse(in, nullptr, false);
  if (j.is_object()) {
    s.done = j.value("done", false);
    s.step = j.value("step", int64_t{0});
    s.checkpoint = j.value("checkpoint", std::string());
  }
  return s;
}

Status RunContext::WriteState(const std::string& stage, const StageState& state) const {
  const fs::path dir = Path("stage" + stage);
  std::error_code ec;
  fs::create_directories(dir, ec);
  const fs::path tmp = dir / "state.json.tmp";
  {
    std::ofstream out(tmp);
    nlohmann::json j = {{"done", state.done}, {"step", state.step}};
    if (!state.checkpoint.empty()) j["checkpoint"] = state.checkpoint;
    out << j.dump() << "\n";
    if (!out) return Status::Internal("cannot write " + tmp.string());
  }
  fs::rename(tmp, dir / "state.json", ec);
  if (ec) return Status::Internal("cannot rename " + tmp.string() + ": " + ec.message());
  return Status::Ok();
}

uint64_t RunContext::Seed(const std::string& stage, int64_t step) const {
  return Mix(Mix(config.seed) ^ HashString(stage) ^ Mix(static_cast<uint64_t>(step)));
}

std::vector<rollout::EpisodeSpec> RunContext::Specs(const std::string& stage, int64_t step,
                                                    int64_t episodes) const {
  std::vector<rollout::EpisodeSpec> specs;
  const uint64_t base = Seed(stage, step);
  for (int64_t i = 0; i < episodes; ++i)
    specs.push_back({tasks[static_cast<size_t>(i) % tasks.size()],
                     static_cast<int64_t>(Mix(base + static_cast<uint64_t>(i)) & 0x7fffffff)});
  return specs;
}

Status RunContext::Interrupted(const std::string& where) const {
  if (stop == nullptr || !stop->load()) return Status::Ok();
  return Status::Unavailable("interrupted " + where + " (the episodes it had open are closed)");
}

rollout::RolloutOptions RunContext::Rollout(int64_t max_turns) const {
  const RolloutConfig& r = config.rollout;
  rollout::RolloutOptions o;
  o.endpoints = r.endpoints;
  o.max_turns = max_turns;
  o.max_new_tokens = r.max_new_tokens;
  o.max_context_tokens = r.max_context_tokens;
  o.temperature = r.temperature;
  o.top_p = r.top_p;
  o.top_k = r.top_k;
  o.system_prompt = r.system_prompt;
  o.tools_in_prompt = r.tools_in_prompt;
  o.reuse_kv = r.reuse_kv;
  o.continuous = r.continuous;
  o.max_batch_rows = r.max_batch_rows;
  o.kv_cache_mib = r.kv_cache_mib;
  o.kv_page_tokens = r.kv_page_tokens;
  o.reward_mode = r.reward_mode;
  o.client.timeout = std::chrono::milliseconds(static_cast<int64_t>(r.request_timeout_s * 1000));
  o.client.step_timeout = std::chrono::milliseconds(static_cast<int64_t>(r.step_timeout_s * 1000));
  o.client.retries = static_cast<int>(r.retries);
  o.stop = stop;
  return o;
}

Status Require(const std::string& path, const std::string& stage, const std::string& earlier) {
  std::error_code ec;
  if (fs::exists(path, ec)) return Status::Ok();
  return Status::FailedPrecondition("stage " + stage + " needs " + path + " (run stage " + earlier +
                                    " first)");
}

std::vector<const rl::Trajectory*> Trainable(const std::vector<rl::Trajectory>& trajectories) {
  std::vector<const rl::Trajectory*> out;
  for (const rl::Trajectory& t : trajectories)
    if (!t.infra_error && t.num_policy_tokens() > 0) out.push_back(&t);
  return out;
}

nlohmann::ordered_json BatchMetrics(const std::vector<rl::Trajectory>& trajectories) {
  const rl::RewardSummary s = rl::SummariseRewards(trajectories);
  nlohmann::ordered_json histogram = nlohmann::ordered_json::object();
  for (const auto& [reward, count] : s.histogram) {
    std::ostringstream key;
    key << reward;
    histogram[key.str()] = count;
  }
  double turns = 0, tokens = 0, policy_tokens = 0, calls = 0, invalid = 0;
  for (const rl::Trajectory& t : trajectories) {
    if (t.infra_error) continue;
    turns += static_cast<double>(t.turns);
    tokens += static_cast<double>(t.tokens.size());
    policy_tokens += static_cast<double>(t.num_policy_tokens());
    for (const rl::ToolCall& c : t.tool_calls) {
      ++calls;
      invalid += !c.valid;
    }
  }
  const double n = s.episodes > 0 ? static_cast<double>(s.episodes) : 1.0;
  return {{"episodes", s.episodes},
          {"infra_errors", s.infra_errors},
          {"reward_mean", s.mean},
          {"reward_std", s.std},
          {"reward_min", s.min},
          {"reward_max", s.max},
          {"reward_histogram", histogram},
          {"pass_rate", s.pass_rate},
          {"faster_than_eager_rate", s.faster_than_eager_rate},
          {"faster_than_compile_rate", s.faster_than_compile_rate},
          {"turns_mean", turns / n},
          {"length_mean", tokens / n},
          {"policy_tokens_mean", policy_tokens / n},
          {"invalid_call_rate", calls > 0 ? invalid / calls : 0.0}};
}

Status AppendTrajectories(const std::string& path,
                          const std::vector<rl::Trajectory>& trajectories) {
  errno = 0;
  std::ofstream out(path, std::ios::app);
  if (!out) return Status::FromErrno("cannot open " + path, errno);
  for (const rl::Trajectory& t : trajectories)
    if (Status s = rl::WriteJsonLine(out, t); !s.ok()) return s;
  out.flush();
  if (!out) return Status::FromErrno("write failed: " + path, errno);
  return Status::Ok();
}

}  // namespace warpgym::train
