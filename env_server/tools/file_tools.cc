#include "env_server/tools/file_tools.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <optional>

#include "env_server/subprocess.h"
#include "env_server/unique_fd.h"
#include "shared/codec.h"

namespace warpgym {
namespace fs = std::filesystem;
using json = nlohmann::json;

namespace {

ToolOutcome FromStatus(const Status& s) {
  if (s.code() == ErrorCode::kFailedPrecondition)
    return ToolOutcome::Error(tool_error::kProtectedFile, s.message());
  return ToolOutcome::Error(tool_error::kPathDenied, s.message());
}

// Reads at most `limit` bytes of a regular file. Refuses directories and special files.
Status ReadWhole(const fs::path& path, std::size_t limit, std::string* out, bool* truncated) {
  UniqueFd fd(::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK));
  if (fd.get() < 0) return Status::NotFound(path.filename().string() + ": " + std::strerror(errno));
  struct stat st {};
  if (::fstat(fd.get(), &st) != 0 || !S_ISREG(st.st_mode)) {
    return Status::InvalidArgument(path.filename().string() + " is not a regular file");
  }
  out->clear();
  char buffer[65536];
  ssize_t got;
  while (out->size() < limit && (got = ::read(fd.get(), buffer, sizeof buffer)) > 0) {
    out->append(buffer, static_cast<std::size_t>(got));
  }
  *truncated = out->size() >= limit;
  if (out->size() > limit) out->resize(limit);
  return Status::Ok();
}

// The agent-facing code for a WriteWhole failure: a bad target is the agent's argument.
ToolOutcome FromWriteStatus(const Status& s) {
  return ToolOutcome::Error(
      s.code() == ErrorCode::kInvalidArgument ? tool_error::kBadArgs : tool_error::kToolFailed,
      s.message());
}

// The agent-facing code for a ReadWhole failure.
ToolOutcome FromReadStatus(const Status& s) {
  return ToolOutcome::Error(
      s.code() == ErrorCode::kNotFound ? tool_error::kNotFound : tool_error::kBadArgs, s.message());
}

Status WriteWhole(const fs::path& path, std::string_view content) {
  std::error_code ec;
  fs::create_directories(path.parent_path(), ec);
  if (ec) return Status::InvalidArgument("cannot create directory: " + ec.message());
  // O_NONBLOCK: opening a FIFO the agent made for writing would otherwise wait for a reader
  // forever and pin this worker; without O_TRUNC until it is known to be a regular file.
  UniqueFd fd(::open(path.c_str(), O_WRONLY | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK, 0644));
  if (fd.get() < 0) {
    const int err = errno;
    struct stat st {};
    if (::lstat(path.c_str(), &st) == 0 && !S_ISREG(st.st_mode))  // a FIFO without reader: ENXIO
      return Status::InvalidArgument(path.filename().string() + " is not a regular file");
    return Status::InvalidArgument(std::string("cannot write: ") + std::strerror(err));
  }
  struct stat st {};
  if (::fstat(fd.get(), &st) != 0 || !S_ISREG(st.st_mode))
    return Status::InvalidArgument(path.filename().string() + " is not a regular file");
  if (::ftruncate(fd.get(), 0) != 0)
    return Status::ResourceExhausted(std::string("cannot truncate: ") + std::strerror(errno));
  std::size_t done = 0;
  while (done < content.size()) {
    ssize_t w = ::write(fd.get(), content.data() + done, content.size() - done);
    if (w < 0) {
      if (errno == EINTR) continue;
      return Status::ResourceExhausted(std::string("write failed: ") + std::strerror(errno));
    }
    done += static_cast<std::size_t>(w);
  }
  return Status::Ok();
}

std::string RelativeName(const ToolContext& ctx, const fs::path& p) {
  return fs::relative(p, ctx.workspace.root()).string();
}

}  // namespace

ToolOutcome ReadFileTool(const json& args, ToolContext& ctx) {
  std::string path;
  std::optional<std::int64_t> offset, limit;
  if (Status s = GetString(args, "path", &path); !s.ok())
    return ToolOutcome::Error(tool_error::kBadArgs, s.message());
  if (Status s = GetOptionalInt(args, "offset", &offset); !s.ok())
    return ToolOutcome::Error(tool_error::kBadArgs, s.message());
  if (Status s = GetOptionalInt(args, "limit", &limit); !s.ok())
    return ToolOutcome::Error(tool_error::kBadArgs, s.message());
  if ((offset && *offset < 0) || (limit && *limit < 1)) {
    return ToolOutcome::Error(tool_error::kBadArgs, "offset must be >= 0 and limit >= 1");
  }
  StatusOr<fs::path> resolved = ctx.workspace.Resolve(path, /*for_write=*/false);
  if (!resolved.ok()) return FromStatus(resolved.status());
  std::string content;
  bool truncated = false;
  if (Status s = ReadWhole(*resolved, kMaxReadBytes, &content, &truncated); !s.ok()) {
    return FromReadStatus(s);
  }
  if (offset || limit) {  // select lines [offset, offset + limit)
    std::size_t start = 0, line = 0;
    for (; line < static_cast<std::size_t>(offset.value_or(0)) && start < content.size(); ++line) {
      std::size_t nl = content.find('\n', start);
      start = nl == std::string::npos ? content.size() : nl + 1;
    }
    std::size_t end = start;
    for (std::int64_t n = 0; n < limit.value_or(INT64_MAX) && end < content.size(); ++n) {
      std::size_t nl = content.find('\n', end);
      end = nl == std::string::npos ? content.size() : nl + 1;
    }
    content = content.substr(start, end - start);
  }
  ToolOutcome out;
  out.observation = CapText(content, ctx.output_limit);
  if (truncated)
    out.observation +=
        "\n[file larger than " + std::to_string(kMaxReadBytes) + " bytes; rest not read]";
  out.info["bytes"] = content.size();
  return out;
}

