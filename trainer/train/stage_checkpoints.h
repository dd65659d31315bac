// A PPO stage's learners and their checkpoints, for the ranks that train (all of them when
// rollouts share the GPUs; the learner pool when they have their own): loading the stage's actor
// and critic (fresh or resuming), saving both after each update, and the commit that makes a save
// the one to resume from.
//
// Layout: each step's checkpoint goes to a fresh directory DIR/stageS/step-<n>/{actor,critic}.
// Once it is whole, state.json names it: the commit point, so a run killed at any moment resumes
// from a whole checkpoint. Then DIR/stageS/actor and critic (the stable paths the next stage and
// users read) are pointed at it, and older step directories go. Unsharded, rank 0 of the learners
// writes each step's checkpoint beside the next step (BackgroundWrite); a sharded save is written
// in the step by every learner. `dp` below is always the learners' group. Not thread-safe.
#pragma once

#include <string>

#include "shared/status.h"
#include "trainer/train/background_write.h"
#include "trainer/train/data_parallel.h"
#include "trainer/train/learner.h"
#include "trainer/train/run_context.h"

namespace warpgym::train {

struct StageLearners {
  Learner actor;
  Learner critic;
};

// The stage's actor and critic on ctx.device, sharded over `dp` as ppo.zero_stage says: the
// previous stage's models (or init/), or, when `state` has steps, the checkpoint it names. Without
// steps, that first checkpoint (step-000000) is written and committed before this returns.
// FailedPrecondition when an earlier stage's output is missing; every learner fails alike.
// Before any is written, the disk under the stage's directory must hold the checkpoints the stage
// keeps at once (see CheckRoomForCheckpoints) for `steps` steps in all: a full disk found only
// after a step loses that step's work. ResourceExhausted, on every learner, when it cannot.
StatusOr<StageLearners> LoadStageLearners(RunContext& ctx, DataParallel& dp,
                                          const std::string& stage, const StageState& state,
                                          int64_t steps);

// Ok when the filesystem of `dir` (or of its nearest existing parent) has `need` bytes free, else
// ResourceExhausted naming what `what` needs and what is free. Ok when the free space cannot be
// read (the writes then say what went wrong).
Status CheckRoomForCheckpoints(const std::string& dir, uint64_t need, const std::string& what);

struct CheckpointTimes {
  double seconds = 0;       // in the step
  double wait_seconds = 0;  // of which waiting for the previous step's background write
};

// After the update of step `step`: its checkpoint step-<step+1>, saved now when sharded, else
// copied to host memory now and written (then committed) by `writing` beside the next step, once
// the previous step's write is done. Errors agree over `dp`.
StatusOr<CheckpointTimes> CheckpointStep(RunContext& ctx, DataParallel& dp,
                                         BackgroundWrite& writing, const StageLearners& learners,
                                         const std::string& stage, int64_t step);

// The stage's last background write, waited for (and said, when there was one), agreed over `dp`.
Status WaitLastCheckpoint(RunContext& ctx, DataParallel& dp, BackgroundWrite& writing,
                          const std::string& stage);

// The stage's end, on every rank of the run (ctx.dp): once all are here, rank 0 marks it done.
Status MarkStageDone(RunContext& ctx, const std::string& stage, int64_t steps);

// "step-000012".
std::string StepDirName(int64_t step);

}  // namespace warpgym::train
