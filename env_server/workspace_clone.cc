#include "env_server/workspace_clone.h"

#include <fcntl.h>
#include <linux/fs.h>
#include <sys/ioctl.h>
#include <sys/sendfile.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstring>
#include <system_error>
#include <utility>
#include <vector>

#include "env_server/unique_fd.h"

namespace warpgym {
namespace fs = std::filesystem;

namespace {

Status Errno(const std::string& what, const fs::path& rel) {
  return Status::Internal("fork: cannot " + what + " " + rel.string() + ": " +
                          std::strerror(errno));
}

// Copies one regular file's bytes and mode (set-id bits dropped) into a new file at `dest`.
Status CopyFile(const fs::path& src, const fs::path& dest, const fs::path& rel,
                std::uint64_t max_bytes, CloneStats* stats) {
  UniqueFd in(::open(src.c_str(), O_RDONLY | O_NOFOLLOW | O_CLOEXEC));
  if (in.get() < 0) return Errno("read", rel);
  struct stat st {};
  if (::fstat(in.get(), &st) != 0) return Errno("stat", rel);
  if (max_bytes > 0 && stats->bytes + static_cast<std::uint64_t>(st.st_size) > max_bytes) {
    return Status::ResourceExhausted(
        "fork: the workspace's files add up to more than " + std::to_string(max_bytes >> 20) +
        " MiB (the workspace quota, or what is left of the memory forks may hold; a sparse file "
        "counts at its full length), at " +
        rel.string());
  }
  ::unlink(dest.c_str());  // a template file of the same name: replaced, never written through
  UniqueFd out(::open(dest.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600));
  if (out.get() < 0) return Errno("create", rel);
  if (::ioctl(out.get(), FICLONE, in.get()) == 0) {
    ++stats->reflinked;
  } else {
    for (off_t left = st.st_size; left > 0;) {
      ssize_t n = ::sendfile(out.get(), in.get(), nullptr, static_cast<std::size_t>(left));
      if (n < 0 && errno == EINTR) continue;
      if (n < 0) return Errno("copy", rel);
      if (n == 0) break;  // the file shrank: what was there is copied
      left -= n;
    }
  }
  if (::fchmod(out.get(), st.st_mode & 0777) != 0) return Errno("chmod", rel);
  ++stats->files;
  stats->bytes += static_cast<std::uint64_t>(st.st_size);
  return Status::Ok();
}

// Whether `dir` (a path in `to`) is a real directory holding one of `to`'s protected files.
bool HoldsProtected(const Workspace& to, const fs::path& dir) {
  std::error_code ec;
  if (!fs::is_directory(fs::symlink_status(dir, ec))) return false;
  for (const fs::path& p : to.protected_files()) {
    const fs::path rel = p.lexically_relative(dir);
    if (!rel.empty() && *rel.begin() != "..") return true;
  }
  return false;
}

}  // namespace

StatusOr<CloneStats> CloneWorkspace(const Workspace& from, const Workspace& to,
                                    std::uint64_t max_bytes) {
  const auto start = std::chrono::steady_clock::now();
  CloneStats stats;
  std::error_code ec;
  std::vector<std::pair<fs::path, fs::perms>> dirs;  // modes set last: a 0500 dir still fills
  for (auto it = fs::recursive_directory_iterator(from.root(), ec);
       it != fs::recursive_directory_iterator(); it.increment(ec)) {
    if (ec) return Status::Internal("fork: cannot list the workspace: " + ec.message());
    const fs::path rel = it->path().lexically_relative(from.root());
    const fs::path dest = to.root() / rel;
    const fs::file_status st = it->symlink_status(ec);
    if (ec) {  // e.g. a path longer than PATH_MAX: refused, never silently left out
      return Status::FailedPrecondition("fork: cannot copy " + rel.string().substr(0, 200) + ": " +
                                        ec.message());
    }
    if (fs::is_symlink(st)) {
      if (to.IsProtected(dest) || HoldsProtected(to, dest)) continue;  // the server's copies stay
      fs::path target = fs::read_symlink(it->path(), ec);
      if (ec) return Status::Internal("fork: cannot read link " + rel.string());
      if (fs::is_directory(fs::symlink_status(dest, ec)))
        fs::remove_all(dest, ec);  // a template dir
      ::unlink(dest.c_str());
      fs::create_symlink(target, dest, ec);
      if (ec) return Status::Internal("fork: cannot link " + rel.string() + ": " + ec.message());
      ++stats.links;
    } else if (fs::is_directory(st)) {
      if (!fs::is_directory(fs::symlink_status(dest, ec)) && !fs::create_directory(dest, ec)) {
        return Status::Internal("fork: cannot create " + rel.string() + ": " + ec.message());
      }
      dirs.emplace_back(dest, st.permissions());
    } else if (fs::is_regular_file(st)) {
      if (to.IsProtected(dest)) continue;  // the server's own copy stays
      if (Status s = CopyFile(it->path(), dest, rel, max_bytes, &stats); !s.ok()) return s;
    } else {
      ++stats.skipped;
      continue;
    }
    to.Adopt(dest);
  }
  // What the template put there and the source has since removed goes too.
  std::vector<fs::path> gone;
  for (auto it = fs::recursive_directory_iterator(to.root(), ec);
       it != fs::recursive_directory_iterator(); it.increment(ec)) {
    if (ec) break;
    const fs::path rel = it->path().lexically_relative(to.root());
    if (!to.IsProtected(it->path()) && !fs::exists(fs::symlink_status(from.root() / rel, ec))) {
      gone.push_back(it->path());
      if (it->is_directory(ec) && !it->is_symlink(ec)) it.disable_recursion_pending();
    }
  }
  for (const fs::path& p : gone) fs::remove_all(p, ec);
  for (auto d = dirs.rbegin(); d != dirs.rend(); ++d) {
    fs::permissions(d->first, d->second & fs::perms::all, ec);
  }
  stats.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return stats;
}

}  // namespace warpgym
