#include "trainer/train/metrics_log.h"

#include <iostream>

namespace warpgym::train {

StatusOr<std::unique_ptr<MetricsLog>> MetricsLog::Open(const std::string& path) {
  auto log = std::make_unique<MetricsLog>(Token{});
  log->path_ = path;
  log->out_.open(path, std::ios::app);
  if (!log->out_) return Status::Internal("cannot open " + path + " for appending");
  return log;
}

double MetricsLog::Elapsed() const {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
}

Status MetricsLog::Write(nlohmann::ordered_json record) {
  record["elapsed_s"] = Elapsed();
  out_ << record.dump(-1, ' ', false, nlohmann::ordered_json::error_handler_t::replace) << "\n";
  out_.flush();
  if (!out_) return Status::Internal("cannot write " + path_);
  return Status::Ok();
}

void MetricsLog::Progress(const std::string& line) const {
  char prefix[32];
  std::snprintf(prefix, sizeof(prefix), "[%7.1fs] ", Elapsed());
  std::cerr << prefix << line << std::endl;
}

}  // namespace warpgym::train
