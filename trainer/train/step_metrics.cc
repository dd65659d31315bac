#include "trainer/train/step_metrics.h"

#include <ATen/DeviceAccelerator.h>

#include <cstdio>
#include <sstream>

#include "trainer/model/device_index.h"
#include "trainer/train/run_context.h"

namespace warpgym::train {

StatusOr<std::vector<rl::Trajectory>> GatherTrajectories(DataParallel& dp,
                                                         const std::vector<rl::Trajectory>& mine) {
  std::ostringstream lines;
  for (const rl::Trajectory& t : mine)
    if (Status s = rl::WriteJsonLine(lines, t); !s.ok()) return s;
  std::vector<rl::Trajectory> all;
  const std::vector<std::string> posts = dp.AllGather(lines.str());
  for (size_t r = 0; r < posts.size(); ++r) {
    if (static_cast<int>(r) == dp.rank()) {
      all.insert(all.end(), mine.begin(), mine.end());
      continue;
    }
    std::istringstream in(posts[r]);
    auto part = rl::ReadJsonl(in, "rank " + std::to_string(r));
    if (!part.ok()) return part.status();
    for (rl::Trajectory& t : part.value()) all.push_back(std::move(t));
  }
  return all;
}

rollout::RolloutStats StatsOverRanks(DataParallel& dp, const rollout::RolloutStats& mine) {
  const std::vector<double> most = dp.MaxOverRanks(std::vector<double>{
      mine.generate_seconds, mine.env_seconds, static_cast<double>(mine.peak_batch),
      mine.mean_batch, mine.prefill_seconds, mine.decode_seconds,
      static_cast<double>(mine.decode_steps)});
  const std::vector<int64_t> total = dp.SumOverRanks(std::vector<int64_t>{
      mine.generated_tokens, mine.turns, mine.context_tokens, mine.prefill_tokens,
      mine.reused_tokens, mine.appended_tokens, mine.evicted_tokens, mine.shared_tokens});
  rollout::RolloutStats out;
  out.generate_seconds = most[0];
  out.env_seconds = most[1];
  out.peak_batch = static_cast<int64_t>(most[2]);
  out.mean_batch = most[3];
  out.prefill_seconds = most[4];  // the busiest rank's, like generate_seconds
  out.decode_seconds = most[5];
  out.decode_steps = static_cast<int64_t>(most[6]);
  out.generated_tokens = total[0];
  out.turns = total[1];
  out.context_tokens = total[2];
  out.prefill_tokens = total[3];
  out.reused_tokens = total[4];
  out.appended_tokens = total[5];
  out.evicted_tokens = total[6];
  out.shared_tokens = total[7];
  return out;
}

std::pair<double, double> TakePeakDeviceMemory(at::Device device) {
  if (!device.is_cuda()) return {0, 0};
  const c10::DeviceIndex index = model::ResolvedIndex(device);
  const auto stats = at::accelerator::getDeviceStats(index);
  constexpr auto kAll = static_cast<size_t>(c10::CachingAllocator::StatType::AGGREGATE);
  at::accelerator::resetPeakStats(index);
  return {static_cast<double>(stats.allocated_bytes[kAll].peak) / (1 << 20),
          static_cast<double>(stats.reserved_bytes[kAll].peak) / (1 << 20)};
}

nlohmann::ordered_json StepRecord(const std::string& stage, int64_t step,
                                  const std::vector<rl::Trajectory>& batch, const PpoMetrics& ppo,
                                  const rollout::RolloutStats& rs, const StepTimes& times,
                                  std::pair<double, double> peak_memory, const std::string& device,
                                  const DataParallel& dp) {
  nlohmann::ordered_json record = {{"stage", stage}, {"step", step}};
  record.update(BatchMetrics(batch));
  record.update(ppo.ToJson());
  record.update(
      {{"rollout_s", times.rollout_s},
       {"generate_s", rs.generate_seconds},
       {"prefill_s", rs.prefill_seconds},
       {"decode_s", rs.decode_seconds},
       {"decode_steps", rs.decode_steps},
       {"decode_ms_per_step",
        rs.decode_steps > 0 ? 1e3 * rs.decode_seconds / static_cast<double>(rs.decode_steps) : 0.0},
       {"env_s", rs.env_seconds},
       {"train_s", times.train_s},
       {"train_tokens_per_s",
        times.train_s > 0 ? static_cast<double>(ppo.train_tokens) / times.train_s : 0.0},
       {"generated_tokens", rs.generated_tokens},
       // Prefix reuse: of the tokens in the contexts the sampler was given, those computed
       // (the new ones, with reuse), those whose keys and values were kept from a turn before
       // and those copied from another episode that starts with the same tokens.
       {"context_tokens", rs.context_tokens},
       {"prefill_tokens", rs.prefill_tokens},
       {"reused_tokens", rs.reused_tokens},
       {"shared_tokens", rs.shared_tokens},
       {"appended_tokens", rs.appended_tokens},
       {"evicted_tokens", rs.evicted_tokens},
       {"peak_batch", rs.peak_batch},
       {"mean_batch", rs.mean_batch},
       {"generate_tokens_per_s",
        rs.generate_seconds > 0 ? static_cast<double>(rs.generated_tokens) / rs.generate_seconds
                                : 0.0},
       {"checkpoint_s", times.checkpoint_s},
       {"checkpoint_wait_s", times.checkpoint_wait_s},
       {"gpu_peak_allocated_mib", peak_memory.first},
       {"gpu_peak_reserved_mib", peak_memory.second},
       {"step_s", times.step_s},
       {"device", device},
       {"ranks", dp.world_size()},
       {"gradient_transport", dp.gradient_transport()}});
  return record;
}

std::string StepProgressLine(const nlohmann::ordered_json& record, const PpoMetrics& ppo,
                             int64_t steps, int64_t episodes, double eta_s) {
  const double step_s = record["step_s"].get<double>();
  char line[384];
  std::snprintf(line, sizeof(line),
                "[stage %s] step %lld/%lld  reward %+.3f  pass %.2f  ev %+.3f  kl %.4f  clip %.3f  "
                "mismatch %.1e  rollout %.1fs  train %.1fs  gen %.0f tok/s  learn %.0f tok/s  "
                "%.2f episodes/s  eta %.0fs",
                record["stage"].get<std::string>().c_str(),
                static_cast<long long>(record["step"].get<int64_t>() + 1),
                static_cast<long long>(steps), record["reward_mean"].get<double>(),
                record["pass_rate"].get<double>(), ppo.explained_variance, ppo.approx_kl,
                ppo.clip_fraction, ppo.mismatch_mean_abs, record["rollout_s"].get<double>(),
                record["train_s"].get<double>(), record["generate_tokens_per_s"].get<double>(),
                record["train_tokens_per_s"].get<double>(),
                step_s > 0 ? static_cast<double>(episodes) / step_s : 0.0, eta_s);
  return line;
}

}  // namespace warpgym::train
