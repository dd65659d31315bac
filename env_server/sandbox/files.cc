#include "env_server/sandbox/files.h"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

#include "env_server/sandbox/log.h"

namespace warpgym::sandbox {

Status WriteTextFile(const std::filesystem::path& path, const std::string& text) {
  int fd = ::open(path.c_str(), O_WRONLY | O_CLOEXEC);
  if (fd < 0) {
    int err = errno;
    std::string msg = "open(\"" + path.string() + "\", O_WRONLY) failed: " + std::strerror(err);
    LogError(msg);
    return Status::Internal(msg);
  }
  ssize_t w = ::write(fd, text.data(), text.size());
  int err = errno;
  ::close(fd);
  if (w != static_cast<ssize_t>(text.size())) {
    std::string msg =
        "write(\"" + path.string() + "\", \"" + text + "\") failed: " + std::strerror(err);
    LogError(msg);
    return Status::Internal(msg);
  }
  return Status::Ok();
}

}  // namespace warpgym::sandbox
