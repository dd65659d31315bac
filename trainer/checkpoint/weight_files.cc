#include "trainer/checkpoint/weight_files.h"

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

namespace warpgym::checkpoint {
namespace fs = std::filesystem;

StatusOr<WeightFiles> WeightFiles::Open(const std::string& dir) {
  WeightFiles w;
  const fs::path root(dir);
  auto add_file = [&](const std::string& name) -> StatusOr<SafetensorsFile*> {
    auto f = SafetensorsFile::Open((root / name).string());
    if (!f.ok()) return f.status();
    w.files_.push_back(std::move(f.value()));
    SafetensorsFile* file = w.files_.back().get();
    for (const auto& t : file->header().tensors) {
      if (!w.entries_.emplace(t.name, Entry{file, &t}).second)
        return Status::InvalidArgument("tensor " + t.name + " appears in two files of " + dir);
    }
    return file;
  };

  std::error_code ec;
  if (fs::exists(root / kIndexFileName, ec)) {
    std::ifstream in(root / kIndexFileName);
    std::stringstream ss;
    ss << in.rdbuf();
    nlohmann::json index = nlohmann::json::parse(ss.str(), nullptr, false);
    if (index.is_discarded() || !index.is_object() || !index.contains("weight_map") ||
        !index["weight_map"].is_object())
      return Status::InvalidArgument(std::string(kIndexFileName) + ": no weight_map object");
    std::map<std::string, std::string> wanted;  // tensor -> shard
    std::map<std::string, bool> shards;
    for (const auto& [tensor, shard] : index["weight_map"].items()) {
      if (!shard.is_string())
        return Status::InvalidArgument(std::string(kIndexFileName) + ": shard of " + tensor +
                                       " is not a string");
      const std::string s = shard.get<std::string>();
      if (s.empty() || s.find('/') != std::string::npos || s == "." || s == "..")
        return Status::InvalidArgument(std::string(kIndexFileName) + ": shard name '" + s +
                                       "' is not a plain file name");
      wanted[tensor] = s;
      shards[s] = true;
    }
    for (const auto& [shard, unused] : shards) {
      auto f = add_file(shard);
      if (!f.ok()) return f.status();
    }
    for (const auto& [tensor, shard] : wanted) {
      auto it = w.entries_.find(tensor);
      if (it == w.entries_.end() || fs::path(it->second.file->path()).filename() != shard)
        return Status::InvalidArgument(std::string(kIndexFileName) + ": " + tensor + " is not in " +
                                       shard);
    }
    return w;
  }
  if (fs::exists(root / kSingleFileName, ec)) {
    auto f = add_file(kSingleFileName);
    if (!f.ok()) return f.status();
    return w;
  }
  return Status::NotFound(dir + " holds neither " + kSingleFileName + " nor " + kIndexFileName);
}

WeightFiles::Entry WeightFiles::Find(const std::string& name) const {
  auto it = entries_.find(name);
  return it == entries_.end() ? Entry{nullptr, nullptr} : it->second;
}

std::vector<std::string> WeightFiles::Names() const {
  std::vector<std::string> out;
  for (const auto& [name, unused] : entries_) out.push_back(name);
  return out;
}

}  // namespace warpgym::checkpoint
