// ReplyQueue: hands finished replies from worker threads back to the network thread, which
// alone may touch the ROUTER socket. Push() is safe from any thread; an eventfd becomes readable
// while replies wait, so the network loop can poll it beside its sockets.
#pragma once

#include <deque>
#include <mutex>
#include <string>
#include <vector>

namespace warpgym {

struct OutgoingReply {
  std::vector<std::string> envelope;  // routing identity, optional empty delimiter
  std::string body;
};

class ReplyQueue {
 public:
  ReplyQueue();
  ~ReplyQueue();
  ReplyQueue(const ReplyQueue&) = delete;
  ReplyQueue& operator=(const ReplyQueue&) = delete;

  void Push(OutgoingReply reply);
  // Takes everything queued and clears the eventfd. Called by the network thread.
  std::deque<OutgoingReply> TakeAll();
  int fd() const { return fd_; }

 private:
  int fd_;
  std::mutex mu_;
  std::deque<OutgoingReply> replies_;  // guarded by mu_
};

}  // namespace warpgym
