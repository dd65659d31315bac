// KvPagePool: the keys and values of many sequences in fixed-size pages of one preallocated
// pool, so sequences of very different lengths share memory without each reserving its maximum
// (what lets dozens of long multi-turn episodes sit beside the model between their turns).
//
// Storage per layer: k[l], v[l] of [num_pages * page_size, K, D] in the model's dtype and device.
// A sequence owns a list of pages; its token i lives at slot pages[i / page_size] * page_size +
// i % page_size. Pages are handed out and taken back on the host (a free list); the tensors are
// zero-filled once, so slots never written hold finite values a mask can hide.
// Not thread-safe: one owner (the ContinuousBatcher's worker) allocates, reads and writes.
#pragma once

#include <ATen/ATen.h>

#include <cstdint>
#include <optional>
#include <vector>

#include "trainer/model/config.h"
#include "trainer/model/kv_cache.h"

namespace warpgym::model {

class KvPagePool {
 public:
  // REQUIRES num_pages >= 1, page_size >= 1.
  KvPagePool(const ModelConfig& config, at::TensorOptions options, int64_t num_pages,
             int64_t page_size);

  // Bytes one page takes over all layers (keys and values), for sizing a pool from a budget.
  static int64_t PageBytes(const ModelConfig& config, at::ScalarType dtype, int64_t page_size);

  // `n` free pages (lowest numbers first), or nullopt (nothing taken) when fewer are free.
  std::optional<std::vector<int64_t>> Allocate(int64_t n);
  // Gives pages back. REQUIRES each was allocated and not released since.
  void Release(const std::vector<int64_t>& pages);

  // Slots [count] int64 on the pool's device of tokens [from, from + count) of a sequence with
  // `pages`. REQUIRES the pages cover from + count tokens.
  at::Tensor Slots(const std::vector<int64_t>& pages, int64_t from, int64_t count) const;
  // Copies the K/V at `slots` [n] into row 0 of `cache` at positions [0, n) (a contiguous cache
  // for a prefill on top of them).
  void Load(const at::Tensor& slots, KvCache& cache) const;
  // Copies row 0 of `cache`, positions [from, from + n), into `slots` [n].
  void Store(const KvCache& cache, int64_t from, const at::Tensor& slots);

  int64_t num_pages() const { return num_pages_; }
  int64_t page_size() const { return page_size_; }
  int64_t free_pages() const { return static_cast<int64_t>(free_.size()); }
  int64_t bytes() const;

  std::vector<at::Tensor> k, v;  // per layer [num_pages * page_size, K, D]

 private:
  int64_t num_pages_, page_size_;
  std::vector<int64_t> free_;  // a stack, highest number at the bottom
  std::vector<bool> in_use_;
};

}  // namespace warpgym::model
