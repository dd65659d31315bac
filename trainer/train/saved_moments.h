// SavedMoments: an Adam optimizer's saved first and second moments read as ranges of the flat
// parameter space (the parameters concatenated in order, N elements), whichever way they were
// written: AdamW's single file ("m.<i>", "v.<i>" per parameter) or a complete set of
// ShardedAdamW's shards ("<stem>.shard-<r>-of-<W>.safetensors" beside it, rank r holding
// elements [r S, (r + 1) S), S = ceil(N / W)). So a run resumes whole or sharded, on any number
// of ranks, from either. The files stay mapped while the object lives; reads copy only the
// elements asked for. Not thread-safe.
#pragma once

#include <ATen/ATen.h>

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "shared/status.h"
#include "trainer/checkpoint/safetensors.h"

namespace warpgym::train {

// The file rank `rank` of `world_size` writes for `path` (stem.shard-00001-of-00004.safetensors).
std::string ShardPath(const std::string& path, int rank, int world_size);

// Each tensor's number of elements, in order (the parameters' sizes SavedMoments::Open wants).
std::vector<int64_t> Numels(const std::vector<at::Tensor>& tensors);

// Copies into `dst` (1-D, flat elements [dst_begin, dst_begin + dst.numel())) the elements it
// shares with `src` (1-D, [src_begin, src_begin + src.numel())); nothing when the ranges are apart.
void CopyOverlap(const at::Tensor& dst, int64_t dst_begin, const at::Tensor& src,
                 int64_t src_begin);

// Whether `path` or any shard of it exists.
bool SavedMomentsExist(const std::string& path);

// Removes every optimizer state of `path` but the one just saved: AdamW's file and the shards of
// other world sizes when `keep_world_size` > 0 (the shards of that many ranks stay), every set of
// shards when it is 0 (AdamW's file stays). Called once a save is complete on every rank, so a
// later resume cannot pick a stale state of another attempt. Best effort: a file that cannot be
// removed is left (the newest state still wins).
void RemoveOtherSavedMoments(const std::string& path, int keep_world_size);

class SavedMoments {
 public:
  // The state with the later step: AdamW's file at `path` or the newest complete set of shards
  // beside it (a tie: the shards). NotFound when there is neither; InvalidArgument when a set of
  // shards disagrees (steps, sizes: a save was cut short) and nothing else is there, or when the
  // state does not match `param_numels` (the parameters' sizes, in order: AdamW's file per
  // parameter, shards in total) in float32 elements per moment.
  static StatusOr<SavedMoments> Open(const std::string& path,
                                     const std::vector<int64_t>& param_numels);

  int64_t step() const { return step_; }
  int sharded_over() const { return world_size_; }  // 0: AdamW's single file

  // Elements [begin, begin + out.numel()) of moment m (`second` false) or v into `out` (1-D,
  // float32, any device); those at or past N are left alone.
  void Read(bool second, int64_t begin, const at::Tensor& out) const;

 private:
  struct Piece {  // one tensor pair of a file: flat elements [begin, begin + numel)
    const checkpoint::SafetensorsFile* file;
    const checkpoint::TensorInfo* m;
    const checkpoint::TensorInfo* v;
    int64_t begin;
    int64_t numel;
  };
  std::vector<std::unique_ptr<checkpoint::SafetensorsFile>> files_;
  std::vector<Piece> pieces_;
  int64_t step_ = 0;
  int64_t total_ = 0;
  int world_size_ = 0;
};

}  // namespace warpgym::train
