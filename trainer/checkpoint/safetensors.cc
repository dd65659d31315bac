// safetensors parsing and writing; the format is described in safetensors.h.
#include "trainer/checkpoint/safetensors.h"

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <nlohmann/json.hpp>
#include <set>
#include <utility>

namespace warpgym::checkpoint {
namespace {

struct DTypeEntry {
  DType dtype;
  std::string_view name;
  size_t size;
};
constexpr std::array<DTypeEntry, 12> kDTypes = {{
    {DType::kBool, "BOOL", 1},
    {DType::kU8, "U8", 1},
    {DType::kI8, "I8", 1},
    {DType::kI16, "I16", 2},
    {DType::kI32, "I32", 4},
    {DType::kI64, "I64", 8},
    {DType::kF16, "F16", 2},
    {DType::kBF16, "BF16", 2},
    {DType::kF32, "F32", 4},
    {DType::kF64, "F64", 8},
    {DType::kF8E4M3, "F8_E4M3", 1},
    {DType::kF8E5M2, "F8_E5M2", 1},
}};

Status Bad(const std::string& what) {
  return Status::InvalidArgument("safetensors: " + what);
}

// Parses one tensor entry of the header JSON into `out` (offsets still unchecked against the
// data section, but the byte count is checked against the shape without overflow).
Status ParseEntry(const std::string& name, const nlohmann::json& j, TensorInfo* out) {
  if (!j.is_object()) return Bad("entry '" + name + "' is not an object");
  auto dtype = j.find("dtype"), shape = j.find("shape"), offsets = j.find("data_offsets");
  if (dtype == j.end() || shape == j.end() || offsets == j.end() || j.size() != 3)
    return Bad("entry '" + name + "' needs exactly dtype, shape and data_offsets");
  if (!dtype->is_string()) return Bad("entry '" + name + "': dtype is not a string");
  auto parsed = ParseDType(dtype->get<std::string>());
  if (!parsed.ok()) return Bad("entry '" + name + "': " + parsed.status().message());
  out->name = name;
  out->dtype = parsed.value();
  if (!shape->is_array()) return Bad("entry '" + name + "': shape is not an array");
  uint64_t bytes = DTypeSize(out->dtype);
  for (const auto& d : *shape) {
    if (!d.is_number_unsigned())
      return Bad("entry '" + name + "': shape holds a non-natural number");
    uint64_t v = d.get<uint64_t>();
    if (v > (uint64_t{1} << 62)) return Bad("entry '" + name + "': dimension too large");
    if (v != 0 && bytes > UINT64_MAX / v) return Bad("entry '" + name + "': size overflows");
    bytes *= v;
    out->shape.push_back(static_cast<int64_t>(v));
  }
  if (!offsets->is_array() || offsets->size() != 2 || !(*offsets)[0].is_number_unsigned() ||
      !(*offsets)[1].is_number_unsigned())
    return Bad("entry '" + name + "': data_offsets is not [begin, end]");
  out->begin = (*offsets)[0].get<uint64_t>();
  out->end = (*offsets)[1].get<uint64_t>();
  if (out->end < out->begin) return Bad("entry '" + name + "': data_offsets end before begin");
  if (out->end - out->begin != bytes)
    return Bad("entry '" + name + "': data_offsets span " + std::to_string(out->end - out->begin) +
               " bytes, shape and dtype need " + std::to_string(bytes));
  return Status::Ok();
}

}  // namespace

StatusOr<DType> ParseDType(std::string_view name) {
  for (const auto& e : kDTypes)
    if (e.name == name) return e.dtype;
  return Status::InvalidArgument("unknown dtype '" + std::string(name) + "'");
}

std::string_view DTypeName(DType dtype) {
  for (const auto& e : kDTypes)
    if (e.dtype == dtype) return e.name;
  return "?";
}

size_t DTypeSize(DType dtype) {
  for (const auto& e : kDTypes)
    if (e.dtype == dtype) return e.size;
  return 0;
}

uint64_t TensorInfo::numel() const {
  uint64_t n = 1;
  for (int64_t d : shape) n *= static_cast<uint64_t>(d);
  return n;
}

const TensorInfo* Header::Find(std::string_view name) const {
  for (const auto& t : tensors)
    if (t.name == name) return &t;
  return nullptr;
}

StatusOr<Header> ParseHeader(std::span<const std::byte> file) {
  if (file.size() < 8) return Bad("file shorter than the 8-byte header length");
  uint64_t n = 0;
  for (int i = 7; i >= 0; --i) n = (n << 8) | std::to_integer<uint64_t>(file[i]);
  if (n > kMaxHeaderBytes) return Bad("header length " + std::to_string(n) + " exceeds the limit");
  if (n > file.size() - 8)
    return Bad("header length " + std::to_string(n) + " runs past the end of the file");
  std::string_view text(reinterpret_cast<const char*>(file.data() + 8), n);
  if (text.empty() || text.front() != '{') return Bad("header does not start with '{'");

  nlohmann::json j = nlohmann::json::parse(text, nullptr, /*allow_exceptions=*/false);
  if (j.is_discarded()) return Bad("header is not valid JSON");
  if (!j.is_object()) return Bad("header is not a JSON object");

  Header h;
  h.data_start = 8 + n;
  const uint64_t data_size = file.size() - h.data_start;
  for (const auto& [key, value] : j.items()) {
    if (key == "__metadata__") {
      if (!value.is_object()) return Bad("__metadata__ is not an object");
      for (const auto& [mk, mv] : value.items()) {
        if (!mv.is_string()) return Bad("__metadata__ value of '" + mk + "' is not a string");
        h.metadata[mk] = mv.get<std::string>();
      }
      continue;
    }
    TensorInfo info;
    if (Status s = ParseEntry(key, value, &info); !s.ok()) return s;
    if (info.end > data_size)
      return Bad("entry '" + key + "' ends at " + std::to_string(info.end) + ", past the " +
                 std::to_string(data_size) + "-byte data section");
    h.tensors.push_back(std::move(info));
  }
  // The tensors must tile the data section: sorted by offset, each begins where the last ended.
  std::sort(h.tensors.begin(), h.tensors.end(), [](const TensorInfo& a, const TensorInfo& b) {
    return a.begin != b.begin ? a.begin < b.begin : a.end < b.end;
  });
  uint64_t cursor = 0;
  for (const auto& t : h.tensors) {
    if (t.begin != cursor)
      return Bad("entry '" + t.name + "' " +
                 (t.begin < cursor ? "overlaps another tensor" : "leaves a hole before it"));
    cursor = t.end;
  }
  if (cursor != data_size)
    return Bad("data section has " + std::to_string(data_size - cursor) +
               " unindexed trailing bytes");
  return h;
}

StatusOr<std::unique_ptr<SafetensorsFile>> SafetensorsFile::Open(const std::string& path) {
  int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) return Status::NotFound("cannot open " + path + ": " + std::strerror(errno));
  struct stat st {};
  if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
    ::close(fd);
    return Status::InvalidArgument(path + ": not a regular file");
  }
  std::unique_ptr<SafetensorsFile> f(new SafetensorsFile());
  f->path_ = path;
  f->size_ = static_cast<size_t>(st.st_size);
  if (f->size_ > 0) {
    void* m = ::mmap(nullptr, f->size_, PROT_READ, MAP_PRIVATE, fd, 0);
    if (m == MAP_FAILED) {
      ::close(fd);
      return Status::Internal("mmap " + path + ": " + std::strerror(errno));
    }
    f->map_ = static_cast<const std::byte*>(m);
  }
  ::close(fd);  // the mapping stays valid
  auto header = ParseHeader({f->map_, f->size_});
  if (!header.ok()) return Status::InvalidArgument(path + ": " + header.status().message());
  f->header_ = std::move(header.value());
  return f;
}