ToolOutcome WriteFileTool(const json& args, ToolContext& ctx) {
  std::string path, content;
  if (Status s = GetString(args, "path", &path); !s.ok())
    return ToolOutcome::Error(tool_error::kBadArgs, s.message());
  if (Status s = GetString(args, "content", &content); !s.ok())
    return ToolOutcome::Error(tool_error::kBadArgs, s.message());
  if (content.size() > kMaxWriteBytes) {
    return ToolOutcome::Error(tool_error::kTooLarge,
                              "content of " + std::to_string(content.size()) +
                                  " bytes exceeds the limit of " + std::to_string(kMaxWriteBytes));
  }
  StatusOr<fs::path> resolved = ctx.workspace.Resolve(path, /*for_write=*/true);
  if (!resolved.ok()) return FromStatus(resolved.status());
  if (resolved.value() == ctx.workspace.root() || fs::is_directory(*resolved)) {
    return ToolOutcome::Error(tool_error::kBadArgs, path + " is a directory");
  }
  if (Status s = WriteWhole(*resolved, content); !s.ok()) return FromWriteStatus(s);
  ctx.workspace.Adopt(*resolved);  // the sandboxed bash (another uid) may modify it
  ToolOutcome out;
  out.observation =
      "Wrote " + std::to_string(content.size()) + " bytes to " + RelativeName(ctx, *resolved);
  out.info["bytes"] = content.size();
  return out;
}

ToolOutcome EditFileTool(const json& args, ToolContext& ctx) {
  std::string path, old_text, new_text;
  if (Status s = GetString(args, "path", &path); !s.ok())
    return ToolOutcome::Error(tool_error::kBadArgs, s.message());
  if (Status s = GetString(args, "old", &old_text); !s.ok())
    return ToolOutcome::Error(tool_error::kBadArgs, s.message());
  if (Status s = GetString(args, "new", &new_text); !s.ok())
    return ToolOutcome::Error(tool_error::kBadArgs, s.message());
  if (old_text.empty()) return ToolOutcome::Error(tool_error::kBadArgs, "'old' must not be empty");
  StatusOr<fs::path> resolved = ctx.workspace.Resolve(path, /*for_write=*/true);
  if (!resolved.ok()) return FromStatus(resolved.status());
  std::string content;
  bool truncated = false;
  if (Status s = ReadWhole(*resolved, kMaxWriteBytes + 1, &content, &truncated); !s.ok()) {
    return FromReadStatus(s);
  }
  if (truncated) return ToolOutcome::Error(tool_error::kTooLarge, "file too large to edit");
  std::size_t first = content.find(old_text);
  if (first == std::string::npos)
    return ToolOutcome::Error(tool_error::kNotFound, "'old' text not found in " + path);
  if (content.find(old_text, first + 1) != std::string::npos) {
    return ToolOutcome::Error(
        tool_error::kNotUnique,
        "'old' text occurs more than once in " + path + "; include more context to make it unique");
  }
  content.replace(first, old_text.size(), new_text);
  if (content.size() > kMaxWriteBytes)
    return ToolOutcome::Error(tool_error::kTooLarge, "edited file too large");
  if (Status s = WriteWhole(*resolved, content); !s.ok()) return FromWriteStatus(s);
  ctx.workspace.Adopt(*resolved);  // the sandboxed bash (another uid) may modify it
  ToolOutcome out;
  out.observation = "Edited " + RelativeName(ctx, *resolved) + " (1 replacement)";
  return out;
}

ToolOutcome ListFilesTool(const json& args, ToolContext& ctx) {
  std::optional<std::string> path;
  if (Status s = GetOptionalString(args, "path", &path); !s.ok())
    return ToolOutcome::Error(tool_error::kBadArgs, s.message());
  StatusOr<fs::path> resolved = ctx.workspace.Resolve(path.value_or("."), /*for_write=*/false);
  if (!resolved.ok()) return FromStatus(resolved.status());
  std::error_code ec;
  if (!fs::is_directory(*resolved, ec))
    return ToolOutcome::Error(tool_error::kNotFound, path.value_or(".") + " is not a directory");
  constexpr std::size_t kMaxEntries = 2000;
  std::vector<std::string> lines;
  std::size_t total = 0;
  for (auto it = fs::recursive_directory_iterator(
           *resolved, fs::directory_options::skip_permission_denied, ec);
       it != fs::recursive_directory_iterator(); it.increment(ec)) {
    if (ec) break;
    ++total;
    if (lines.size() >= kMaxEntries) continue;
    std::string rel = RelativeName(ctx, it->path());
    if (it->is_symlink(ec))
      lines.push_back(rel + " -> (symlink)");
    else if (it->is_directory(ec))
      lines.push_back(rel + "/");
    else
      lines.push_back(rel + "  (" + std::to_string(it->file_size(ec)) + " bytes)");
  }
  std::sort(lines.begin(), lines.end());
  ToolOutcome out;
  for (const std::string& l : lines) out.observation += l + "\n";
  if (total > lines.size())
    out.observation += "[... " + std::to_string(total - lines.size()) + " more entries]\n";
  if (lines.empty()) out.observation = "(empty)\n";
  out.observation = CapText(out.observation, ctx.output_limit);
  out.info["entries"] = total;
  return out;
}

}  // namespace warpgym
