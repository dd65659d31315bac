#include "trainer/rl/reward_stats.h"

#include <algorithm>
#include <cmath>

namespace warpgym::rl {

RewardSummary SummariseRewards(const std::vector<Trajectory>& trajectories) {
  RewardSummary s;
  double sum = 0;
  int64_t pass = 0, faster_eager = 0, faster_compile = 0;
  for (const Trajectory& t : trajectories) {
    if (t.infra_error) {
      ++s.infra_errors;
      continue;
    }
    const double r = t.reward;
    s.min = s.episodes == 0 ? r : std::min(s.min, r);
    s.max = s.episodes == 0 ? r : std::max(s.max, r);
    ++s.episodes;
    sum += r;
    ++s.histogram[r];
    pass += r > 0;
    faster_eager += r >= 2;
    faster_compile += r >= 3;
  }
  if (s.episodes == 0) return s;
  const auto n = static_cast<double>(s.episodes);
  s.mean = sum / n;
  double squares = 0;  // second pass: no cancellation in sum(r^2) - n mean^2
  for (const Trajectory& t : trajectories)
    if (!t.infra_error) squares += (t.reward - s.mean) * (t.reward - s.mean);
  s.std = std::sqrt(squares / n);
  s.pass_rate = static_cast<double>(pass) / n;
  s.faster_than_eager_rate = static_cast<double>(faster_eager) / n;
  s.faster_than_compile_rate = static_cast<double>(faster_compile) / n;
  return s;
}

}  // namespace warpgym::rl
