// Rotary position embeddings (RoPE) with the scalings of Hugging Face's rope_type.
//
// Each pair of channels (i, i + D/2) of a query or key head is rotated by the angle
// position * inv_freq[i]. The scalings only change inv_freq (and, for yarn, scale cos/sin):
//   default  inv_freq[i] = theta^(-2i/D)
//   linear   inv_freq / factor
//   llama3   long wavelengths (> original_max / low_freq_factor) divided by factor, short ones
//            (< original_max / high_freq_factor) kept, the band between interpolated smoothly
//   dynamic  NTK-aware: once positions pass max_position_embeddings (seq_len = last position +
//            1), theta grows to theta * (factor * seq_len / max - (factor - 1))^(D / (D - 2))
//   yarn     per-channel blend of interpolated and original frequencies (ramp between beta_fast
//            and beta_slow rotations over the original context); cos/sin scaled by
//            0.1 * ln(factor) + 1 unless attention_factor is given
// Frequencies and angles are computed in float32 and cos/sin cast to the activations' dtype,
// as transformers does, so fp32 logits match it to rounding.
#pragma once

#include <ATen/ATen.h>

#include "trainer/model/config.h"

namespace warpgym::model {

class Rotary {
 public:
  explicit Rotary(const ModelConfig& config);

  // cos and sin for `positions` [B, T] (int64): each [B, 1, T, D] in `dtype` on positions' device.
  std::pair<at::Tensor, at::Tensor> CosSin(const at::Tensor& positions, at::ScalarType dtype) const;
  // The same from `inv_freq` [D/2] float32 that the caller keeps on positions' device: no copy
  // from the host and no sync, so it can be captured in a CUDA graph. REQUIRES
  // !data_dependent() (inv_freq() is then the only set of frequencies).
  std::pair<at::Tensor, at::Tensor> CosSin(const at::Tensor& positions, const at::Tensor& inv_freq,
                                           at::ScalarType dtype) const;

  // x [B, n_heads, T, D] rotated: x * cos + rotate_half(x) * sin.
  static at::Tensor Apply(const at::Tensor& x, const at::Tensor& cos, const at::Tensor& sin);

  // True when the frequencies depend on the positions' values (dynamic): CosSin then reads the
  // largest position on the host.
  bool data_dependent() const { return config_.rope.type == "dynamic"; }
  double attention_scaling() const { return attention_scaling_; }
  const at::Tensor& inv_freq() const { return inv_freq_; }  // [D/2] float32, CPU

 private:
  at::Tensor InvFreqFor(int64_t seq_len) const;  // dynamic only

  ModelConfig config_;
  at::Tensor inv_freq_;  // [D/2] float32
  double attention_scaling_ = 1.0;
};

}  // namespace warpgym::model
