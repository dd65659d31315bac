// WeightFiles: the safetensors files of a Hugging Face model directory, as one name -> tensor map.
//
// A directory holds either model.safetensors (single file) or model.safetensors.index.json
// ({"metadata": {...}, "weight_map": {tensor name: shard file name}}) and the shards it names.
// Open maps every file and checks that the index and the shards agree (each indexed tensor is
// in the shard the index names; shard names are plain file names, never paths). No LibTorch
// here: hf_checkpoint.h turns the bytes into tensors. Thread-safe for const use.
#pragma once

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "shared/status.h"
#include "trainer/checkpoint/safetensors.h"

namespace warpgym::checkpoint {

inline constexpr char kSingleFileName[] = "model.safetensors";
inline constexpr char kIndexFileName[] = "model.safetensors.index.json";

class WeightFiles {
 public:
  // NotFound when the directory has neither file; InvalidArgument for a malformed index or shard,
  // or a tensor present in two files.
  static StatusOr<WeightFiles> Open(const std::string& dir);

  struct Entry {
    const SafetensorsFile* file;
    const TensorInfo* info;
  };
  // Null file/info when the name is absent.
  Entry Find(const std::string& name) const;
  std::vector<std::string> Names() const;  // sorted
  size_t num_files() const { return files_.size(); }

 private:
  std::vector<std::unique_ptr<SafetensorsFile>> files_;
  std::map<std::string, Entry> entries_;
};

}  // namespace warpgym::checkpoint
