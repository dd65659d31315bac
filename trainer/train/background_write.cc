#include "trainer/train/background_write.h"

#include <ATen/DeviceAccelerator.h>
#include <c10/core/Event.h>
#include <c10/core/StreamGuard.h>
#include <c10/core/impl/VirtualGuardImpl.h>

#include <cstdio>
#include <exception>
#include <memory>
#include <optional>
#include <string>
#include <utility>

#include "trainer/model/device_index.h"

namespace warpgym::train {

BackgroundWrite::~BackgroundWrite() {
  // The owner is returning with another error (or none left to read this one): said, not lost.
  if (Status s = Wait(); !s.ok()) std::fprintf(stderr, "error: %s\n", s.ToString().c_str());
}

Status BackgroundWrite::Start(std::function<Status()> write, c10::Device device) {
  if (Status s = Wait(); !s.ok()) return s;
  std::shared_ptr<c10::Event> ready;  // shared: std::function needs a copyable callable
  std::optional<c10::Stream> own;
  if (device.is_cuda()) {
    const c10::DeviceIndex index = model::ResolvedIndex(device);
    ready = std::make_shared<c10::Event>(device.type());
    ready->record(at::accelerator::getCurrentStream(index));
    own = c10::impl::VirtualGuardImpl(device.type())
              .getStreamFromGlobalPool(c10::Device(device.type(), index));
  }
  pending_ = std::async(std::launch::async, [write = std::move(write), ready, own]() -> Status {
    try {
      std::optional<c10::StreamGuard> on_own;
      if (own) {
        ready->block(*own);
        on_own.emplace(*own);
      }
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
