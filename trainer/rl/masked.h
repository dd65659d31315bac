// Masked reductions over the policy tokens of a batch, shared by the PPO maths.
//
// A mask is a [B, T] tensor of any dtype (bool, integer, float) whose entries are all 0 or 1
// (1 = policy token). CheckedMask verifies that and returns it as a bool tensor; the reductions
// ignore whatever the masked-out positions hold (padding may carry any value, even inf or NaN).
// Preconditions are TORCH_CHECKed (c10::Error, as LibTorch ops throw).
//
// Data parallelism: a reduction that takes a RankSum covers the policy tokens of every rank of
// a data-parallel update, not only this rank's batch. It hands its partial sums (small tensors:
// a sum and a count) to the RankSum, which adds every rank's, element-wise and in place, the same
// bits on every rank (train::DataParallel::AllReduceSum behind a lambda); every rank must then
// make the same calls in the same order. OneProcess adds nothing: the reduction is this batch's
// alone, with the same operations, so the same bits, as the overload without a RankSum.
#pragma once

#include <ATen/ATen.h>

#include <functional>
#include <vector>

namespace warpgym::rl {

// REQUIRES: mask.sizes() == sizes, every entry 0 or 1. `what` names the caller in the error.
at::Tensor CheckedMask(const at::Tensor& mask, at::IntArrayRef sizes, const char* what);

// x where mask, 0 elsewhere (keeps gradients finite: masked-out inputs never reach an exp).
at::Tensor ZeroOutside(const at::Tensor& x, const at::Tensor& bool_mask);

// Adds every rank's partial sums to `partial_sums`, in place (see above).
using RankSum = std::function<void(std::vector<at::Tensor>& partial_sums)>;
// A world of one: leaves the partial sums as they are.
void OneProcess(std::vector<at::Tensor>& partial_sums);

// sum(x * mask) / sum(mask) as a scalar tensor (differentiable). REQUIRES: some mask entry is 1.
at::Tensor MaskedMean(const at::Tensor& x, const at::Tensor& bool_mask);
// The same over every rank's policy tokens: the ranks' sums and counts added by `over_ranks`.
// REQUIRES: some mask entry of some rank is 1; x carries no gradient unless over_ranks is
// OneProcess (what another rank adds is a constant).
at::Tensor MaskedMean(const at::Tensor& x, const at::Tensor& bool_mask, const RankSum& over_ranks);

}  // namespace warpgym::rl
