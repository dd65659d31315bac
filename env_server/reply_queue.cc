#include "env_server/reply_queue.h"

#include <sys/eventfd.h>
#include <unistd.h>

#include <cerrno>
#include <cstdint>
#include <cstring>
#include <stdexcept>
#include <utility>

namespace warpgym {

ReplyQueue::ReplyQueue() : fd_(::eventfd(0, EFD_CLOEXEC | EFD_NONBLOCK)) {
  if (fd_ < 0) throw std::runtime_error(std::string("eventfd: ") + std::strerror(errno));
}

ReplyQueue::~ReplyQueue() {
  ::close(fd_);
}

void ReplyQueue::Push(OutgoingReply reply) {
  {
    std::lock_guard lock(mu_);
    replies_.push_back(std::move(reply));
  }
  std::uint64_t one = 1;
  [[maybe_unused]] ssize_t w = ::write(fd_, &one, sizeof one);
}

std::deque<OutgoingReply> ReplyQueue::TakeAll() {
  std::uint64_t count;
  [[maybe_unused]] ssize_t r = ::read(fd_, &count, sizeof count);
  std::lock_guard lock(mu_);
  return std::exchange(replies_, {});
}

}  // namespace warpgym
