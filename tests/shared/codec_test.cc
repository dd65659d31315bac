#include "shared/codec.h"

#include <gtest/gtest.h>

#include "shared/msgpack_json.h"

namespace warpgym {
namespace {

using json = nlohmann::json;

Status Decode(const json& body, Request* req = nullptr) {
  Request local;
  return DecodeRequest(EncodeMsgpack(body), kDefaultMaxRequestBytes, req ? req : &local);
}

TEST(Codec, DecodesValidRequestAndKeepsUnknownKeys) {
  Request req;
  ASSERT_TRUE(Decode({{"v", 1}, {"id", 7}, {"op", "ping"}, {"future", "x"}}, &req).ok());
  EXPECT_EQ(req.id, 7);
  EXPECT_EQ(req.op, "ping");
  EXPECT_EQ(req.body["future"], "x");
}

TEST(Codec, StringIdsAreAccepted) {
  Request req;
  ASSERT_TRUE(Decode({{"v", 1}, {"id", "abc"}, {"op", "ping"}}, &req).ok());
  EXPECT_EQ(req.id, "abc");
}

TEST(Codec, RejectsMissingOrIllTypedEnvelope) {
  EXPECT_EQ(Decode(json::array({1, 2})).code(), ErrorCode::kInvalidArgument);
  EXPECT_EQ(Decode({{"v", 1}, {"op", "ping"}}).code(), ErrorCode::kInvalidArgument);
  EXPECT_EQ(Decode({{"v", 1}, {"id", 1.5}, {"op", "ping"}}).code(), ErrorCode::kInvalidArgument);
  EXPECT_EQ(Decode({{"v", 1}, {"id", std::string(200, 'x')}, {"op", "ping"}}).code(),
            ErrorCode::kInvalidArgument);
  EXPECT_EQ(Decode({{"v", 1}, {"id", 1}}).code(), ErrorCode::kInvalidArgument);
  EXPECT_EQ(Decode({{"v", 1}, {"id", 1}, {"op", 3}}).code(), ErrorCode::kInvalidArgument);
  EXPECT_EQ(Decode({{"v", "1"}, {"id", 1}, {"op", "ping"}}).code(), ErrorCode::kInvalidArgument);
  EXPECT_EQ(Decode({{"id", 1}, {"op", "ping"}}).code(), ErrorCode::kInvalidArgument);
}

TEST(Codec, EchoesWhatItCouldReadOnError) {
  Request req;
  Status s = Decode({{"v", 9}, {"id", 5}, {"op", "ping"}}, &req);
  EXPECT_EQ(s.code(), ErrorCode::kUnsupportedVersion);
  EXPECT_EQ(req.id, 5);
  EXPECT_EQ(req.op, "ping");
}

TEST(Codec, RejectsOversizedFrames) {
  Request req;
  std::string big =
      EncodeMsgpack(json{{"v", 1}, {"id", 1}, {"op", "ping"}, {"pad", std::string(2048, 'x')}});
  EXPECT_EQ(DecodeRequest(big, 1024, &req).code(), ErrorCode::kResourceExhausted);
  EXPECT_EQ(req.id, 1) << "the size error must still echo the id, so clients can match it";
  EXPECT_EQ(DecodeRequest(std::string(2048, '\xc1'), 1024, &req).code(),
            ErrorCode::kResourceExhausted);
}

TEST(Codec, ReplyRoundTrip) {
  Reply ok;
  ASSERT_TRUE(DecodeReply(EncodeOkReply(3, "ping", {{"pong", true}}), &ok).ok());
  EXPECT_TRUE(ok.ok);
  EXPECT_EQ(ok.id, 3);
  EXPECT_EQ(ok.body["pong"], true);
  EXPECT_EQ(ok.body["v"], kProtocolVersion);

  Reply err;
  ASSERT_TRUE(DecodeReply(EncodeErrorReply("x", "step", Status::NotFound("gone")), &err).ok());
  EXPECT_FALSE(err.ok);
  EXPECT_EQ(err.error.code(), ErrorCode::kNotFound);
  EXPECT_EQ(err.error.message(), "gone");
}

TEST(Codec, FieldReaders) {
  json obj = {{"s", "x"}, {"i", 4}, {"f", 1.5}, {"m", {{"a", 1}}}, {"n", nullptr}};
  std::string s;
  std::int64_t i = 0;
  EXPECT_TRUE(GetString(obj, "s", &s).ok());
  EXPECT_FALSE(GetString(obj, "i", &s).ok());
  EXPECT_FALSE(GetString(obj, "missing", &s).ok());
  EXPECT_TRUE(GetInt(obj, "i", &i).ok());
  EXPECT_EQ(i, 4);
  EXPECT_FALSE(GetInt(obj, "f", &i).ok());
  std::optional<std::int64_t> oi;
  EXPECT_TRUE(GetOptionalInt(obj, "n", &oi).ok());
  EXPECT_FALSE(oi.has_value());
  EXPECT_FALSE(GetOptionalInt(obj, "s", &oi).ok());
  json m;
  EXPECT_TRUE(GetOptionalObject(obj, "m", &m).ok());
  EXPECT_FALSE(GetOptionalObject(obj, "s", &m).ok());
  EXPECT_NE(RequestIdKey(1), RequestIdKey("1"));
}

TEST(Protocol, ErrorCodeNamesRoundTrip) {
  for (ErrorCode c : {ErrorCode::kInvalidArgument, ErrorCode::kNotFound, ErrorCode::kUnavailable,
                      ErrorCode::kEpisodeAborted, ErrorCode::kUnsupportedVersion}) {
    EXPECT_EQ(ErrorCodeFromName(ErrorCodeName(c)), c);
  }
  EXPECT_EQ(ErrorCodeFromName("no_such_code"), ErrorCode::kInternal);
}

// The retry rules docs/protocol.md states, as the contract generates them.
TEST(Protocol, RetryRulesFollowTheProtocol) {
  for (ErrorCode c :
       {ErrorCode::kUnavailable, ErrorCode::kDeadlineExceeded, ErrorCode::kInternal}) {
    EXPECT_TRUE(Resend(c)) << ErrorCodeName(c);
    EXPECT_TRUE(IsTransient(c)) << ErrorCodeName(c);
  }
  for (ErrorCode c : {ErrorCode::kInvalidArgument, ErrorCode::kUnsupportedVersion,
                      ErrorCode::kNotFound, ErrorCode::kFailedPrecondition}) {
    EXPECT_FALSE(Resend(c)) << ErrorCodeName(c);
    EXPECT_FALSE(IsTransient(c)) << ErrorCodeName(c);
  }
  EXPECT_EQ(RetryOf(ErrorCode::kResourceExhausted), Retry::kLater);
  EXPECT_FALSE(Resend(ErrorCode::kResourceExhausted));
  EXPECT_TRUE(IsTransient(ErrorCode::kResourceExhausted));
  EXPECT_EQ(RetryOf(ErrorCode::kEpisodeAborted), Retry::kNewEpisode);
  EXPECT_FALSE(Resend(ErrorCode::kEpisodeAborted));
}

}  // namespace
}  // namespace warpgym
