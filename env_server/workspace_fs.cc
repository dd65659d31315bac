#include "env_server/workspace_fs.h"

#include <linux/magic.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/statfs.h>

#include <cerrno>
#include <cstring>

namespace warpgym {
namespace fs = std::filesystem;

bool MountWorkspaceFs(const fs::path& dir, std::uint64_t quota_bytes, std::string* why) {
  const std::string opts = "size=" + std::to_string(quota_bytes) +
                           ",nr_inodes=" + std::to_string(kWorkspaceMaxInodes) + ",mode=0755";
  if (::mount("tmpfs", dir.c_str(), "tmpfs", MS_NOSUID | MS_NODEV, opts.c_str()) != 0) {
    if (why) *why = std::string("mount(tmpfs, ") + opts + "): " + std::strerror(errno);
    return false;
  }
  return true;
}

bool IsWorkspaceFs(const fs::path& dir) {
  struct stat self {
  }, parent{};
  struct statfs sfs {};
  if (::lstat(dir.c_str(), &self) != 0 || !S_ISDIR(self.st_mode)) return false;
  if (::lstat(dir.parent_path().c_str(), &parent) != 0) return false;
  return self.st_dev != parent.st_dev && ::statfs(dir.c_str(), &sfs) == 0 &&
         sfs.f_type == TMPFS_MAGIC;
}

void UnmountWorkspaceFs(const fs::path& dir) {
  while (IsWorkspaceFs(dir)) {  // stacked mounts (a crash and a reuse) come off one by one
    if (::umount2(dir.c_str(), MNT_DETACH) != 0) return;
  }
}

std::optional<std::uint64_t> WorkspaceFsUsedBytes(const fs::path& dir) {
  struct statfs sfs {};
  if (!IsWorkspaceFs(dir) || ::statfs(dir.c_str(), &sfs) != 0) return std::nullopt;
  return static_cast<std::uint64_t>(sfs.f_blocks - sfs.f_bfree) *
         static_cast<std::uint64_t>(sfs.f_frsize);
}

}  // namespace warpgym
