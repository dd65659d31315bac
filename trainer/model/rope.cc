#include "trainer/model/rope.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace warpgym::model {
namespace {

// theta^(-2i/D) for i = 0 .. D/2-1, in float32: [D/2].
at::Tensor DefaultInvFreq(double theta, int64_t dim) {
  at::Tensor exponent = at::arange(0, dim, 2, at::kLong).to(at::kFloat) / static_cast<double>(dim);
  return 1.0 / at::pow(theta, exponent);
}

at::Tensor Llama3InvFreq(const RopeConfig& r, int64_t dim) {
  at::Tensor inv_freq = DefaultInvFreq(r.theta, dim);
  const double old_context = static_cast<double>(r.original_max_position_embeddings);
  const double low_freq_wavelen = old_context / r.low_freq_factor;
  const double high_freq_wavelen = old_context / r.high_freq_factor;
  at::Tensor wavelen = 2 * std::numbers::pi / inv_freq;
  // Long wavelengths: interpolate fully (divide by factor); short ones: keep.
  at::Tensor scaled = at::where(wavelen > low_freq_wavelen, inv_freq / r.factor, inv_freq);
  // Between the two: blend by how many original-context periods fit in the wavelength.
  at::Tensor smooth =
      (old_context / wavelen - r.low_freq_factor) / (r.high_freq_factor - r.low_freq_factor);
  at::Tensor smoothed = (1 - smooth) * scaled / r.factor + smooth * scaled;
  at::Tensor medium = (wavelen >= high_freq_wavelen).logical_and(wavelen <= low_freq_wavelen);
  return at::where(medium, smoothed, scaled);
}

double YarnMscale(double scale, double mscale) {
  return scale <= 1 ? 1.0 : 0.1 * mscale * std::log(scale) + 1.0;
}

// YaRN: returns inv_freq and sets *attention_scaling.
at::Tensor YarnInvFreq(const RopeConfig& r, int64_t dim, double* attention_scaling) {
  const double factor = r.factor;
  if (r.attention_factor > 0) {
    *attention_scaling = r.attention_factor;
  } else if (r.mscale > 0 && r.mscale_all_dim > 0) {
    *attention_scaling = YarnMscale(factor, r.mscale) / YarnMscale(factor, r.mscale_all_dim);
  } else {
    *attention_scaling = YarnMscale(factor, 1.0);
  }
  const double original = static_cast<double>(r.original_max_position_embeddings);
  // The channel index whose wavelength completes `rotations` turns over the original context.
  auto correction_dim = [&](double rotations) {
    return dim * std::log(original / (rotations * 2 * std::numbers::pi)) / (2 * std::log(r.theta));
  };
  double low = correction_dim(r.beta_fast), high = correction_dim(r.beta_slow);
  if (r.truncate) {
    low = std::floor(low);
    high = std::ceil(high);
  }
  low = std::max(low, 0.0);
  high = std::min(high, static_cast<double>(dim - 1));
  if (low == high) high += 0.001;

  at::Tensor pos_freqs =
      at::pow(r.theta, at::arange(0, dim, 2).to(at::kFloat) / static_cast<double>(dim));
  at::Tensor extrapolation = 1.0 / pos_freqs;             // original frequencies
  at::Tensor interpolation = 1.0 / (factor * pos_freqs);  // scaled frequencies
  at::Tensor ramp = ((at::arange(dim / 2, at::kFloat) - low) / (high - low)).clamp(0, 1);
  at::Tensor keep = 1 - ramp;  // 1 for high-frequency channels (extrapolate), 0 for low ones
  return interpolation * (1 - keep) + extrapolation * keep;
}

}  // namespace

Rotary::Rotary(const ModelConfig& config) : config_(config) {
  const RopeConfig& r = config.rope;
  const int64_t dim = config.head_dim;
  if (r.type == "linear") {
    inv_freq_ = DefaultInvFreq(r.theta, dim) / r.factor;
  } else if (r.type == "llama3") {
    inv_freq_ = Llama3InvFreq(r, dim);
  } else if (r.type == "yarn") {
    inv_freq_ = YarnInvFreq(r, dim, &attention_scaling_);
  } else {  // default; dynamic starts from the default frequencies
    inv_freq_ = DefaultInvFreq(r.theta, dim);
  }
}

at::Tensor Rotary::InvFreqFor(int64_t seq_len) const {
  const double dim = static_cast<double>(config_.head_dim);
  const double max = static_cast<double>(config_.max_position_embeddings);
  const double f = config_.rope.factor;
  double base = config_.rope.theta *
                std::pow(f * static_cast<double>(seq_len) / max - (f - 1), dim / (dim - 2));
  return DefaultInvFreq(base, config_.head_dim);
}

std::pair<at::Tensor, at::Tensor> Rotary::CosSin(const at::Tensor& positions,
                                                 at::ScalarType dtype) const {
  at::Tensor inv_freq = inv_freq_;
  if (data_dependent()) {
    const int64_t seq_len = positions.max().item<int64_t>() + 1;
    if (seq_len > config_.max_position_embeddings) inv_freq = InvFreqFor(seq_len);
  }
  return CosSin(positions, inv_freq.to(positions.device()), dtype);
}

std::pair<at::Tensor, at::Tensor> Rotary::CosSin(const at::Tensor& positions,
                                                 const at::Tensor& inv_freq,
                                                 at::ScalarType dtype) const {
  at::Tensor freqs = positions.unsqueeze(-1).to(at::kFloat) * inv_freq;         // [B, T, D/2]
  at::Tensor angles = at::cat({freqs, freqs}, -1);                              // [B, T, D]
  at::Tensor cos = (angles.cos() * attention_scaling_).to(dtype).unsqueeze(1);  // [B, 1, T, D]
  at::Tensor sin = (angles.sin() * attention_scaling_).to(dtype).unsqueeze(1);
  return {cos, sin};
}

at::Tensor Rotary::Apply(const at::Tensor& x, const at::Tensor& cos, const at::Tensor& sin) {
  const int64_t half = x.size(-1) / 2;
  at::Tensor x1 = x.narrow(-1, 0, half), x2 = x.narrow(-1, half, half);
  at::Tensor rotated = at::cat({-x2, x1}, -1);  // rotate_half(x)
  return x * cos + rotated * sin;
}

}  // namespace warpgym::model
