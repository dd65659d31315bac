// Small tensor helpers for the PPO maths tests: build [B, T] tensors from nested lists and compare.
#pragma once

#include <ATen/ATen.h>
#include <gtest/gtest.h>

#include <vector>

namespace warpgym::rl::testing {

// rows -> [B, T] float64 (all rows the same length).
inline at::Tensor Rows(const std::vector<std::vector<double>>& rows) {
  std::vector<double> flat;
  for (const auto& r : rows) flat.insert(flat.end(), r.begin(), r.end());
  return at::tensor(flat, at::kDouble).reshape({static_cast<int64_t>(rows.size()), -1});
}

inline void ExpectRowsNear(const at::Tensor& actual,
                           const std::vector<std::vector<double>>& expected,
                           double tolerance = 1e-6) {
  const at::Tensor e = Rows(expected);
  ASSERT_EQ(actual.sizes(), e.sizes());
  const at::Tensor a = actual.detach().to(at::kDouble);
  for (int64_t b = 0; b < e.size(0); ++b)
    for (int64_t t = 0; t < e.size(1); ++t)
      EXPECT_NEAR(a[b][t].item<double>(), e[b][t].item<double>(), tolerance)
          << "at [" << b << ", " << t << "]";
}

}  // namespace warpgym::rl::testing
