#include "shared/msgpack_json.h"

#include <gtest/gtest.h>

#include <msgpack.hpp>

namespace warpgym {
namespace {

using json = nlohmann::json;

TEST(MsgpackJson, RoundTripsEveryType) {
  json v = {{"nil", nullptr},
            {"t", true},
            {"f", false},
            {"pos", 42},
            {"neg", -7},
            {"big", 18446744073709551615ull},
            {"pi", 3.25},
            {"s", "héllo"},
            {"arr", {1, "two", {{"three", 3}}}},
            {"bin", json::binary({1, 2, 255})}};
  json back;
  ASSERT_TRUE(DecodeMsgpack(EncodeMsgpack(v), &back).ok());
  EXPECT_EQ(back, v);
}

TEST(MsgpackJson, RejectsTruncatedInput) {
  std::string bytes = EncodeMsgpack(json{{"key", "a long enough value"}});
  for (std::size_t n = 0; n < bytes.size(); ++n) {
    json out;
    EXPECT_FALSE(DecodeMsgpack(std::string_view(bytes).substr(0, n), &out).ok()) << n;
  }
}

TEST(MsgpackJson, RejectsTrailingBytes) {
  std::string bytes = EncodeMsgpack(json{{"a", 1}}) + "x";
  json out;
  EXPECT_EQ(DecodeMsgpack(bytes, &out).code(), ErrorCode::kInvalidArgument);
}

TEST(MsgpackJson, RejectsNonStringKeys) {
  msgpack::sbuffer buf;
  msgpack::packer<msgpack::sbuffer> pk(buf);
  pk.pack_map(1);
  pk.pack_int(1);
  pk.pack_int(2);
  json out;
  EXPECT_FALSE(DecodeMsgpack(std::string_view(buf.data(), buf.size()), &out).ok());
}

TEST(MsgpackJson, RejectsExtTypes) {
  msgpack::sbuffer buf;
  msgpack::packer<msgpack::sbuffer> pk(buf);
  pk.pack_ext(1, 5);
  pk.pack_ext_body("x", 1);
  json out;
  EXPECT_FALSE(DecodeMsgpack(std::string_view(buf.data(), buf.size()), &out).ok());
}

TEST(MsgpackJson, EnforcesDepthLimit) {
  std::string deep(100, '\x91');  // 100 nested one-element arrays
  deep.push_back('\xc0');
  json out;
  EXPECT_FALSE(DecodeMsgpack(deep, &out).ok());
  std::string shallow(10, '\x91');
  shallow.push_back('\xc0');
  EXPECT_TRUE(DecodeMsgpack(shallow, &out).ok());
}

TEST(MsgpackJson, EnforcesContainerLimitWithoutAllocating) {
  // An array header claiming 2^32-1 items backed by no bytes must fail fast, not allocate.
  std::string huge = "\xdd\xff\xff\xff\xff";
  json out;
  EXPECT_FALSE(DecodeMsgpack(huge, &out).ok());
}

TEST(MsgpackJson, SanitizesInvalidUtf8OnEncode) {
  json v = std::string("ok\xff\xfe", 4);
  json back;
  ASSERT_TRUE(DecodeMsgpack(EncodeMsgpack(v), &back).ok());
  std::string s = back.get<std::string>();
  EXPECT_TRUE(IsValidUtf8(s));
  EXPECT_EQ(s.substr(0, 2), "ok");
}

TEST(MsgpackJson, Utf8Validation) {
  EXPECT_TRUE(IsValidUtf8("plain"));
  EXPECT_TRUE(IsValidUtf8("\xe2\x82\xac"));   // euro sign
  EXPECT_FALSE(IsValidUtf8("\xc0\xaf"));      // overlong '/'
  EXPECT_FALSE(IsValidUtf8("\xed\xa0\x80"));  // surrogate
  EXPECT_FALSE(IsValidUtf8("\xe2\x82"));      // truncated
  EXPECT_EQ(SanitizeUtf8("a\xff"
                         "b"),
            "a\xEF\xBF\xBD"
            "b");
}

TEST(MsgpackJson, ParseJsonTextRefusesDeepNesting) {
  json out;
  EXPECT_TRUE(ParseJsonText(R"({"tool": "bash", "args": {"command": "[[[["}})", &out).ok());
  EXPECT_FALSE(ParseJsonText(std::string(100000, '['), &out).ok());
  EXPECT_FALSE(ParseJsonText("{not json", &out).ok());
}

TEST(MsgpackJson, JsonValueOrNeverThrows) {
  json obj = {{"n", "not a number"}, {"b", 1}, {"s", "x"}};
  EXPECT_EQ(JsonValueOr(obj, "n", 5.0), 5.0);
  EXPECT_EQ(JsonValueOr(obj, "b", false), false);
  EXPECT_EQ(JsonValueOr(obj, "s", std::string("d")), "x");
  EXPECT_EQ(JsonValueOr(json::array(), "s", 3), 3);
}

}  // namespace
}  // namespace warpgym
