#include "env_server/sandbox/log.h"

namespace warpgym::sandbox {

void LogError(const std::string&) {}
void LogWarn(const std::string&) {}

}  // namespace warpgym::sandbox
