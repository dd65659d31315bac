// LaunchLocalRanks: `train --nproc N` as torchrun would do it on one host: starts N copies of
// this executable (/proc/self/exe) with `args`, each with RANK=LOCAL_RANK=i, WORLD_SIZE=N,
// MASTER_ADDR (127.0.0.1 unless set) and MASTER_PORT (29511 unless set) added to the current
// environment, and waits for them. When one rank fails the others are terminated (they would
// wait for it forever). Ok when every rank exits 0; Internal naming the first that did not.
// Multi-host runs start one rank per process with those variables themselves.
#pragma once

#include <string>
#include <vector>

#include "shared/status.h"

namespace warpgym::train {

Status LaunchLocalRanks(int nproc, const std::vector<std::string>& args);

}  // namespace warpgym::train
