// AdamW (Loshchilov & Hutter, "Decoupled Weight Decay Regularization", 2019) over a list of
// parameter tensors, and global gradient-norm clipping. Per parameter p with gradient g, step t:
//     m = beta1 m + (1 - beta1) g                  first moment
//     v = beta2 v + (1 - beta2) g^2                second moment
//     m_hat = m / (1 - beta1^t), v_hat = v / (1 - beta2^t)   bias correction
//     p = p - lr_t (m_hat / (sqrt(v_hat) + eps) + weight_decay p)
//     lr_t = lr min(1, t / warmup_steps)            (lr_t = lr without warmup)
// Warmup matters because bias correction makes the first steps ~lr × sign(g) for every
// parameter at once: a fresh optimizer on a trained, near-deterministic policy jumps far.
// The update is LibTorch's fused AdamW kernel (at::_fused_adamw_, CPU and CUDA), the bias
// corrections from the optimizer's own step count. The moments live beside the parameters (same
// device, float32; so are the parameters: float32 master weights) and are saved to / loaded from
// a safetensors file ("m.<i>", "v.<i>", and the step count in the metadata) for resuming; Load
// also reads the shards a ShardedAdamW wrote (saved_moments.h).
// Parameters without a gradient are skipped. Not thread-safe.
#pragma once

#include <ATen/ATen.h>

#include <cstdint>
#include <string>
#include <vector>

#include "shared/status.h"
#include "trainer/train/optimizer.h"

namespace warpgym::train {

struct AdamWOptions {
  double lr = 1e-5;
  double beta1 = 0.9;
  double beta2 = 0.999;
  double eps = 1e-8;
  double weight_decay = 0.0;
  int64_t warmup_steps = 0;  // linear from lr / warmup_steps to lr over the first steps; 0: none
};

// The learning rate of update `t` (1-based) under `options`' warmup.
double WarmupLearningRate(const AdamWOptions& options, int64_t t);

class AdamW : public Optimizer {
 public:
  // REQUIRES: params are leaf tensors with requires_grad (they are updated in place).
  AdamW(std::vector<at::Tensor> params, AdamWOptions options);

  void ZeroGrad() override;
  // The gradients as they are (this rank's): one update.
  void Step();
  // Sums the gradients over the ranks (AllReduceSum; a world of one leaves them, and a parameter
  // without one is skipped), clips them (ClipGradNorm), then Step.
  double ApplyGradients(DataParallel& dp, double max_norm) override;
  int64_t steps() const override { return step_; }
  double LearningRate() const override;

  // Internal for I/O errors; InvalidArgument when the file does not match the parameters.
  Write PrepareSave(const std::string& path) const override;
  Status Load(const std::string& path) override;

 private:
  std::vector<at::Tensor> params_;
  std::vector<at::Tensor> m_, v_;
  AdamWOptions options_;
  int64_t step_ = 0;
};

// Scales every gradient so that their joint L2 norm is at most max_norm (LibTorch's
// clip_grad_norm_; max_norm <= 0: no scaling). Returns the norm before scaling.
double ClipGradNorm(const std::vector<at::Tensor>& params, double max_norm);

}  // namespace warpgym::train
