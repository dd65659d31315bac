#include "env_server/sandbox/mounts.h"

#include <fcntl.h>
#include <linux/mount.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <climits>
#include <set>

namespace warpgym::sandbox {
namespace fs = std::filesystem;
namespace {

std::string FlagNames(unsigned long flags) {
  static const std::pair<unsigned long, const char*> kNames[] = {
      {MS_REMOUNT, "MS_REMOUNT"}, {MS_BIND, "MS_BIND"},     {MS_REC, "MS_REC"},
      {MS_PRIVATE, "MS_PRIVATE"}, {MS_RDONLY, "MS_RDONLY"}, {MS_NOSUID, "MS_NOSUID"},
      {MS_NODEV, "MS_NODEV"},     {MS_NOEXEC, "MS_NOEXEC"}};
  std::string out;
  for (const auto& [flag, name] : kNames) {
    if ((flags & flag) == 0) continue;
    if (!out.empty()) out += "|";
    out += name;
  }
  return out.empty() ? "0" : out;
}

MountOp Mount(std::string source, std::string target, std::string fstype, unsigned long flags,
              std::string data = "") {
  std::string desc = "mount(\"" + source + "\", \"" + target + "\", \"" + fstype + "\", " +
                     FlagNames(flags) + ", \"" + data + "\")";
  return {MountOp::Kind::kMount,
          std::move(source),
          std::move(target),
          std::move(fstype),
          std::move(data),
          flags,
          -1,
          std::move(desc)};
}

std::string FdPath(int fd) {
  return "/proc/self/fd/" + std::to_string(fd);
}

// mkdir of every component of `dir`, so a bind or tmpfs has a mount point (EEXIST is fine).
void AddMkdirs(const fs::path& dir, std::vector<MountOp>* ops) {
  fs::path partial = "/";
  for (const fs::path& part : dir.relative_path()) {
    partial /= part;
    ops->push_back({MountOp::Kind::kMkdir, "", partial.string(), "", "", 0755, -1,
                    "mkdir(\"" + partial.string() + "\", 0755)"});
  }
}

// One entry of step 5: a hidden dir (tmpfs) or a kept path (bind from its descriptor).
struct Layer {
  fs::path path;
  bool hidden = false;
  unsigned long remount = 0;  // kept: the flags of the bind's remount
  int fd = -1;                // kept: the descriptor of step 1
  bool system = false;        // minimal root: a system path (read-only, submounts too)
};

// Step 1's descriptors: every kept path gets one (its layer), and so does the device dir.
struct Kept {
  std::vector<Layer> layers;
  int next_fd = kFirstKeptFd;
  int dev_fd = -1;

  void Keep(const fs::path& path, unsigned long remount, std::vector<MountOp>* ops) {
    const int fd = next_fd++;
    ops->push_back(
        {MountOp::Kind::kOpen, "", path.string(), "", "", 0, fd,
         "open(\"" + path.string() + "\", O_PATH) + dup2(.., " + std::to_string(fd) + ")"});
    layers.push_back({path, false, remount, fd});
  }

  // The policy's own paths (workspace, writable dirs, read-only paths and files) and the
  // device dir.
  void KeepPolicyPaths(const SandboxPolicy& policy, std::vector<MountOp>* ops) {
    if (!policy.workspace.empty())
      Keep(policy.workspace, kRemount | (policy.workspace_writable ? 0 : MS_RDONLY), ops);
    for (const fs::path& d : policy.writable_dirs) Keep(d, kRemount, ops);
    for (const fs::path& p : policy.read_only_paths) Keep(p, kRemount | MS_RDONLY, ops);
    for (const fs::path& f : policy.read_only_files) Keep(f, kRemount | MS_RDONLY | MS_NOEXEC, ops);
    if (policy.private_dev) {
      dev_fd = next_fd++;
      const std::string dev = policy.dev_dir.string();
      ops->push_back({MountOp::Kind::kOpen, "", dev, "", "", 0, dev_fd,
                      "open(\"" + dev + "\", O_PATH) + dup2(.., " + std::to_string(dev_fd) + ")"});
    }
  }