SafetensorsFile::~SafetensorsFile() {
  if (map_ != nullptr) ::munmap(const_cast<std::byte*>(map_), size_);
}

std::span<const std::byte> SafetensorsFile::Data(const TensorInfo& info) const {
  return {map_ + header_.data_start + info.begin, info.end - info.begin};
}

Status WriteSafetensors(const std::string& path, const std::vector<TensorBytes>& tensors,
                        const std::map<std::string, std::string>& metadata) {
  nlohmann::ordered_json header = nlohmann::ordered_json::object();
  if (!metadata.empty()) header["__metadata__"] = metadata;
  std::set<std::string> names;
  uint64_t offset = 0;
  for (const auto& t : tensors) {
    if (!names.insert(t.name).second)
      return Status::InvalidArgument("duplicate tensor name " + t.name);
    if (t.name == "__metadata__")
      return Status::InvalidArgument("reserved tensor name __metadata__");
    uint64_t want = DTypeSize(t.dtype);
    for (int64_t d : t.shape) {
      if (d < 0) return Status::InvalidArgument(t.name + ": negative dimension");
      want *= static_cast<uint64_t>(d);
    }
    if (want != t.data.size())
      return Status::InvalidArgument(t.name + ": " + std::to_string(t.data.size()) +
                                     " bytes given, " + std::to_string(want) + " expected");
    header[t.name] = {{"dtype", DTypeName(t.dtype)},
                      {"shape", t.shape},
                      {"data_offsets", {offset, offset + want}}};
    offset += want;
  }
  std::string text = header.dump();
  text.append((8 - text.size() % 8) % 8, ' ');
  std::array<char, 8> len{};
  for (int i = 0; i < 8; ++i) len[i] = static_cast<char>((uint64_t{text.size()} >> (8 * i)) & 0xff);

  const std::string tmp = path + ".tmp";
  {
    errno = 0;
    std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
    if (!out) return Status::FromErrno("cannot create " + tmp, errno);
    out.write(len.data(), len.size());
    out.write(text.data(), static_cast<std::streamsize>(text.size()));
    for (const auto& t : tensors)
      out.write(reinterpret_cast<const char*>(t.data.data()),
                static_cast<std::streamsize>(t.data.size()));
    out.flush();
    if (!out) {
      const int error = errno;
      out.close();
      std::remove(tmp.c_str());  // a full disk keeps no partial file
      return Status::FromErrno("write failed: " + tmp, error);
    }
  }
  if (std::rename(tmp.c_str(), path.c_str()) != 0)
    return Status::Internal("rename " + tmp + " -> " + path + ": " + std::strerror(errno));
  return Status::Ok();
}

}  // namespace warpgym::checkpoint
