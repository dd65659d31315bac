#include "shared/client.h"

#include <gtest/gtest.h>

#include <iterator>
#include <thread>
#include <zmq_addon.hpp>

#include "shared/codec.h"
#include "shared/msgpack_json.h"

namespace warpgym {
namespace {

TEST(Client, GivesUpAfterBoundedRetriesWhenNoServerAnswers) {
  ClientOptions o;
  o.timeout = std::chrono::milliseconds(100);
  o.retries = 2;
  Client client("tcp://127.0.0.1:1", o);  // nothing listens on port 1
  auto start = std::chrono::steady_clock::now();
  Status s = client.Ping();
  EXPECT_EQ(s.code(), ErrorCode::kDeadlineExceeded);
  EXPECT_NE(s.message().find("3 attempts"), std::string::npos);
  EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(3));
}

TEST(Client, RetriesReachAServerThatStartsLate) {
  zmq::context_t ctx(1);
  ClientOptions o;
  o.timeout = std::chrono::milliseconds(300);
  o.retries = 10;
  Client client("tcp://127.0.0.1:5979", o);
  std::jthread late_server([&ctx] {
    std::this_thread::sleep_for(std::chrono::milliseconds(500));
    zmq::socket_t router(ctx, zmq::socket_type::router);
    router.bind("tcp://127.0.0.1:5979");
    std::vector<zmq::message_t> frames;
    (void)zmq::recv_multipart(router, std::back_inserter(frames));
    nlohmann::json req;
    ASSERT_TRUE(DecodeMsgpack(frames.back().to_string_view(), &req).ok());
    router.send(frames[0], zmq::send_flags::sndmore);
    router.send(zmq::buffer(EncodeOkReply(req["id"], "ping", {{"pong", true}})),
                zmq::send_flags::none);
    std::this_thread::sleep_for(std::chrono::milliseconds(200));
  });
  EXPECT_TRUE(client.Ping().ok());
}

// A ROUTER that answers the n-th request with errors[n] (kOk: a pong), echoing its id, and
// records the ids it saw.
std::vector<nlohmann::json> ServeScripted(zmq::context_t& ctx, const std::string& endpoint,
                                          const std::vector<ErrorCode>& errors) {
  zmq::socket_t router(ctx, zmq::socket_type::router);
  router.set(zmq::sockopt::linger, 0);
  router.bind(endpoint);
  std::vector<nlohmann::json> ids;
  for (ErrorCode code : errors) {
    std::vector<zmq::message_t> frames;
    if (!zmq::recv_multipart(router, std::back_inserter(frames))) break;
    nlohmann::json req;
    if (!DecodeMsgpack(frames.back().to_string_view(), &req).ok()) break;
    ids.push_back(req["id"]);
    const std::string body = code == ErrorCode::kOk
                                 ? EncodeOkReply(req["id"], "ping", {{"pong", true}})
                                 : EncodeErrorReply(req["id"], "ping", Status(code, "scripted"));
    router.send(frames[0], zmq::send_flags::sndmore);
    router.send(zmq::buffer(body), zmq::send_flags::none);
  }
  std::this_thread::sleep_for(std::chrono::milliseconds(100));
  return ids;
}

// docs/protocol.md's retry rule, as every client follows it: a backoff error is resent with the
// same id after a pause; never and later errors come back at once.
TEST(Client, ResendsBackoffErrorsWithTheSameId) {
  zmq::context_t ctx(1);
  ClientOptions o;
  o.timeout = std::chrono::milliseconds(5000);
  o.retries = 3;
  o.backoff = std::chrono::milliseconds(20);
  std::vector<nlohmann::json> ids;
  {
    std::jthread server([&] {
      ids = ServeScripted(ctx, "tcp://127.0.0.1:5981",
                          {ErrorCode::kUnavailable, ErrorCode::kInternal, ErrorCode::kOk});
    });
    Client client("tcp://127.0.0.1:5981", o);
    EXPECT_TRUE(client.Ping().ok());
  }
  ASSERT_EQ(ids.size(), 3u);
  EXPECT_EQ(ids[0], ids[1]);
  EXPECT_EQ(ids[1], ids[2]);
}

TEST(Client, ReturnsOtherErrorsAtOnceAndPersistentBackoffErrorsAfterEveryAttempt) {
  struct Case {
    ErrorCode code;
    size_t attempts;
  };
  for (const Case c :
       {Case{ErrorCode::kNotFound, 1}, Case{ErrorCode::kResourceExhausted, 1},
        Case{ErrorCode::kEpisodeAborted, 1}, Case{ErrorCode::kDeadlineExceeded, 3}}) {
    zmq::context_t ctx(1);
    ClientOptions o;
    o.timeout = std::chrono::milliseconds(5000);
    o.retries = 2;
    o.backoff = std::chrono::milliseconds(10);
    std::vector<nlohmann::json> ids;
    Status s;
    {
      std::jthread server([&] {
        ids =
            ServeScripted(ctx, "tcp://127.0.0.1:5982", std::vector<ErrorCode>(c.attempts, c.code));
      });
      Client client("tcp://127.0.0.1:5982", o);
      s = client.Ping();
    }
    EXPECT_EQ(s.code(), c.code) << ErrorCodeName(c.code);
    EXPECT_EQ(ids.size(), c.attempts) << ErrorCodeName(c.code);
  }
}

}  // namespace
}  // namespace warpgym
