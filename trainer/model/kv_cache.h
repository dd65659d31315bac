// KvCache: the keys and values of the positions a Transformer has already processed, so decode
// steps attend to them without recomputing. Preallocated once at its capacity N (a fixed address
// per layer); rows of a batch share one length (prompts are left-padded and the padding is
// hidden by the forward pass's key mask).
//
// Two ways to fill it. Transformer::Forward writes at [length, length + T) and advances `length`
// on the host. Transformer::DecodeStep (the static path, capturable in a CUDA graph) takes the
// slot from a device tensor and attends over all N slots with a mask, leaving `length` alone: the
// caller tracks the fill there. Slots never written stay zero, so masked reads are finite.
#pragma once

#include <ATen/ATen.h>

#include <cstdint>
#include <vector>

namespace warpgym::model {

struct KvCache {
  std::vector<at::Tensor> k;  // per layer [B, K, max_len, D]
  std::vector<at::Tensor> v;  // per layer [B, K, max_len, D]
  int64_t length = 0;         // positions filled, P

  int64_t batch() const { return k.empty() ? 0 : k[0].size(0); }
  int64_t capacity() const { return k.empty() ? 0 : k[0].size(2); }
  int64_t bytes() const {
    int64_t n = 0;
    for (const auto& t : k) n += static_cast<int64_t>(t.nbytes());
    return 2 * n;
  }
};

}  // namespace warpgym::model
