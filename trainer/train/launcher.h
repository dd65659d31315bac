// LaunchRanks: `train --nproc N [--nnodes M --node-rank R]` as torchrun would do it: starts this
// host's N copies of this executable (/proc/self/exe) with `args`, rank i with LOCAL_RANK=i,
// RANK=R*N+i, WORLD_SIZE=M*N, LOCAL_WORLD_SIZE=N, MASTER_ADDR (127.0.0.1 unless set: on M > 1
// hosts, node 0's address, where rank 0 hosts the store) and MASTER_PORT (29511 unless set) added
// to the current environment, and waits for them. Each host runs the same command with its own
// R. When one rank fails this host's others are terminated (they would wait for it forever; the
// other hosts' ranks fail when the store goes). SIGINT or SIGTERM sent to the launcher is passed
// to each of its ranks, and it goes on waiting for them (they close their episodes and stop).
// Ok when every rank exits 0; Internal naming the first that did not.
#pragma once

#include <string>
#include <vector>

#include "shared/status.h"

namespace warpgym::train {

struct LaunchSpec {
  int nproc = 1;      // ranks on this host
  int nnodes = 1;     // hosts
  int node_rank = 0;  // this host, in [0, nnodes)
};

Status LaunchRanks(const LaunchSpec& spec, const std::vector<std::string>& args);

}  // namespace warpgym::train