  static constexpr unsigned long kRemount = MS_REMOUNT | MS_BIND | MS_NOSUID | MS_NODEV;
};

}  // namespace

std::vector<std::string> DeviceNames(const std::vector<unsigned>& gpu_devices) {
  std::vector<std::string> names = {"null",    "zero", "full", "random",
                                    "urandom", "tty",  "ptmx", "pts"};
  if (gpu_devices.empty()) return names;
  for (const char* n :
       {"nvidiactl", "nvidia-uvm", "nvidia-uvm-tools", "nvidia-modeset", "nvidia-caps"}) {
    names.push_back(n);
  }
  std::vector<unsigned> sorted = gpu_devices;
  std::sort(sorted.begin(), sorted.end());
  sorted.erase(std::unique(sorted.begin(), sorted.end()), sorted.end());
  for (unsigned n : sorted) names.push_back("nvidia" + std::to_string(n));
  return names;
}

namespace {

// The device view (step 6) at `dev` (inside the new root for a minimal one), from dev_fd.
void AddDeviceView(const SandboxPolicy& policy, const fs::path& dev, int dev_fd,
                   std::vector<MountOp>* ops);

// A minimal root: a tmpfs mounted over kStaging becomes `/`. Its ops, in order: descriptors,
// private propagation, the root tmpfs, its /tmp, the kept and system paths shallowest first,
// the device view, a fresh /proc, descriptors closed, pivot_root, the root read-only, chdir.
constexpr const char* kStaging = "/tmp";

MountPlan MakeMinimalRootPlan(const SandboxPolicy& policy) {
  MountPlan plan;
  auto& ops = plan.ops;
  const fs::path root = kStaging;
  auto at = [&](const fs::path& p) { return root / p.relative_path(); };
  Kept kept;
  std::vector<std::pair<fs::path, std::string>> links;  // system paths that are symlinks
  for (const fs::path& p : policy.system_paths) {
    std::error_code ec;
    if (fs::is_symlink(p, ec)) {
      links.emplace_back(p, fs::read_symlink(p, ec).string());
      continue;
    }
    kept.Keep(p, Kept::kRemount | MS_RDONLY, &ops);
    kept.layers.back().system = true;
  }
  kept.KeepPolicyPaths(policy, &ops);
  std::vector<Layer>& layers = kept.layers;
  const int dev_fd = kept.dev_fd;
  ops.push_back(Mount("none", "/", "", MS_REC | MS_PRIVATE));
  ops.push_back(Mount("tmpfs", root.string(), "tmpfs", MS_NOSUID | MS_NODEV, "mode=0755,size=1m"));
  AddMkdirs(at("/tmp"), &ops);
  ops.push_back(Mount("tmpfs", at("/tmp").string(), "tmpfs", MS_NOSUID | MS_NODEV,
                      "mode=1777,size=" + std::to_string(policy.tmp_size_bytes)));
  auto depth = [](const fs::path& p) { return std::distance(p.begin(), p.end()); };
  std::stable_sort(layers.begin(), layers.end(),
                   [&](const Layer& a, const Layer& b) { return depth(a.path) < depth(b.path); });
  for (const Layer& layer : layers) {
    const std::string target = at(layer.path).string();
    AddMkdirs(at(layer.path).parent_path(), &ops);
    ops.push_back({MountOp::Kind::kMountPoint, "", target, "", "", 0, layer.fd,
                   "mkdir or mknod(S_IFREG) \"" + target + "\" (mount point)"});
    ops.push_back(Mount(FdPath(layer.fd), target, "", MS_BIND | MS_REC));
    ops.push_back(Mount("none", target, "", layer.remount));
    if (layer.system) {  // its submounts read-only too
      ops.push_back({MountOp::Kind::kReadOnlyTree, "", target, "", "", 0, -1,
                     "mount_setattr(\"" + target + "\", AT_RECURSIVE, MOUNT_ATTR_RDONLY)"});
    }
  }
  // Kept paths under /tmp (a workdir there) sit in the private /tmp, whose bare parent dirs a
  // user namespace's child made as the sandbox's own uid: a read-only bind of each top one keeps
  // them bare (the kept mounts below it keep their own flags).
  std::set<fs::path> tmp_tops;
  for (const Layer& layer : layers) {
    const fs::path rel = layer.path.lexically_relative("/tmp");
    if (rel.empty() || *rel.begin() == ".." || *rel.begin() == ".") continue;
    tmp_tops.insert(fs::path("/tmp") / *rel.begin());
  }
  for (const Layer& layer : layers) tmp_tops.erase(layer.path);  // a kept mount already
  for (const fs::path& top : tmp_tops) {
    ops.push_back(Mount(at(top).string(), at(top).string(), "", MS_BIND | MS_REC));
    ops.push_back(Mount("none", at(top).string(), "",
                        MS_REMOUNT | MS_BIND | MS_RDONLY | MS_NOSUID | MS_NODEV));
  }
  for (const auto& [link, to] : links) {
    AddMkdirs(at(link).parent_path(), &ops);
    ops.push_back({MountOp::Kind::kSymlink, to, at(link).string(), "", "", 0, -1,
                   "symlink(\"" + to + "\", \"" + at(link).string() + "\")"});
  }
  if (policy.private_dev) AddDeviceView(policy, at(policy.dev_dir), dev_fd, &ops);
  // A fresh /proc before the pivot: in a user namespace the kernel mounts one only while a
  // fully visible proc is still in this mount namespace (the host's, detached by the pivot).
  AddMkdirs(at("/proc"), &ops);
  ops.push_back(Mount("proc", at("/proc").string(), "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC));
  ops.push_back(
      {MountOp::Kind::kCloseKept, "", "", "", "", 0, kept.next_fd,
       "close(" + std::to_string(kFirstKeptFd) + ".." + std::to_string(kept.next_fd - 1) + ")"});
  ops.push_back({MountOp::Kind::kPivotRoot, "", root.string(), "", "", 0, -1,
                 "chdir(\"" + root.string() +
                     "\"), pivot_root(\".\", \".\"), umount2(\".\", "
                     "MNT_DETACH), chdir(\"/\")"});
  ops.push_back(Mount("none", "/", "", MS_REMOUNT | MS_RDONLY | MS_NOSUID | MS_NODEV));
  if (!policy.cwd.empty()) {
    ops.push_back({MountOp::Kind::kChdir, "", policy.cwd.string(), "", "", 0, -1,
                   "chdir(\"" + policy.cwd.string() + "\")"});
  }
  return plan;
}

// The host's root, read-only, with the workdir (and an outside cache) covered.
MountPlan MakeHostRootPlan(const SandboxPolicy& policy) {
  MountPlan plan;
  auto& ops = plan.ops;
  // 1. Descriptors for everything that must stay reachable.
  Kept kept;
  kept.KeepPolicyPaths(policy, &ops);
  std::vector<Layer>& layers = kept.layers;
  const int dev_fd = kept.dev_fd;
  // 2-4. Private propagation, read-only tree, private /tmp.
  ops.push_back(Mount("none", "/", "", MS_REC | MS_PRIVATE));
  if (policy.read_only_root) {
    ops.push_back({MountOp::Kind::kReadOnlyTree, "", "/", "", "", 0, -1,
                   "mount_setattr(\"/\", AT_RECURSIVE, MOUNT_ATTR_RDONLY)"});
  }
  ops.push_back(Mount("tmpfs", "/tmp", "tmpfs", MS_NOSUID | MS_NODEV,
                      "mode=1777,size=" + std::to_string(policy.tmp_size_bytes)));
  // 5. Hidden dirs and kept paths, shallowest first; at equal depth hidden before kept.
  for (const fs::path& dir : policy.hidden_dirs) layers.push_back({dir, true, 0, -1});
  auto depth = [](const fs::path& p) { return std::distance(p.begin(), p.end()); };
  std::stable_sort(layers.begin(), layers.end(), [&](const Layer& a, const Layer& b) {
    if (depth(a.path) != depth(b.path)) return depth(a.path) < depth(b.path);
    return a.hidden && !b.hidden;
  });
  for (const Layer& layer : layers) {
    const std::string target = layer.path.string();
    if (layer.hidden) {
      AddMkdirs(layer.path, &ops);
      ops.push_back(
          Mount("tmpfs", target, "tmpfs", MS_NOSUID | MS_NODEV | MS_NOEXEC, "mode=0755,size=1m"));
      continue;
    }
    AddMkdirs(layer.path.parent_path(), &ops);
    ops.push_back({MountOp::Kind::kMountPoint, "", target, "", "", 0, layer.fd,
                   "mkdir or mknod(S_IFREG) \"" + target + "\" (mount point)"});
    ops.push_back(Mount(FdPath(layer.fd), target, "", MS_BIND | MS_REC));
    ops.push_back(Mount("none", target, "", layer.remount));
  }
  // 6. The device view.
  if (policy.private_dev) AddDeviceView(policy, policy.dev_dir, dev_fd, &ops);
  // 7. Descriptors closed, fresh /proc, working directory.
  ops.push_back(
      {MountOp::Kind::kCloseKept, "", "", "", "", 0, kept.next_fd,
       "close(" + std::to_string(kFirstKeptFd) + ".." + std::to_string(kept.next_fd - 1) + ")"});
  ops.push_back(Mount("proc", "/proc", "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC));
  if (!policy.cwd.empty()) {
    ops.push_back({MountOp::Kind::kChdir, "", policy.cwd.string(), "", "", 0, -1,
                   "chdir(\"" + policy.cwd.string() + "\")"});
  }
  return plan;
}

}  // namespace

MountPlan MakeMountPlan(const SandboxPolicy& policy) {
  MountPlan plan = policy.minimal_root ? MakeMinimalRootPlan(policy) : MakeHostRootPlan(policy);
  while (plan.opened < plan.ops.size() && plan.ops[plan.opened].kind == MountOp::Kind::kOpen)
    ++plan.opened;
  return plan;
}

namespace {

void AddDeviceView(const SandboxPolicy& policy, const fs::path& dev, int dev_fd,
                   std::vector<MountOp>* ops) {
  AddMkdirs(dev, ops);
  ops->push_back(Mount("tmpfs", dev.string(), "tmpfs", MS_NOSUID | MS_NODEV | MS_NOEXEC,
                       "mode=0755,size=64k"));
  for (const std::string& name : DeviceNames(policy.gpu_devices)) {
    const std::string target = (dev / name).string();
    ops->push_back({MountOp::Kind::kDevEntry, FdPath(dev_fd) + "/" + name, target, "", name,
                    MS_REMOUNT | MS_BIND | MS_RDONLY | MS_NOSUID | MS_NOEXEC, dev_fd,
                    "bind \"" + name + "\" of the host's " + dev.string() + " at \"" + target +
                        "\" (fstatat, mkdir or mknod(S_IFREG) or symlink, mount(MS_BIND|MS_REC), "
                        "remount MS_RDONLY|MS_NOSUID|MS_NOEXEC)"});
  }
  const std::pair<const char*, const char*> links[] = {{"fd", "/proc/self/fd"},
                                                       {"stdin", "/proc/self/fd/0"},
                                                       {"stdout", "/proc/self/fd/1"},
                                                       {"stderr", "/proc/self/fd/2"}};
  for (const auto& [name, to] : links) {
    const std::string target = (dev / name).string();
    ops->push_back({MountOp::Kind::kSymlink, to, target, "", "", 0, -1,
                    "symlink(\"" + std::string(to) + "\", \"" + target + "\")"});
  }
  const std::string shm = (dev / "shm").string();
  ops->push_back(
      {MountOp::Kind::kMkdir, "", shm, "", "", 0755, -1, "mkdir(\"" + shm + "\", 0755)"});
  ops->push_back(Mount("none", dev.string(), "",
                       MS_REMOUNT | MS_BIND | MS_RDONLY | MS_NOSUID | MS_NODEV | MS_NOEXEC));
  ops->push_back(Mount("tmpfs", shm, "tmpfs", MS_NOSUID | MS_NODEV | MS_NOEXEC,
                       "mode=1777,size=" + std::to_string(policy.shm_size_bytes)));
}

// An existing file or dir is fine for a mount point.
int MakeMountPoint(const char* target, bool dir) {
  int rc = dir ? ::mkdir(target, 0755) : ::mknod(target, S_IFREG | 0444, 0);
  return rc != 0 && errno == EEXIST ? 0 : rc;
}

// kDevEntry: the entry `name` of the original device dir (open on `fd`). Absent: skipped (a
// host need not have every standard node). A symlink is copied; a dir is bound recursively
// (pts, nvidia-caps); anything else (a device node) is bound onto an empty file. Then the bind
// is remounted read-only (writing to a device node through a read-only mount still works).
int ApplyDevEntry(const MountOp& op) {
  struct stat st {};
  if (::fstatat(op.fd, op.data.c_str(), &st, AT_SYMLINK_NOFOLLOW) != 0)
    return errno == ENOENT ? 0 : -1;
  if (S_ISLNK(st.st_mode)) {
    char link[PATH_MAX];
    ssize_t n = ::readlinkat(op.fd, op.data.c_str(), link, sizeof link - 1);
    if (n < 0) return -1;
    link[n] = '\0';
    return ::symlink(link, op.target.c_str()) != 0 && errno != EEXIST ? -1 : 0;
  }
  if (MakeMountPoint(op.target.c_str(), S_ISDIR(st.st_mode)) != 0) return -1;
  if (::mount(op.source.c_str(), op.target.c_str(), nullptr, MS_BIND | MS_REC, nullptr) != 0)
    return -1;
  return ::mount("none", op.target.c_str(), nullptr, op.flags, nullptr);
}

}  // namespace

int ApplyMountPlan(const MountPlan& plan, std::size_t from, std::size_t to) {
  for (std::size_t i = from; i < std::min(to, plan.ops.size()); ++i) {
    const MountOp& op = plan.ops[i];
    int rc = 0;
    switch (op.kind) {
      case MountOp::Kind::kOpen: {
        int fd = ::open(op.target.c_str(), O_PATH | O_CLOEXEC);
        rc = (fd < 0 || ::dup2(fd, op.fd) < 0) ? -1 : 0;
        if (fd >= 0) ::close(fd);
        break;
      }
      case MountOp::Kind::kMkdir:
        rc = ::mkdir(op.target.c_str(), static_cast<mode_t>(op.flags));
        if (rc != 0 && errno == EEXIST) rc = 0;
        break;
      case MountOp::Kind::kMountPoint: {
        struct stat st {};
        rc = ::fstat(op.fd, &st);
        if (rc == 0) rc = MakeMountPoint(op.target.c_str(), S_ISDIR(st.st_mode));
        break;
      }
      case MountOp::Kind::kMount:
        rc = ::mount(op.source.c_str(), op.target.c_str(),
                     op.fstype.empty() ? nullptr : op.fstype.c_str(), op.flags,
                     op.data.empty() ? nullptr : op.data.c_str());
        break;
      case MountOp::Kind::kReadOnlyTree: {
        struct mount_attr attr {};
        attr.attr_set = MOUNT_ATTR_RDONLY;
        rc = static_cast<int>(::syscall(SYS_mount_setattr, AT_FDCWD, op.target.c_str(),
                                        AT_RECURSIVE, &attr, sizeof attr));
        break;
      }
      case MountOp::Kind::kDevEntry:
        rc = ApplyDevEntry(op);
        break;
      case MountOp::Kind::kSymlink:
        rc = ::symlink(op.source.c_str(), op.target.c_str());
        if (rc != 0 && errno == EEXIST) rc = 0;
        break;
      case MountOp::Kind::kCloseKept:
        for (int fd = kFirstKeptFd; fd < op.fd; ++fd) ::close(fd);
        break;
      case MountOp::Kind::kChdir:
        rc = ::chdir(op.target.c_str());
        break;
      case MountOp::Kind::kPivotRoot:  // the old root is stacked under the new one, then dropped
        rc = ::chdir(op.target.c_str());
        if (rc == 0) rc = static_cast<int>(::syscall(SYS_pivot_root, ".", "."));
        if (rc == 0) rc = ::umount2(".", MNT_DETACH);
        if (rc == 0) rc = ::chdir("/");
        break;
    }
    if (rc != 0) return static_cast<int>(i);
  }
  return -1;
}

}  // namespace warpgym::sandbox
