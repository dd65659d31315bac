#include "env_server/workspace.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <iterator>
#include <system_error>

#include "env_server/unique_fd.h"
#include "env_server/workspace_fs.h"

namespace warpgym {
namespace fs = std::filesystem;

namespace {

bool IsWithin(const fs::path& root, const fs::path& p) {
  auto [r, q] = std::mismatch(root.begin(), root.end(), p.begin(), p.end());
  return r == root.end();
}

}  // namespace

StatusOr<Workspace> Workspace::Create(const fs::path& root, const std::vector<TemplateFile>& files,
                                      const std::vector<std::string>& dirs,
                                      std::optional<FileOwner> owner,
                                      std::uint64_t quota_fs_bytes) {
  std::error_code ec;
  fs::create_directories(root.parent_path(), ec);
  if (!fs::create_directory(root, ec)) {
    return Status::Internal("cannot create workspace " + root.string() + ": " +
                            (ec ? ec.message() : "already exists"));
  }
  const bool own_fs = quota_fs_bytes > 0 && MountWorkspaceFs(root, quota_fs_bytes, nullptr);
  fs::path canonical_root = fs::canonical(root, ec);
  std::vector<fs::path> protected_files;
  auto fail = [&](const std::string& what) -> Status {
    UnmountWorkspaceFs(root);
    fs::remove_all(root, ec);
    return Status::Internal(what);
  };
  for (const std::string& d : dirs) {
    if (!fs::create_directories(canonical_root / d, ec) && ec) {
      return fail("cannot create " + d + ": " + ec.message());
    }
  }
  for (const TemplateFile& f : files) {
    fs::path dest = canonical_root / f.dest;
    fs::create_directories(dest.parent_path(), ec);
    if (!fs::copy_file(f.source, dest, fs::copy_options::overwrite_existing, ec)) {
      return fail("cannot copy " + f.source.string() + " into the workspace: " + ec.message());
    }
    if (f.read_only) {
      ::chmod(dest.c_str(), 0444);
      protected_files.push_back(dest);
    }
  }
  Workspace ws(canonical_root, std::move(protected_files), owner);
  ws.own_fs_ = own_fs;
  if (owner) {
    if (::lchown(canonical_root.c_str(), owner->uid, owner->gid) != 0) {
      return fail("cannot chown the workspace to " + std::to_string(owner->uid) + ": " +
                  std::strerror(errno));
    }
    for (auto it = fs::recursive_directory_iterator(canonical_root, ec);
         it != fs::recursive_directory_iterator(); it.increment(ec)) {
      if (ec) break;
      if (!ws.IsProtected(it->path())) ws.Adopt(it->path());
    }
  }
  return ws;
}

StatusOr<fs::path> Workspace::Resolve(std::string_view user_path, bool for_write) const {
  if (user_path.find('\0') != std::string_view::npos) {
    return Status::InvalidArgument("path contains a NUL byte");
  }
  fs::path rel(user_path.empty() ? "." : std::string(user_path));
  if (rel.is_absolute()) {
    return Status::InvalidArgument(
        "absolute paths are not allowed; use a path relative to the workspace");
  }
  for (const fs::path& part : rel) {
    if (part == "..") return Status::InvalidArgument("'..' is not allowed in paths");
  }
  fs::path joined = (root_ / rel).lexically_normal();
  if (!joined.empty() && !joined.has_filename()) joined = joined.parent_path();  // "dir/" -> "dir"

  // Resolve symlinks in the longest existing prefix; the rest must not exist yet.
  std::error_code ec;
  fs::path existing = joined, rest;
  while (!fs::exists(fs::symlink_status(existing, ec)) && existing != root_) {
    rest = rest.empty() ? existing.filename() : existing.filename() / rest;
    existing = existing.parent_path();
  }
  if (for_write && fs::is_symlink(fs::symlink_status(joined, ec))) {
    return Status::InvalidArgument("refusing to write through a symbolic link");
  }
  fs::path resolved = fs::weakly_canonical(existing, ec);
  if (ec) return Status::InvalidArgument("cannot resolve path: " + ec.message());
  resolved = rest.empty() ? resolved : (resolved / rest).lexically_normal();
  if (!IsWithin(root_, resolved)) {
    return Status::InvalidArgument("path resolves outside the workspace");
  }
  if (for_write && IsProtected(resolved)) {
    return Status::FailedPrecondition(fs::relative(resolved, root_).string() +
                                      " is a protected file and cannot be modified");
  }
  return resolved;
}

std::vector<fs::path> Workspace::IntactProtectedFiles() const {
  std::vector<fs::path> out;
  for (const fs::path& file : protected_) {
    UniqueFd at(::open(root_.c_str(), O_PATH | O_DIRECTORY | O_CLOEXEC));
    const fs::path rel = file.lexically_relative(root_);
    bool intact = at.get() >= 0 && !rel.empty() && *rel.begin() != "..";
    for (auto it = rel.begin(); intact && it != rel.end(); ++it) {
      const bool last = std::next(it) == rel.end();
      at = UniqueFd(::openat(at.get(), it->c_str(),
                             O_PATH | O_NOFOLLOW | O_CLOEXEC | (last ? 0 : O_DIRECTORY)));
      intact = at.get() >= 0;
    }
    struct stat st {};
    if (intact && ::fstat(at.get(), &st) == 0 && S_ISREG(st.st_mode)) out.push_back(file);
  }
  return out;
}

bool Workspace::IsProtected(const fs::path& absolute) const {
  return std::find(protected_.begin(), protected_.end(), absolute) != protected_.end();
}

void Workspace::Adopt(const fs::path& absolute) const {
  if (!owner_ || !IsWithin(root_, absolute)) return;
  for (fs::path p = absolute; p != root_ && IsWithin(root_, p); p = p.parent_path()) {
    ::lchown(p.c_str(), owner_->uid, owner_->gid);
  }
}

std::uintmax_t Workspace::DiskUsage(std::uintmax_t stop_after) const {
  if (own_fs_) {
    if (std::optional<std::uint64_t> used = WorkspaceFsUsedBytes(root_)) return *used;
  }
  std::uintmax_t total = 0;
  std::error_code ec;
  for (auto it = fs::recursive_directory_iterator(
           root_, fs::directory_options::skip_permission_denied, ec);
       it != fs::recursive_directory_iterator() && total < stop_after; it.increment(ec)) {
    if (ec) break;
    struct stat st {};
    if (::lstat(it->path().c_str(), &st) == 0 && S_ISREG(st.st_mode)) {
      total += static_cast<std::uintmax_t>(st.st_blocks) * 512u;
    }
  }
  return total;
}

std::vector<std::string> Workspace::ListFiles(std::size_t limit) const {
  std::vector<std::string> out;
  std::error_code ec;
  for (auto it = fs::recursive_directory_iterator(
           root_, fs::directory_options::skip_permission_denied, ec);
       it != fs::recursive_directory_iterator() && out.size() < limit; it.increment(ec)) {
    if (ec) break;
    // Links are not followed: a link's target (a host path) is not the workspace's to list.
    if (fs::is_regular_file(it->symlink_status(ec)))
      out.push_back(it->path().lexically_relative(root_).string());
  }
  std::sort(out.begin(), out.end());
  return out;
}

Status Workspace::Remove() {
  UnmountWorkspaceFs(root_);
  return RemoveTree(root_);
}

Status Workspace::Keep() {
  if (!own_fs_ || !IsWorkspaceFs(root_)) return Status::Ok();
  std::error_code ec;
  const fs::path copy = root_.string() + ".kept";
  fs::copy(root_, copy, fs::copy_options::recursive | fs::copy_options::copy_symlinks, ec);
  if (ec) return Status::Internal("cannot keep " + root_.string() + ": " + ec.message());
  UnmountWorkspaceFs(root_);
  fs::rename(copy, root_, ec);  // onto the now empty mount point
  if (ec) return Status::Internal("cannot keep " + root_.string() + ": " + ec.message());
  return Status::Ok();
}

Status RemoveTree(const fs::path& root) {
  std::error_code ec;
  if (!fs::exists(fs::symlink_status(root, ec))) return Status::Ok();
  // Directories a hostile step made unwritable or unreadable must not stop removal.
  ::chmod(root.c_str(), 0700);
  for (auto it = fs::recursive_directory_iterator(
           root, fs::directory_options::skip_permission_denied, ec);
       it != fs::recursive_directory_iterator(); it.increment(ec)) {
    if (ec) break;
    if (it->is_directory(ec) && !it->is_symlink(ec)) ::chmod(it->path().c_str(), 0700);
  }
  fs::remove_all(root, ec);
  if (ec) return Status::Internal("cannot remove " + root.string() + ": " + ec.message());
  return Status::Ok();
}

}  // namespace warpgym
