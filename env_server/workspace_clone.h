// CloneWorkspace: the files of one episode's workspace copied into another's (episode fork).
// Regular files, directories and symbolic links are copied; links stay links and are never
// followed: a link to a host file must not become that file's contents in the copy. Other
// kinds of file (fifos, sockets, devices) are skipped. Modes are kept without set-id bits.
// The destination's protected files stay the server's own copies, and template files the
// source no longer has are removed. Files are cloned copy-on-write (FICLONE) where the
// filesystem supports it, else copied. Both workspaces must be idle (no step running).
// `max_bytes` (0: no limit) bounds the files' total size as copied: a sparse file counts at its
// full length, since a copy writes it out (a 1 TB hole must not become 1 TB of zeros).
#pragma once

#include <cstdint>

#include "env_server/workspace.h"
#include "shared/status.h"

namespace warpgym {

struct CloneStats {
  std::uint64_t files = 0;      // regular files written
  std::uint64_t bytes = 0;      // their total size
  std::uint64_t reflinked = 0;  // of them, cloned copy-on-write
  std::uint64_t links = 0;      // symbolic links recreated
  std::uint64_t skipped = 0;    // entries of other kinds
  double seconds = 0;
};

StatusOr<CloneStats> CloneWorkspace(const Workspace& from, const Workspace& to,
                                    std::uint64_t max_bytes = 0);

}  // namespace warpgym
