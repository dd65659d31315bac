#include "trainer/train/saved_moments.h"

#include <c10/core/GradMode.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <map>

namespace warpgym::train {
namespace {

namespace fs = std::filesystem;
using checkpoint::SafetensorsFile;
using checkpoint::TensorInfo;

std::string Stem(const std::string& path) {
  return fs::path(path).stem().string();
}

// (rank, world size) of a shard file of `path`'s stem; nullopt for any other name.
std::optional<std::pair<int, int>> ParseShardName(const std::string& name,
                                                  const std::string& stem) {
  int rank = -1, world = -1, used = 0;
  const std::string pattern = stem + ".shard-%d-of-%d.safetensors%n";
  if (std::sscanf(name.c_str(), pattern.c_str(), &rank, &world, &used) != 2 ||
      used != static_cast<int>(name.size()) || world < 1 || rank < 0 || rank >= world)
    return std::nullopt;
  return std::pair{rank, world};
}

// The shard files beside `path`, by world size, each a map rank -> file path.
std::map<int, std::map<int, std::string>> ShardsBeside(const std::string& path) {
  std::map<int, std::map<int, std::string>> out;
  const fs::path dir = fs::path(path).parent_path();
  std::error_code ec;
  for (const auto& entry : fs::directory_iterator(dir.empty() ? "." : dir, ec))
    if (auto rw = ParseShardName(entry.path().filename().string(), Stem(path)))
      out[rw->second][rw->first] = entry.path().string();
  return out;
}

StatusOr<int64_t> MetadataInt(const SafetensorsFile& f, const std::string& key) {
  auto it = f.header().metadata.find(key);
  if (it == f.header().metadata.end())
    return Status::InvalidArgument(f.path() + ": no " + key + " in the metadata");
  try {
    return std::stoll(it->second);
  } catch (const std::exception&) {
    return Status::InvalidArgument(f.path() + ": " + key + " is not a number: " + it->second);
  }
}

bool IsF32(const TensorInfo* t, int64_t numel) {
  return t != nullptr && t->dtype == checkpoint::DType::kF32 &&
         t->numel() == static_cast<uint64_t>(numel);
}

}  // namespace

std::string ShardPath(const std::string& path, int rank, int world_size) {
  char name[64];
  std::snprintf(name, sizeof(name), ".shard-%05d-of-%05d.safetensors", rank, world_size);
  return (fs::path(path).parent_path() / (Stem(path) + name)).string();
}

bool SavedMomentsExist(const std::string& path) {
  return fs::exists(path) || !ShardsBeside(path).empty();
}

void RemoveOtherSavedMoments(const std::string& path, int keep_world_size) {
  std::error_code ec;
  if (keep_world_size > 0) fs::remove(path, ec);
  for (const auto& [world, files] : ShardsBeside(path))
    if (world != keep_world_size)
      for (const auto& [rank, file] : files) fs::remove(file, ec);
}

StatusOr<SavedMoments> SavedMoments::Open(const std::string& path,
                                          const std::vector<int64_t>& param_numels) {
  int64_t total_numel = 0;
  for (int64_t n : param_numels) total_numel += n;
  // The newest complete set of shards; the reason a set was passed over, for the error.
  SavedMoments best;
  std::string passed_over;
  bool have = false;
  for (const auto& [world, files] : ShardsBeside(path)) {
    SavedMoments set;
    set.world_size_ = world;
    set.total_ = total_numel;
    const int64_t s = (total_numel + world - 1) / world;
    Status bad = Status::Ok();
    if (static_cast<int>(files.size()) != world)
      bad = Status::InvalidArgument(std::to_string(files.size()) + " of the " +
                                    std::to_string(world) + " shards are there");
    for (const auto& [rank, file_path] : files) {
      if (!bad.ok()) break;
      auto f = SafetensorsFile::Open(file_path);
      if (!f.ok()) {
        bad = f.status();
        break;
      }
      auto step = MetadataInt(*f.value(), "step");
      auto total = MetadataInt(*f.value(), "total_numel");
      if (!step.ok() || !total.ok()) {
        bad = !step.ok() ? step.status() : total.status();
        break;
      }
      if (rank > 0 && step.value() != set.step_)
        bad = Status::InvalidArgument(file_path + " is of step " + std::to_string(step.value()) +
                                      ", rank 0's of step " + std::to_string(set.step_) +
                                      " (a save was cut short)");
      else if (total.value() != total_numel)
        bad = Status::InvalidArgument(file_path + " holds the state of " +
                                      std::to_string(total.value()) + " parameters, not " +
                                      std::to_string(total_numel));
      const TensorInfo *m = f.value()->header().Find("m"), *v = f.value()->header().Find("v");
      if (bad.ok() && !(IsF32(m, s) && IsF32(v, s)))
        bad = Status::InvalidArgument(file_path + ": m and v must be float32 of " +
                                      std::to_string(s) + " elements");
      if (!bad.ok()) break;
      set.step_ = step.value();
      set.pieces_.push_back({f.value().get(), m, v, rank * s, s});
      set.files_.push_back(std::move(f).value());
    }
    if (!bad.ok()) {
      passed_over = "the optimizer state sharded over " + std::to_string(world) + " ranks beside " +
                    path + ": " + bad.message();
      continue;
    }
    if (!have || set.step_ >= best.step_) best = std::move(set);
    have = true;
  }
  if (fs::exists(path)) {
    auto f = SafetensorsFile::Open(path);
    auto step = f.ok() ? MetadataInt(*f.value(), "step") : StatusOr<int64_t>(f.status());
    if (!step.ok()) {  // an unreadable file does not hide a complete set of shards
      if (have) return best;
      return step.status();
    }
    if (!have || step.value() > best.step_) {
      SavedMoments whole;
      whole.step_ = step.value();
      whole.total_ = total_numel;
      int64_t offset = 0;
      for (int i = 0;; ++i) {
        const TensorInfo* m = f.value()->header().Find("m." + std::to_string(i));
        const TensorInfo* v = f.value()->header().Find("v." + std::to_string(i));
        if (m == nullptr && v == nullptr) break;
        const auto n = static_cast<int64_t>(m != nullptr ? m->numel() : 0);
        if (static_cast<size_t>(i) >= param_numels.size() ||
            n != param_numels[static_cast<size_t>(i)] || !IsF32(m, n) || !IsF32(v, n))
          return Status::InvalidArgument(path + ": m." + std::to_string(i) + " and v." +
                                         std::to_string(i) + " must be float32 of parameter " +
                                         std::to_string(i) + "'s size (" +
                                         (static_cast<size_t>(i) < param_numels.size()
                                              ? std::to_string(param_numels[static_cast<size_t>(i)])
                                              : std::string("no such parameter")) +
                                         ")");
        whole.pieces_.push_back({f.value().get(), m, v, offset, n});
        offset += n;
      }
      if (whole.pieces_.size() != param_numels.size())
        return Status::InvalidArgument(
            path + " holds the state of " + std::to_string(whole.pieces_.size()) +
            " parameter tensors, not " + std::to_string(param_numels.size()));
      whole.files_.push_back(std::move(f).value());
      return whole;
    }
  }
  if (have) return best;
  if (!passed_over.empty()) return Status::InvalidArgument(passed_over);
  return Status::NotFound("no optimizer state at " + path + " or beside it");
}

void SavedMoments::Read(bool second, int64_t begin, const at::Tensor& out) const {
  TORCH_CHECK(out.dim() == 1 && out.scalar_type() == at::kFloat, "SavedMoments::Read: 1-D float32");
  c10::NoGradGuard no_grad;
  for (const Piece& p : pieces_) {  // the pieces end at N: elements past it are left alone
    if (p.begin + p.numel <= begin || begin + out.numel() <= p.begin) continue;
    const auto bytes = p.file->Data(*(second ? p.v : p.m));
    CopyOverlap(out, begin,
                at::from_blob(const_cast<std::byte*>(bytes.data()), {p.numel}, at::kFloat),
                p.begin);
  }
}

std::vector<int64_t> Numels(const std::vector<at::Tensor>& tensors) {
  std::vector<int64_t> numels;
  numels.reserve(tensors.size());
  for (const at::Tensor& t : tensors) numels.push_back(t.numel());
  return numels;
}

void CopyOverlap(const at::Tensor& dst, int64_t dst_begin, const at::Tensor& src,
                 int64_t src_begin) {
  const int64_t lo = std::max(dst_begin, src_begin);
  const int64_t hi = std::min(dst_begin + dst.numel(), src_begin + src.numel());
  if (lo < hi) dst.narrow(0, lo - dst_begin, hi - lo).copy_(src.narrow(0, lo - src_begin, hi - lo));
}

}  // namespace warpgym::train
