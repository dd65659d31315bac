#include "env_server/trajectory_log.h"

#include <cerrno>
#include <chrono>
#include <cstring>

#include "shared/msgpack_json.h"

namespace warpgym {

StatusOr<std::unique_ptr<TrajectoryLog>> TrajectoryLog::Open(const std::filesystem::path& path) {
  std::error_code ec;
  std::filesystem::create_directories(path.parent_path(), ec);
  std::FILE* f = std::fopen(path.c_str(), "ae");
  if (f == nullptr) {
    return Status::Internal("cannot open trajectory log " + path.string() + ": " +
                            std::strerror(errno));
  }
  return std::make_unique<TrajectoryLog>(PrivateTag{}, path, f);
}

Status TrajectoryLog::Append(nlohmann::json record) {
  record["time"] =
      std::chrono::duration<double>(std::chrono::system_clock::now().time_since_epoch()).count();
  std::string line = DumpJsonLine(record);
  line.push_back('\n');
  if (std::fwrite(line.data(), 1, line.size(), file_.get()) != line.size() ||
      std::fflush(file_.get()) != 0) {
    return Status::Internal("cannot write trajectory log " + path_.string() + ": " +
                            std::strerror(errno));
  }
  return Status::Ok();
}

}  // namespace warpgym
