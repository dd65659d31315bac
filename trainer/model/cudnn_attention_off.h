// CudnnAttentionOff: while it lives, at::scaled_dot_product_attention does not choose cuDNN's
// attention kernel (flash or memory-efficient attention run instead); the previous setting comes
// back when it ends. Sampling's prefills use it: each prompt has a length of its own, and with
// cuDNN the prefills of one h200_ppo.yaml rollout (16 rows of 8-11k tokens, then their turns)
// took 4.6 s against 1.6 s without it on an H100, while the learner, whose shapes repeat across
// its forward and backward passes, was a little faster with it (12.7 s against 13.3 s).
// The setting is process-wide (at::globalContext()), not per thread: attention that another
// thread runs meanwhile also skips cuDNN, which changes its speed, never its results.
#pragma once

#include <ATen/Context.h>

namespace warpgym::model {

class CudnnAttentionOff {
 public:
  CudnnAttentionOff() : was_(at::globalContext().userEnabledCuDNNSDP()) {
    at::globalContext().setSDPUseCuDNN(false);
  }
  ~CudnnAttentionOff() { at::globalContext().setSDPUseCuDNN(was_); }
  CudnnAttentionOff(const CudnnAttentionOff&) = delete;
  CudnnAttentionOff& operator=(const CudnnAttentionOff&) = delete;

 private:
  bool was_;
};

}  // namespace warpgym::model
