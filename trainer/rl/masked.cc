#include "trainer/rl/masked.h"

namespace warpgym::rl {

at::Tensor CheckedMask(const at::Tensor& mask, at::IntArrayRef sizes, const char* what) {
  TORCH_CHECK(mask.sizes() == sizes, what, ": mask is ", mask.sizes(), ", expected ", sizes);
  if (mask.scalar_type() == at::kBool) return mask;
  TORCH_CHECK(((mask == 0) | (mask == 1)).all().item<bool>(), what, ": mask entries must be 0 or 1");
  return mask != 0;
}

at::Tensor ZeroOutside(const at::Tensor& x, const at::Tensor& bool_mask) {
  return at::where(bool_mask, x, at::zeros({}, x.options()));
}

at::Tensor MaskedMean(const at::Tensor& x, const at::Tensor& bool_mask) {
  const int64_t n = bool_mask.sum().item<int64_t>();
  TORCH_CHECK(n > 0, "masked mean over no policy token");
  return ZeroOutside(x, bool_mask).sum() / static_cast<double>(n);
}

}  // namespace warpgym::rl
