#include "trainer/rollout/endpoint_balancer.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace warpgym::rollout {

EndpointBalancer::EndpointBalancer(size_t num_endpoints, BalancerOptions options)
    : options_(options), endpoints_(std::max<size_t>(num_endpoints, 1)) {}

double EndpointBalancer::WeightLocked(size_t i) const {
  const bool all_down = std::all_of(endpoints_.begin(), endpoints_.end(),
                                    [](const Endpoint& e) { return e.down_for > 0; });
  if (endpoints_[i].down_for > 0 && !all_down) return 0;
  if (endpoints_[i].mean_seconds > 0) return 1.0 / endpoints_[i].mean_seconds;
  double sum = 0;
  int measured = 0;
  for (const Endpoint& e : endpoints_)
    if (e.mean_seconds > 0) {
      sum += 1.0 / e.mean_seconds;
      ++measured;
    }
  return measured > 0 ? sum / measured : 1.0;
}

double EndpointBalancer::Weight(size_t endpoint) const {
  std::lock_guard lock(mu_);
  return WeightLocked(endpoint);
}

bool EndpointBalancer::IsDown(size_t endpoint) const {
  std::lock_guard lock(mu_);
  return endpoints_[endpoint].down_for > 0;
}

std::vector<size_t> EndpointBalancer::Assign(size_t n) {
  std::lock_guard lock(mu_);
  const size_t k = endpoints_.size();
  std::vector<double> w(k);
  for (size_t i = 0; i < k; ++i) w[i] = WeightLocked(i);
  for (Endpoint& e : endpoints_) e.down_for = std::max(0, e.down_for - 1);
  const double total = std::accumulate(w.begin(), w.end(), 0.0);

  // Largest remainder: floor of each share, the rest to the largest fractions (lower index on
  // ties).
  std::vector<size_t> quota(k);
  std::vector<std::pair<double, size_t>> fractions;
  size_t dealt = 0;
  for (size_t i = 0; i < k; ++i) {
    const double share = static_cast<double>(n) * w[i] / total;
    quota[i] = static_cast<size_t>(std::floor(share));
    dealt += quota[i];
    fractions.emplace_back(share - std::floor(share), i);
  }
  std::stable_sort(fractions.begin(), fractions.end(),
                   [](const auto& a, const auto& b) { return a.first > b.first; });
  for (size_t j = 0; dealt < n; ++j, ++dealt) ++quota[fractions[j % k].second];

  // Smooth weighted round robin over the quotas: each endpoint's episodes spread over the batch.
  std::vector<size_t> out;
  out.reserve(n);
  std::vector<long long> current(k, 0);
  for (size_t pick = 0; pick < n; ++pick) {
    size_t best = 0;
    for (size_t i = 0; i < k; ++i) {
      current[i] += static_cast<long long>(quota[i]);
      if (current[i] > current[best]) best = i;
    }
    current[best] -= static_cast<long long>(n);
    out.push_back(best);
  }
  return out;
}

std::vector<size_t> EndpointBalancer::FailoverOrder(size_t first) const {
  std::lock_guard lock(mu_);
  std::vector<size_t> others;
  for (size_t i = 0; i < endpoints_.size(); ++i)
    if (i != first) others.push_back(i);
  std::stable_sort(others.begin(), others.end(), [&](size_t a, size_t b) {
    const bool down_a = endpoints_[a].down_for > 0, down_b = endpoints_[b].down_for > 0;
    if (down_a != down_b) return down_b;  // up ones first
    return WeightLocked(a) > WeightLocked(b);
  });
  others.insert(others.begin(), first);
  return others;
}

void EndpointBalancer::Record(size_t endpoint, double seconds) {
  std::lock_guard lock(mu_);
  Endpoint& e = endpoints_[endpoint];
  seconds = std::max(seconds, 1e-6);
  e.mean_seconds = e.mean_seconds > 0
                       ? (1 - options_.smoothing) * e.mean_seconds + options_.smoothing * seconds
                       : seconds;
}

void EndpointBalancer::MarkDown(size_t endpoint) {
  std::lock_guard lock(mu_);
  endpoints_[endpoint].down_for = options_.cooldown_batches;
}

}  // namespace warpgym::rollout
