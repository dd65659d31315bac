#include "trainer/model/kv_page_pool.h"

#include <c10/util/Exception.h>

namespace warpgym::model {

KvPagePool::KvPagePool(const ModelConfig& config, at::TensorOptions options, int64_t num_pages,
                       int64_t page_size)
    : num_pages_(num_pages), page_size_(page_size), in_use_(static_cast<size_t>(num_pages)) {
  TORCH_CHECK(num_pages >= 1 && page_size >= 1, "a KV page pool needs pages of tokens");
  const int64_t slots = num_pages * page_size;
  for (int64_t l = 0; l < config.num_layers; ++l) {
    k.push_back(at::zeros({slots, config.num_kv_heads, config.head_dim}, options));
    v.push_back(at::zeros({slots, config.num_kv_heads, config.head_dim}, options));
  }
  for (int64_t p = num_pages - 1; p >= 0; --p) free_.push_back(p);
}

int64_t KvPagePool::PageBytes(const ModelConfig& config, at::ScalarType dtype, int64_t page_size) {
  return 2 * config.num_layers * page_size * config.num_kv_heads * config.head_dim *
         static_cast<int64_t>(c10::elementSize(dtype));
}

std::optional<std::vector<int64_t>> KvPagePool::Allocate(int64_t n) {
  if (n < 0 || n > free_pages()) return std::nullopt;
  std::vector<int64_t> out;
  for (int64_t i = 0; i < n; ++i) {
    out.push_back(free_.back());
    free_.pop_back();
    in_use_[static_cast<size_t>(out.back())] = true;
  }
  return out;
}

void KvPagePool::Release(const std::vector<int64_t>& pages) {
  for (int64_t p : pages) {
    TORCH_CHECK(p >= 0 && p < num_pages_ && in_use_[static_cast<size_t>(p)],
                "released a KV page that is not in use: ", p);
    in_use_[static_cast<size_t>(p)] = false;
    free_.push_back(p);
  }
}

at::Tensor KvPagePool::Slots(const std::vector<int64_t>& pages, int64_t from, int64_t count) const {
  TORCH_CHECK(
      from >= 0 && count >= 0 && from + count <= static_cast<int64_t>(pages.size()) * page_size_,
      "tokens beyond the sequence's pages");
  std::vector<int64_t> slots(static_cast<size_t>(count));
  for (int64_t i = 0; i < count; ++i) {
    const int64_t t = from + i;
    slots[static_cast<size_t>(i)] =
        pages[static_cast<size_t>(t / page_size_)] * page_size_ + t % page_size_;
  }
  return at::tensor(slots, at::kLong).to(k.front().device());
}

void KvPagePool::Load(const at::Tensor& slots, KvCache& cache) const {
  const int64_t n = slots.numel();
  for (size_t l = 0; l < k.size(); ++l) {  // [n, K, D] -> [K, n, D]
    cache.k[l][0].narrow(1, 0, n).copy_(k[l].index_select(0, slots).transpose(0, 1));
    cache.v[l][0].narrow(1, 0, n).copy_(v[l].index_select(0, slots).transpose(0, 1));
  }
}

void KvPagePool::Store(const KvCache& cache, int64_t from, const at::Tensor& slots) {
  const int64_t n = slots.numel();
  for (size_t l = 0; l < k.size(); ++l) {  // [K, n, D] -> [n, K, D]
    k[l].index_copy_(0, slots, cache.k[l][0].narrow(1, from, n).transpose(0, 1));
    v[l].index_copy_(0, slots, cache.v[l][0].narrow(1, from, n).transpose(0, 1));
  }
}

int64_t KvPagePool::bytes() const {
  int64_t n = 0;
  for (const auto& t : k) n += static_cast<int64_t>(t.nbytes());
  return 2 * n;
}

}  // namespace warpgym::model
