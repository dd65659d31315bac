// MetricsLog: DIR/metrics.jsonl, one JSON object per line, appended and flushed per record (a
// resumed run continues the same file), and the one-line progress report on stderr.
// Every record gets "elapsed_s" (seconds since this process opened the log) after its own keys.
// Not thread-safe.
#pragma once

#include <chrono>
#include <fstream>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>

#include "shared/status.h"

namespace warpgym::train {

class MetricsLog {
 public:
  // Internal if the file cannot be opened for appending.
  static StatusOr<std::unique_ptr<MetricsLog>> Open(const std::string& path);

  Status Write(nlohmann::ordered_json record);
  // "[stage S] step i/n  reward m  ..." on stderr.
  void Progress(const std::string& line) const;
  double Elapsed() const;

 private:
  struct Token {};  // only Open constructs

 public:
  explicit MetricsLog(Token) {}

 private:
  std::ofstream out_;
  std::string path_;
  std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now();
};

}  // namespace warpgym::train
