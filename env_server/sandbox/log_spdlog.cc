#include "env_server/sandbox/log.h"

#include <spdlog/spdlog.h>

namespace warpgym::sandbox {

void LogError(const std::string& message) {
  spdlog::error("sandbox: {}", message);
}
void LogWarn(const std::string& message) {
  spdlog::warn("sandbox: {}", message);
}

}  // namespace warpgym::sandbox
