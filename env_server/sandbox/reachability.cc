#include "env_server/sandbox/reachability.h"

#include <fmt/format.h>
#include <sys/stat.h>

#include <cerrno>
#include <cstring>
#include <string>
#include <vector>

namespace warpgym::sandbox {

namespace {

bool MaySearch(const struct stat& st, uid_t uid, gid_t gid) {
  if (st.st_uid == uid) return (st.st_mode & S_IXUSR) != 0;
  if (st.st_gid == gid) return (st.st_mode & S_IXGRP) != 0;
  return (st.st_mode & S_IXOTH) != 0;
}

}  // namespace

Status CheckSearchableBy(const std::filesystem::path& dir, uid_t uid, gid_t gid) {
  const std::filesystem::path absolute = std::filesystem::absolute(dir).lexically_normal();
  std::filesystem::path at = absolute.root_path();
  // The root first, then each component: the first denial is the one to fix.
  std::vector<std::filesystem::path> chain = {at};
  for (const auto& part : absolute.relative_path()) {
    if (part.empty()) continue;
    at /= part;
    chain.push_back(at);
  }
  for (const auto& d : chain) {
    struct stat st {};
    if (::stat(d.c_str(), &st) != 0)
      return Status::NotFound(fmt::format("cannot stat {}: {}", d.string(), std::strerror(errno)));
    if (!S_ISDIR(st.st_mode)) return Status::FailedPrecondition(d.string() + " is not a directory");
    if (!MaySearch(st, uid, gid))
      return Status::FailedPrecondition(
          fmt::format("{} (mode {:04o}, owner {}:{}) does not let the sandbox uid {} through to "
                      "{}: sandboxed compilers "
                      "and candidates could not reach their workspaces. Use a workdir outside it "
                      "(e.g. under /tmp) or "
                      "`chmod o+x {}`",
                      d.string(), st.st_mode & 07777, st.st_uid, st.st_gid, uid, absolute.string(),
                      d.string()));
  }
  return Status::Ok();
}

}  // namespace warpgym::sandbox
