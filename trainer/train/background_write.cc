#include "trainer/train/background_write.h"

#include <cstdio>
#include <exception>
#include <string>
#include <utility>

namespace warpgym::train {

BackgroundWrite::~BackgroundWrite() {
  // The owner is returning with another error (or none left to read this one): said, not lost.
  if (Status s = Wait(); !s.ok()) std::fprintf(stderr, "error: %s\n", s.ToString().c_str());
}

Status BackgroundWrite::Start(std::function<Status()> write) {
  if (Status s = Wait(); !s.ok()) return s;
  pending_ = std::async(std::launch::async, [write = std::move(write)]() -> Status {
    try {
      return write();
    } catch (const std::exception& e) {
      return Status::Internal(std::string("a background write failed: ") + e.what());
    }
  });
  return Status::Ok();
}

Status BackgroundWrite::Wait() {
  if (!pending_.valid()) return Status::Ok();
  return pending_.get();  // get() leaves the future invalid: nothing in flight
}

}  // namespace warpgym::train
