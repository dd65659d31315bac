// TrajectoryLog: an episode's durable record, one JSON object per line, flushed to the kernel
// after every line so that a crash of the server (even kill -9) loses nothing already stepped.
// Used by one episode's steps, which run in order; not synchronised.
#pragma once

#include <cstdio>
#include <filesystem>
#include <memory>
#include <nlohmann/json.hpp>

#include "shared/status.h"

namespace warpgym {

class TrajectoryLog {
 public:
  // Creates (or appends to) the file at `path`, making its directory.
  static StatusOr<std::unique_ptr<TrajectoryLog>> Open(const std::filesystem::path& path);

  // Writes `record` plus a "time" field as one line and flushes it.
  Status Append(nlohmann::json record);

  const std::filesystem::path& path() const { return path_; }

  struct PrivateTag {};  // only Open() constructs
  TrajectoryLog(PrivateTag, std::filesystem::path path, std::FILE* file)
      : path_(std::move(path)), file_(file) {}

 private:
  struct Closer {
    void operator()(std::FILE* f) const { std::fclose(f); }
  };

  std::filesystem::path path_;
  std::unique_ptr<std::FILE, Closer> file_;
};

}  // namespace warpgym
