// EndpointBalancer: which warpgym-server each new episode of a rollout batch goes to, so that
// episodes are spread over the endpoints and rebalanced when one is slow or gone (issue 7).
//
// Each endpoint's speed is an exponential moving average of the seconds its requests (reset,
// step) took; its weight is 1 / that average (an endpoint not yet measured weighs as the mean of
// the measured ones). Assign(n) deals n episodes in proportion to the weights (largest
// remainder, then interleaved by smooth weighted round robin, so each endpoint's episodes are
// spread over the batch and the deal is deterministic). An endpoint whose request failed with a
// retryable error is down: it gets no episode for the next `cooldown_batches` deals, then is
// tried again. If every endpoint is down, all are dealt to alike (there is nothing better).
// Episodes never move once reset: a server that dies mid-episode costs those episodes (flagged
// infra_error by the rollout, never scored) and is avoided from the next batch on.
// Thread-safe: the rollout's episode threads record and mark concurrently.
#pragma once

#include <cstddef>
#include <mutex>
#include <string>
#include <vector>

namespace warpgym::rollout {

struct BalancerOptions {
  double smoothing = 0.3;    // weight of the newest measurement in the moving average
  int cooldown_batches = 2;  // deals an endpoint sits out after a failure
};

class EndpointBalancer {
 public:
  explicit EndpointBalancer(size_t num_endpoints, BalancerOptions options = {});

  // The endpoint index of each of n episodes (the start of a batch; also counts down cooldowns).
  std::vector<size_t> Assign(size_t n);
  // Where to reset an episode dealt to `first`: first, then the other endpoints that are up
  // (heaviest first), then those that are down.
  std::vector<size_t> FailoverOrder(size_t first) const;

  void Record(size_t endpoint, double seconds);  // a request that succeeded, and how long it took
  void MarkDown(size_t endpoint);                // a request that failed with a retryable error

  double Weight(size_t endpoint) const;  // relative; 0 while down (unless every one is)
  bool IsDown(size_t endpoint) const;

 private:
  double WeightLocked(size_t endpoint) const;

  struct Endpoint {
    double mean_seconds = 0;  // 0: not measured yet
    int down_for = 0;         // deals left to sit out
  };
  BalancerOptions options_;
  mutable std::mutex mu_;
  std::vector<Endpoint> endpoints_;
};

}  // namespace warpgym::rollout
