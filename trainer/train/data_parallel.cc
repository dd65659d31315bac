#include "trainer/train/data_parallel.h"

#include <c10/core/GradMode.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <torch/csrc/distributed/c10d/PrefixStore.hpp>
#include <torch/csrc/distributed/c10d/TCPStore.hpp>
#include <type_traits>

namespace warpgym::train {
namespace {

std::optional<std::string> Env(const char* name) {
  const char* v = std::getenv(name);
  if (v == nullptr || *v == '\0') return std::nullopt;
  return std::string(v);
}

StatusOr<int> EnvInt(const char* name, int fallback) {
  const auto v = Env(name);
  if (!v) return fallback;
  char* end = nullptr;
  const long x = std::strtol(v->c_str(), &end, 10);
  if (end == v->c_str() || *end != '\0' || x < 0 || x > 65535)
    return Status::InvalidArgument(std::string(name) + "=" + *v +
                                   " is not a small non-negative integer");
  return static_cast<int>(x);
}

std::vector<uint8_t> Bytes(const std::string& s) {
  return {s.begin(), s.end()};
}

// Numbers travel as their raw bytes: a post of `count` T is exactly count * sizeof(T) bytes.
template <typename T>
std::string Encode(const std::vector<T>& xs) {
  static_assert(std::is_trivially_copyable_v<T>);
  std::string bytes(xs.size() * sizeof(T), '\0');
  if (!xs.empty()) std::memcpy(bytes.data(), xs.data(), bytes.size());
  return bytes;
}

// Every rank's `count` numbers, in rank order. A post of another length (a rank that called
// another collective, or passed another count) is a c10::Error naming the rank.
template <typename T>
std::vector<std::vector<T>> Decode(const std::vector<std::string>& posts, size_t count,
                                   const char* what) {
  std::vector<std::vector<T>> out;
  for (size_t r = 0; r < posts.size(); ++r) {
    TORCH_CHECK(posts[r].size() == count * sizeof(T), "DataParallel::", what, ": rank ", r,
                " posted ", posts[r].size(), " bytes, not ", count, " numbers of ", sizeof(T),
                " bytes (do the ranks call the same collectives in the same order?)");
    std::vector<T>& v = out.emplace_back(count);
    if (count > 0) std::memcpy(v.data(), posts[r].data(), posts[r].size());
  }
  return out;
}

// op folded over the ranks' numbers element-wise, in rank order from rank 0's: the same bits on
// every rank.
template <typename T, typename Op>
std::vector<T> Fold(const std::vector<std::vector<T>>& ranks, Op op) {
  std::vector<T> out = ranks.front();
  for (size_t r = 1; r < ranks.size(); ++r)
    for (size_t i = 0; i < out.size(); ++i) out[i] = op(out[i], ranks[r][i]);
  return out;
}

// NaN when either is: a maximum (minimum) over the ranks hides no rank's NaN.
double MaxOrNan(double a, double b) {
  return std::isnan(a) || a >= b ? a : b;
}
double MinOrNan(double a, double b) {
  return std::isnan(a) || a <= b ? a : b;
}

}  // namespace

StatusOr<std::optional<RankEnv>> RankEnvFromEnvironment() {
  auto world = EnvInt("WORLD_SIZE", 1);
  if (!world.ok()) return world.status();
  if (world.value() <= 1) return std::optional<RankEnv>();
  RankEnv env;
  env.world_size = world.value();
  auto rank = EnvInt("RANK", -1);
  if (!rank.ok()) return rank.status();
  if (rank.value() < 0 || rank.value() >= env.world_size)
    return Status::InvalidArgument("RANK must be set and below WORLD_SIZE=" +
                                   std::to_string(env.world_size));
  env.rank = rank.value();
  auto local = EnvInt("LOCAL_RANK", env.rank);
  auto port = EnvInt("MASTER_PORT", env.master_port);
  if (!local.ok()) return local.status();
  if (!port.ok()) return port.status();
  env.local_rank = local.value();
  env.master_port = port.value();
  if (auto addr = Env("MASTER_ADDR")) env.master_addr = *addr;
  return std::optional<RankEnv>(env);
}

StatusOr<DataParallel> DataParallel::Connect(const RankEnv& env,
                                             std::chrono::milliseconds timeout) {
  c10d::TCPStoreOptions options;
  options.port = static_cast<std::uint16_t>(env.master_port);
  options.isServer = env.rank == 0;
  options.numWorkers = static_cast<std::size_t>(env.world_size);
  options.waitWorkers = true;
  options.timeout = timeout;
  try {
    auto store = c10::make_intrusive<c10d::TCPStore>(env.master_addr, options);
    return DataParallel(std::move(store), env.rank, env.world_size);
  } catch (const std::exception& e) {
    return Status::Unavailable("data parallel: rank " + std::to_string(env.rank) +
                               " cannot reach the store at " + env.master_addr + ":" +
                               std::to_string(env.master_port) + ": " + e.what());
  }
}

DataParallel::DataParallel(c10::intrusive_ptr<c10d::Store> store, int rank, int world_size)
    : store_(std::move(store)), rank_(rank), world_size_(world_size) {
  TORCH_CHECK(store_, "DataParallel: no store (a world of one needs none: DataParallel())");
  TORCH_CHECK(world_size >= 1 && rank >= 0 && rank < world_size, "DataParallel: rank ", rank,
              " of ", world_size);
}

const char* DataParallel::gradient_transport() const {
  if (nccl_) return "nccl";
  return store_ ? "store" : "none";
}

std::vector<std::string> DataParallel::Exchange(const std::string& bytes) {
  if (world_size_ == 1) return {bytes};
  // A post travels in parts of at most kPostPartBytes (TCPStore refuses a value over 8 MiB), under
  // KEY/0, KEY/1, ...; KEY itself, written last, holds their count, so a reader that finds it
  // finds every part.
  const auto key = [](int64_t round, int rank) {
    return "warpgym/" + std::to_string(round) + "/" + std::to_string(rank);
  };
  const size_t parts = std::max<size_t>(1, (bytes.size() + kPostPartBytes - 1) / kPostPartBytes);
  for (size_t i = 0; i < parts; ++i)
    store_->set(key(round_, rank_) + "/" + std::to_string(i),
                Bytes(bytes.substr(i * kPostPartBytes, kPostPartBytes)));
  store_->set(key(round_, rank_), Bytes(std::to_string(parts)));
  std::vector<std::string> posts;
  for (int r = 0; r < world_size_; ++r) {
    const std::vector<uint8_t> count = store_->get(key(round_, r));  // waits for rank r
    const size_t n = std::stoul(std::string(count.begin(), count.end()));
    std::string post;
    for (size_t i = 0; i < n; ++i) {
      const std::vector<uint8_t> v = store_->get(key(round_, r) + "/" + std::to_string(i));
      post.append(v.begin(), v.end());
    }
    posts.push_back(std::move(post));
  }
  // Every rank has posted this round, so each has finished reading the previous one: its own
  // post there can go.
  if (round_ > 0) {
    store_->deleteKey(key(round_ - 1, rank_));
    for (size_t i = 0; i < last_post_parts_; ++i)
      store_->deleteKey(key(round_ - 1, rank_) + "/" + std::to_string(i));
  }
  last_post_parts_ = parts;
  ++round_;
  return posts;
}

Status DataParallel::EnableNccl(at::Device device) {
  if (world_size_ == 1)
    return Status::FailedPrecondition("NCCL: a world of one has nothing to sum");
  auto nccl = NcclCollectives::Create(store_, rank_, world_size_, device);
  if (!nccl.ok()) return nccl.status();
  nccl_ = std::move(nccl).value();
  nccl_device_ = device;
  return Status::Ok();
}

void DataParallel::AllReduceSum(std::vector<at::Tensor>& tensors) {
  if (world_size_ == 1) return;
  c10::NoGradGuard no_grad;
  if (nccl_ && !tensors.empty() &&
      std::all_of(tensors.begin(), tensors.end(),
                  [&](const at::Tensor& t) { return t.device() == nccl_device_; })) {
    nccl_->AllReduceSum(tensors);
    return;
  }
  std::vector<at::Tensor> host;
  std::string mine;
  for (const at::Tensor& t : tensors) {
    host.push_back(t.detach().to(at::kCPU).contiguous());
    mine.append(static_cast<const char*>(host.back().data_ptr()), host.back().nbytes());
  }
  const std::vector<std::string> posts = Exchange(mine);
  size_t offset = 0;
  for (size_t i = 0; i < tensors.size(); ++i) {
    const at::Tensor& h = host[i];
    at::Tensor sum = at::zeros_like(h);
    for (const std::string& post : posts) {  // rank order: the same bits everywhere
      TORCH_CHECK(post.size() == mine.size(), "AllReduceSum: ranks posted different sizes");
      at::Tensor part = at::empty_like(h);
      std::memcpy(part.data_ptr(), post.data() + offset, h.nbytes());
      sum.add_(part);
    }
    offset += h.nbytes();
    tensors[i].copy_(sum);
  }
}

void DataParallel::Broadcast(std::vector<at::Tensor>& tensors, int root) {
  TORCH_CHECK(root >= 0 && root < world_size_, "Broadcast: root ", root, " of ", world_size_);
  if (world_size_ == 1) return;
  c10::NoGradGuard no_grad;
  if (nccl_ && !tensors.empty() &&
      std::all_of(tensors.begin(), tensors.end(),
                  [&](const at::Tensor& t) { return t.device() == nccl_device_; })) {
    nccl_->Broadcast(tensors, root);
    return;
  }
  std::vector<at::Tensor> host;
  std::string mine;
  for (const at::Tensor& t : tensors) {
    host.push_back(t.detach().to(at::kCPU).contiguous());
    if (rank_ == root)
      mine.append(static_cast<const char*>(host.back().data_ptr()), host.back().nbytes());
  }
  const std::vector<std::string> posts = Exchange(mine);  // the others post nothing
  if (rank_ == root) return;
  const std::string& from = posts[static_cast<size_t>(root)];
  size_t offset = 0;
  for (size_t i = 0; i < tensors.size(); ++i) {
    const size_t n = host[i].nbytes();
    TORCH_CHECK(offset + n <= from.size(), "Broadcast: rank ", root, " posted fewer bytes");
    std::memcpy(host[i].data_ptr(), from.data() + offset, n);
    offset += n;
    tensors[i].copy_(host[i]);
  }
  TORCH_CHECK(offset == from.size(), "Broadcast: rank ", root, " posted more bytes");
}

at::Tensor DataParallel::ReduceScatterSum(const at::Tensor& flat) {
  TORCH_CHECK(flat.dim() == 1 && flat.numel() % world_size_ == 0,
              "ReduceScatterSum: a 1-D tensor whose numel divides by the world size ", world_size_);
  if (world_size_ == 1) return flat;
  c10::NoGradGuard no_grad;
  if (nccl_ && flat.device() == nccl_device_) return nccl_->ReduceScatterSum(flat);
  const at::Tensor host = flat.detach().to(at::kCPU).contiguous();
  const std::string mine(static_cast<const char*>(host.data_ptr()), host.nbytes());
  const std::vector<std::string> posts = Exchange(mine);
  const int64_t n = flat.numel() / world_size_;
  const size_t bytes = static_cast<size_t>(n) * host.element_size();
  at::Tensor sum = at::zeros({n}, host.options());
  at::Tensor part = at::empty({n}, host.options());
  for (const std::string& post : posts) {  // rank order, as AllReduceSum
    TORCH_CHECK(post.size() == mine.size(), "ReduceScatterSum: ranks posted different sizes");
    std::memcpy(part.data_ptr(), post.data() + static_cast<size_t>(rank_) * bytes, bytes);
    sum.add_(part);
  }
  return sum.to(flat.device());
}

at::Tensor DataParallel::AllGatherShards(const at::Tensor& shard) {
  TORCH_CHECK(shard.dim() == 1, "AllGatherShards: a 1-D tensor");
  if (world_size_ == 1) return shard;
  c10::NoGradGuard no_grad;
  if (nccl_ && shard.device() == nccl_device_) return nccl_->AllGather(shard);
  const at::Tensor host = shard.detach().to(at::kCPU).contiguous();
  const std::vector<std::string> posts =
      Exchange(std::string(static_cast<const char*>(host.data_ptr()), host.nbytes()));
  at::Tensor out = at::empty({shard.numel() * world_size_}, host.options());
  auto* dst = static_cast<char*>(out.data_ptr());
  for (const std::string& post : posts) {
    TORCH_CHECK(post.size() == host.nbytes(), "AllGatherShards: ranks posted different sizes");
    std::memcpy(dst, post.data(), post.size());
    dst += post.size();
  }
  return out.to(shard.device());
}

std::vector<double> DataParallel::SumOverRanks(const std::vector<double>& xs) {
  return Fold(Decode<double>(Exchange(Encode(xs)), xs.size(), "SumOverRanks"), std::plus<>());
}

std::vector<int64_t> DataParallel::SumOverRanks(const std::vector<int64_t>& xs) {
  return Fold(Decode<int64_t>(Exchange(Encode(xs)), xs.size(), "SumOverRanks"), std::plus<>());
}

std::vector<double> DataParallel::MaxOverRanks(const std::vector<double>& xs) {
  return Fold(Decode<double>(Exchange(Encode(xs)), xs.size(), "MaxOverRanks"), MaxOrNan);
}

double DataParallel::SumOverRanks(double x) {
  return SumOverRanks(std::vector<double>{x}).front();
}

int64_t DataParallel::SumOverRanks(int64_t x) {
  return SumOverRanks(std::vector<int64_t>{x}).front();
}

double DataParallel::MaxOverRanks(double x) {
  return MaxOverRanks(std::vector<double>{x}).front();
}

double DataParallel::MinOverRanks(double x) {
  return Fold(Decode<double>(Exchange(Encode(std::vector<double>{x})), 1, "MinOverRanks"), MinOrNan)
      .front();
}

int64_t DataParallel::MinOverRanks(int64_t x) {
  const auto min = [](int64_t a, int64_t b) { return std::min(a, b); };
  return Fold(Decode<int64_t>(Exchange(Encode(std::vector<int64_t>{x})), 1, "MinOverRanks"), min)
      .front();
}

int64_t DataParallel::Broadcast(int64_t x) {
  return Decode<int64_t>(Exchange(Encode(std::vector<int64_t>{x})), 1, "Broadcast").front().front();
}

std::vector<std::string> DataParallel::AllGather(const std::string& bytes) {
  return Exchange(bytes);
}

void DataParallel::Barrier() {
  Exchange(std::string());
}

void DataParallel::Finish() {
  const std::string prefix = "warpgym/finished/";
  if (!is_root()) {
    store_->set(prefix + std::to_string(rank_), Bytes("1"));
    return;
  }
  for (int r = 1; r < world_size_; ++r)
    store_->get(prefix + std::to_string(r));  // waits for rank r
}

DataParallel DataParallel::Subgroup(const std::string& name, int first, int size) const {
  TORCH_CHECK(first >= 0 && size >= 1 && first + size <= world_size_ && rank_ >= first &&
                  rank_ < first + size,
              "DataParallel::Subgroup: rank ", rank_, " is not in [", first, ", ", first + size,
              ") of ", world_size_);
  if (size == 1) return DataParallel();
  return DataParallel(c10::make_intrusive<c10d::PrefixStore>("group/" + name, store_),
                      rank_ - first, size);
}

Status AgreeOverRanks(DataParallel& dp, Status mine, const std::string& what) {
  if (dp.world_size() == 1) return mine;
  const int64_t failed = dp.SumOverRanks(int64_t{mine.ok() ? 0 : 1});
  if (!mine.ok() || failed == 0) return mine;
  return Status::Internal(std::to_string(failed) + " other rank(s) failed " + what +
                          " (their logs say why)");
}

std::vector<int64_t> RankShare(int64_t n, int rank, int world_size) {
  std::vector<int64_t> out;
  for (int64_t i = rank; i < n; i += world_size) out.push_back(i);
  return out;
}

}  // namespace warpgym::train
