#include "shared/client.h"

#include <iterator>
#include <thread>

#include <zmq_addon.hpp>

#include "shared/codec.h"
#include "shared/msgpack_json.h"

#include <gtest/gtest.h>

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
    router.send(zmq::buffer(EncodeOkReply(req["id"], "ping", {{"pong", true}})), zmq::send_flags::none);
    std::this_thread::sleep_for(std::chrono::milliseconds(200));
  });
  EXPECT_TRUE(client.Ping().ok());
}

}  // namespace
}  // namespace warpgym
