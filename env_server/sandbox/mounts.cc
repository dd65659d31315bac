#include "env_server/sandbox/mounts.h"

#include <fcntl.h>
#include <linux/mount.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <cerrno>

namespace warpgym::sandbox {
namespace fs = std::filesystem;
namespace {

// The workspace is opened before anything covers it and bound back through this descriptor.
constexpr int kWorkspaceFd = 1000;
constexpr char kWorkspaceFdPath[] = "/proc/self/fd/1000";

MountOp Mount(std::string source, std::string target, std::string fstype, unsigned long flags,
              std::string data, std::string flag_names) {
  std::string desc = "mount(\"" + source + "\", \"" + target + "\", \"" + fstype + "\", " +
                     flag_names + ", \"" + data + "\")";
  return {MountOp::Kind::kMount, std::move(source), std::move(target), std::move(fstype),
          std::move(data), flags, std::move(desc)};
}

// mkdir of every component of `dir`, so a bind or tmpfs has a mount point (EEXIST is fine).
void AddMkdirs(const fs::path& dir, std::vector<MountOp>* ops) {
  fs::path partial = "/";
  for (const fs::path& part : dir.relative_path()) {
    partial /= part;
    ops->push_back({MountOp::Kind::kMkdir, "", partial.string(), "", "", 0755,
                    "mkdir(\"" + partial.string() + "\", 0755)"});
  }
}

}  // namespace

MountPlan MakeMountPlan(const SandboxPolicy& policy) {
  MountPlan plan;
  auto& ops = plan.ops;
  const std::string ws = policy.workspace.string();
  ops.push_back({MountOp::Kind::kOpenWorkspace, "", ws, "", "", 0,
                 "open(\"" + ws + "\", O_PATH|O_DIRECTORY) + dup2(.., 1000)"});
  ops.push_back(Mount("none", "/", "", MS_REC | MS_PRIVATE, "", "MS_REC|MS_PRIVATE"));
  if (policy.read_only_root) {
    ops.push_back({MountOp::Kind::kReadOnlyTree, "", "/", "", "", 0,
                   "mount_setattr(\"/\", AT_RECURSIVE, MOUNT_ATTR_RDONLY)"});
  }
  ops.push_back(Mount("tmpfs", "/tmp", "tmpfs", MS_NOSUID | MS_NODEV,
                      "mode=1777,size=" + std::to_string(policy.tmp_size_bytes), "MS_NOSUID|MS_NODEV"));
  for (const fs::path& dir : policy.hidden_dirs) {
    AddMkdirs(dir, &ops);
    ops.push_back(Mount("tmpfs", dir.string(), "tmpfs", MS_NOSUID | MS_NODEV | MS_NOEXEC,
                        "mode=0755,size=1m", "MS_NOSUID|MS_NODEV|MS_NOEXEC"));
  }
  AddMkdirs(policy.workspace, &ops);
  ops.push_back(Mount(kWorkspaceFdPath, ws, "", MS_BIND | MS_REC, "", "MS_BIND|MS_REC"));
  ops.push_back(Mount("none", ws, "", MS_REMOUNT | MS_BIND | MS_NOSUID | MS_NODEV, "",
                      "MS_REMOUNT|MS_BIND|MS_NOSUID|MS_NODEV"));
  for (const fs::path& file : policy.read_only_files) {
    ops.push_back(Mount(file.string(), file.string(), "", MS_BIND, "", "MS_BIND"));
    ops.push_back(Mount("none", file.string(), "",
                        MS_REMOUNT | MS_BIND | MS_RDONLY | MS_NOSUID | MS_NODEV | MS_NOEXEC, "",
                        "MS_REMOUNT|MS_BIND|MS_RDONLY|MS_NOSUID|MS_NODEV|MS_NOEXEC"));
  }
  ops.push_back(Mount("proc", "/proc", "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC, "",
                      "MS_NOSUID|MS_NODEV|MS_NOEXEC"));
  return plan;
}

int ApplyMountPlan(const MountPlan& plan) {
  for (std::size_t i = 0; i < plan.ops.size(); ++i) {
    const MountOp& op = plan.ops[i];
    int rc = 0;
    switch (op.kind) {
      case MountOp::Kind::kOpenWorkspace: {
        int fd = ::open(op.target.c_str(), O_PATH | O_DIRECTORY | O_CLOEXEC);
        rc = (fd < 0 || ::dup2(fd, kWorkspaceFd) < 0) ? -1 : 0;
        if (fd >= 0) ::close(fd);
        break;
      }
      case MountOp::Kind::kMkdir:
        rc = ::mkdir(op.target.c_str(), static_cast<mode_t>(op.flags));
        if (rc != 0 && errno == EEXIST) rc = 0;
        break;
      case MountOp::Kind::kMount:
        rc = ::mount(op.source.c_str(), op.target.c_str(), op.fstype.empty() ? nullptr : op.fstype.c_str(),
                     op.flags, op.data.empty() ? nullptr : op.data.c_str());
        break;
      case MountOp::Kind::kReadOnlyTree: {
        struct mount_attr attr {};
        attr.attr_set = MOUNT_ATTR_RDONLY;
        rc = static_cast<int>(::syscall(SYS_mount_setattr, AT_FDCWD, op.target.c_str(),
                                        AT_RECURSIVE, &attr, sizeof attr));
        break;
      }
    }
    if (rc != 0) return static_cast<int>(i);
  }
  ::close(kWorkspaceFd);
  return -1;
}

}  // namespace warpgym::sandbox
