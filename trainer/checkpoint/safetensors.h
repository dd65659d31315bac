// safetensors: the file format Hugging Face checkpoints store tensors in, without LibTorch.
//
// Layout (https://github.com/huggingface/safetensors, "Format"):
//   8 bytes   N, the header length, unsigned little-endian
//   N bytes   a JSON object: name -> {"dtype": "BF16", "shape": [..], "data_offsets": [b, e]},
//             plus an optional "__metadata__": {string: string}
//   rest      the data section; tensor bytes are [b, e) relative to its start, little-endian,
//             row-major. The tensors must cover the data section exactly: no holes, no overlap.
//
// ParseHeader checks all of that and never trusts a length or offset it has not bounded, so a
// truncated or hostile file gives InvalidArgument, never a read out of bounds. SafetensorsFile
// maps a file read-only (RAII: the mapping lives as long as the object) and hands out views of
// tensor bytes. WriteSafetensors writes the same layout (tensors in the order given, header
// padded with spaces to a multiple of 8 bytes, as the reference writer does). All const methods
// are thread-safe.
#pragma once

#include <cstddef>
#include <cstdint>
#include <map>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "shared/status.h"

namespace warpgym::checkpoint {

enum class DType { kBool, kU8, kI8, kI16, kI32, kI64, kF16, kBF16, kF32, kF64, kF8E4M3, kF8E5M2 };

// "BF16" -> kBF16 etc.; InvalidArgument for a name the format does not define (or we don't read).
StatusOr<DType> ParseDType(std::string_view name);
std::string_view DTypeName(DType dtype);
size_t DTypeSize(DType dtype);  // bytes per element

inline constexpr uint64_t kMaxHeaderBytes = 100u << 20;  // the reference reader's limit

struct TensorInfo {
  std::string name;
  DType dtype = DType::kF32;
  std::vector<int64_t> shape;
  uint64_t begin = 0;  // byte range in the data section
  uint64_t end = 0;
  uint64_t numel() const;
};

struct Header {
  std::vector<TensorInfo> tensors;  // sorted by begin offset
  std::map<std::string, std::string> metadata;
  uint64_t data_start = 0;  // absolute file offset of the data section (8 + N)
  const TensorInfo* Find(std::string_view name) const;  // null when absent
};

// Validates and parses a whole file's bytes (the data section is only bounds-checked).
StatusOr<Header> ParseHeader(std::span<const std::byte> file);

class SafetensorsFile {
 public:
  // Maps `path` and parses its header. NotFound if it cannot be opened, InvalidArgument if the
  // content is malformed (the message names the file and the problem).
  static StatusOr<std::unique_ptr<SafetensorsFile>> Open(const std::string& path);
  ~SafetensorsFile();
  SafetensorsFile(const SafetensorsFile&) = delete;
  SafetensorsFile& operator=(const SafetensorsFile&) = delete;

  const Header& header() const { return header_; }
  const std::string& path() const { return path_; }
  // The bytes of `info` (REQUIRES: info comes from this file's header()).
  std::span<const std::byte> Data(const TensorInfo& info) const;

 private:
  SafetensorsFile() = default;
  std::string path_;
  const std::byte* map_ = nullptr;
  size_t size_ = 0;
  Header header_;
};

// One tensor to write: the bytes must hold numel(shape) * DTypeSize(dtype) bytes.
struct TensorBytes {
  std::string name;
  DType dtype = DType::kF32;
  std::vector<int64_t> shape;
  std::span<const std::byte> data;
};

// Writes `tensors` to `path` (via a temporary file renamed into place). InvalidArgument for a
// size mismatch or duplicate name, Internal for an I/O error.
Status WriteSafetensors(const std::string& path, const std::vector<TensorBytes>& tensors,
                        const std::map<std::string, std::string>& metadata = {});

}  // namespace warpgym::checkpoint
