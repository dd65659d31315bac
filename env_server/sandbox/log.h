// Log: where the sandbox mechanisms report a failed call (with its arguments and errno) or a
// degraded mechanism. Two implementations, chosen at link time:
//   log_spdlog.cc  the server (warpgym_server_lib): spdlog, like the rest of the server;
//   log_quiet.cc   libwarpgym_sandbox_enter.so: nothing (its caller gets the same text back
//                  through the error buffer, and the library must not depend on spdlog/fmt).
// Thread-safe in both (spdlog's loggers are; the quiet one does nothing).
#pragma once

#include <string>

namespace warpgym::sandbox {

void LogError(const std::string& message);
void LogWarn(const std::string& message);

}  // namespace warpgym::sandbox
