// Optimizer: what the training stages need of a parameter optimizer, whether its state is whole
// on every rank (AdamW) or sharded over the ranks (ShardedAdamW). The stages call ZeroGrad
// before a mini-batch's backward passes and ApplyGradients after them, on every rank in the same
// order; afterwards every rank holds the same parameters. Not thread-safe.
#pragma once

#include <cstdint>
#include <functional>
#include <string>

#include "shared/status.h"
#include "trainer/train/data_parallel.h"

namespace warpgym::train {

class Optimizer {
 public:
  virtual ~Optimizer() = default;
  // Drops every parameter's gradient (the next backward starts afresh).
  virtual void ZeroGrad() = 0;
  // One update from the gradients summed over dp's ranks (a parameter some rank left without a
  // gradient counts as zero there), scaled so their joint L2 norm is at most max_norm (<= 0: not
  // scaled). Returns that norm before scaling.
  virtual double ApplyGradients(DataParallel& dp, double max_norm) = 0;
  virtual int64_t steps() const = 0;
  virtual double LearningRate() const = 0;  // of the next update
  // The state for resuming, at `path` (a file; a sharded optimizer writes its rank's part beside
  // it). PrepareSave copies the state off the device now and returns the write, which may run on
  // another thread while this optimizer steps on. Internal for I/O errors; InvalidArgument (Load)
  // when what is there does not match.
  using Write = std::function<Status()>;
  virtual Write PrepareSave(const std::string& path) const = 0;
  Status Save(const std::string& path) const { return PrepareSave(path)(); }
  virtual Status Load(const std::string& path) = 0;
};

}  // namespace warpgym::train
