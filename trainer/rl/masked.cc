#include "trainer/rl/masked.h"

namespace warpgym::rl {

at::Tensor CheckedMask(const at::Tensor& mask, at::IntArrayRef sizes, const char* what) {
  TORCH_CHECK(mask.sizes() == sizes, what, ": mask is ", mask.sizes(), ", expected ", sizes);
  if (mask.scalar_type() == at::kBool) return mask;
  TORCH_CHECK(((mask == 0) | (mask == 1)).all().item<bool>(), what,
              ": mask entries must be 0 or 1");
  return mask != 0;
}

at::Tensor ZeroOutside(const at::Tensor& x, const at::Tensor& bool_mask) {
  return at::where(bool_mask, x, at::zeros({}, x.options()));
}

void OneProcess(std::vector<at::Tensor>& /*partial_sums*/) {}

at::Tensor MaskedMean(const at::Tensor& x, const at::Tensor& bool_mask) {
  return MaskedMean(x, bool_mask, OneProcess);
}

at::Tensor MaskedMean(const at::Tensor& x, const at::Tensor& bool_mask, const RankSum& over_ranks) {
  std::vector<at::Tensor> parts = {ZeroOutside(x, bool_mask).sum(), bool_mask.sum()};  // sum, count
  over_ranks(parts);
  const int64_t n = parts[1].item<int64_t>();
  TORCH_CHECK(n > 0, "masked mean over no policy token");
  return parts[0] / static_cast<double>(n);
}

}  // namespace warpgym::rl
