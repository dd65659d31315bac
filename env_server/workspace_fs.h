// WorkspaceFs: the filesystem-enforced disk quota of a workspace. A root server mounts a
// size-limited tmpfs on each workspace directory (nosuid, nodev; the size is the quota and the
// inode count is capped too), so a write past the quota fails with ENOSPC inside the kernel,
// however many files or however deep the paths; usage is then read from the filesystem itself.
// Where mounting is refused (a non-root server) the workspace stays a plain directory and the
// server's usage watch is the only limit (the isolation line says which). Stateless functions.
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>

namespace warpgym {

inline constexpr std::uint64_t kWorkspaceMaxInodes = 1u << 18;  // files + dirs per workspace

// Mounts the quota filesystem on the empty directory `dir`. False (with `why`) when refused.
bool MountWorkspaceFs(const std::filesystem::path& dir, std::uint64_t quota_bytes,
                      std::string* why);

// Whether `dir` is the root of a workspace filesystem (a tmpfs mount point).
bool IsWorkspaceFs(const std::filesystem::path& dir);

// Detaches the filesystem at `dir` (its files go with it); harmless when there is none.
void UnmountWorkspaceFs(const std::filesystem::path& dir);

// Bytes in use on the filesystem at `dir` (statfs), when `dir` is a workspace filesystem.
std::optional<std::uint64_t> WorkspaceFsUsedBytes(const std::filesystem::path& dir);

}  // namespace warpgym
