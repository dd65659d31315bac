// Workspace: one episode's directory, made from the backend template, and the rules for reaching
// into it from tools. Every path a tool receives goes through Resolve(), which refuses absolute
// paths, `..` components and anything that resolves (through symlinks) outside the root.
// Protected files can be read but never written through a tool. When the sandbox runs tool
// processes as another uid, the workspace has an `owner`: the root directory and every file
// that is not protected belong to it (protected files stay the server's, mode 0444), and
// Adopt() hands files the server writes later to it too. A Workspace is used by one episode's
// steps, which run in order; it is not synchronised.
#pragma once

#include <sys/types.h>

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "shared/status.h"

namespace warpgym {

// One file copied into every new workspace.
struct TemplateFile {
  std::filesystem::path source;  // absolute path on the host
  std::filesystem::path dest;    // relative path inside the workspace
  bool read_only = false;        // protected: tools refuse to write it
};

// The uid/gid sandboxed tool processes run as.
struct FileOwner {
  uid_t uid;
  gid_t gid;
};

class Workspace {
 public:
  // Creates `root` (which must not exist yet: a workspace is never reused), copies the files,
  // and creates the empty directories named in `dirs`. On failure removes what it made. With
  // `quota_fs_bytes` > 0 the directory first gets its own size-limited filesystem
  // (workspace_fs.h); where that is refused it stays a plain directory (see own_fs()).
  static StatusOr<Workspace> Create(const std::filesystem::path& root,
                                    const std::vector<TemplateFile>& files,
                                    const std::vector<std::string>& dirs,
                                    std::optional<FileOwner> owner = std::nullopt,
                                    std::uint64_t quota_fs_bytes = 0);

  // Whether the workspace is its own size-limited filesystem (writes past it fail: ENOSPC).
  bool own_fs() const { return own_fs_; }

  const std::filesystem::path& root() const { return root_; }

  // Maps a path from a tool to an absolute path under root. On success the result is inside
  // root after resolving symlinks; it may not exist yet. Refusals are InvalidArgument with a
  // message for the agent. `for_write` also refuses protected files and symlinks.
  StatusOr<std::filesystem::path> Resolve(std::string_view user_path, bool for_write) const;

  // True if `absolute` (a result of Resolve) is a protected file.
  bool IsProtected(const std::filesystem::path& absolute) const;

  // Protected files, canonical absolute paths.
  const std::vector<std::filesystem::path>& protected_files() const { return protected_; }

  // The protected files that are still regular files at their paths, reached from the root
  // without a symbolic link at any component (the agent can rename a directory that holds one
  // and put links in its place: such a path is left out, never followed). For the bash
  // sandbox's read-only binds, made while none of the agent's processes runs.
  std::vector<std::filesystem::path> IntactProtectedFiles() const;

  // With an owner: chowns `absolute` (inside root) and its parent directories below root to
  // the owner, so the sandboxed tools can modify what the server's file tools wrote.
  void Adopt(const std::filesystem::path& absolute) const;

  // Bytes in use: the filesystem's own count when own_fs(), else the bytes allocated to regular
  // files (st_blocks), counted up to `stop_after`, then stopping.
  std::uintmax_t DiskUsage(std::uintmax_t stop_after = UINTMAX_MAX) const;

  // Relative paths of all regular files, sorted, at most `limit` entries.
  std::vector<std::string> ListFiles(std::size_t limit = 2000) const;

  // Removes the directory tree (and its filesystem). Safe to call twice.
  Status Remove();

  // Keeps the files after the episode (--keep-workspaces): with own_fs() they are copied to a
  // plain directory at the same path and the filesystem goes; otherwise nothing to do.
  Status Keep();

 private:
  Workspace(std::filesystem::path root, std::vector<std::filesystem::path> protected_files,
            std::optional<FileOwner> owner)
      : root_(std::move(root)), protected_(std::move(protected_files)), owner_(owner) {}

  std::filesystem::path root_;                    // canonical
  std::vector<std::filesystem::path> protected_;  // canonical absolute paths
  std::optional<FileOwner> owner_;
  bool own_fs_ = false;
};

// Removes a directory tree even where a hostile step made directories unwritable or
// unreadable. A missing tree is OK.
Status RemoveTree(const std::filesystem::path& root);

}  // namespace warpgym
