// Reachability: whether the sandbox's unprivileged identity can get to a directory at all.
// A root server runs compilers and candidates as the sandbox uid (identity.h), and they open
// workspace files by absolute path, so every ancestor of the workdir must grant that uid search
// (x) permission. A workdir under a 0700 home (e.g. /root/out) otherwise fails each compile with
// "Permission denied"; the server checks at start-up and refuses with the directory to fix.
// Free function, reads metadata only; safe from any thread.
#pragma once

#include <sys/types.h>

#include <filesystem>

#include "shared/status.h"

namespace warpgym::sandbox {

// Ok when `uid`/`gid` (no supplementary groups) may search `dir` and each of its ancestors.
// FailedPrecondition naming the first directory that denies it, with its mode and owner;
// NotFound when `dir` or an ancestor cannot be stat'ed.
Status CheckSearchableBy(const std::filesystem::path& dir, uid_t uid, gid_t gid);

}  // namespace warpgym::sandbox
