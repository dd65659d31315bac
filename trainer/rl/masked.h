// Masked reductions over the policy tokens of a batch, shared by the PPO maths.
//
// A mask is a [B, T] tensor of any dtype (bool, integer, float) whose entries are all 0 or 1
// (1 = policy token). CheckedMask verifies that and returns it as a bool tensor; the reductions
// ignore whatever the masked-out positions hold (padding may carry any value, even inf or NaN).
// Preconditions are TORCH_CHECKed (c10::Error, as LibTorch ops throw).
#pragma once

#include <ATen/ATen.h>

namespace warpgym::rl {

// REQUIRES: mask.sizes() == sizes, every entry 0 or 1. `what` names the caller in the error.
at::Tensor CheckedMask(const at::Tensor& mask, at::IntArrayRef sizes, const char* what);

// x where mask, 0 elsewhere (keeps gradients finite: masked-out inputs never reach an exp).
at::Tensor ZeroOutside(const at::Tensor& x, const at::Tensor& bool_mask);

// sum(x * mask) / sum(mask) as a scalar tensor (differentiable). REQUIRES: some mask entry is 1.
at::Tensor MaskedMean(const at::Tensor& x, const at::Tensor& bool_mask);

}  // namespace warpgym::rl
