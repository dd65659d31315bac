// Request/reply envelopes of the wire protocol (docs/protocol.md, "Envelope fields").
//
// DecodeRequest validates the envelope of an incoming frame; op-specific fields stay in
// Request::body for the op's handler to read with the Get* helpers, which return
// InvalidArgument naming the field on a missing or ill-typed value. Encoders always produce a
// msgpack map with v, id, op and ok. Stateless; safe from any thread; nothing throws.
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "shared/status.h"

namespace warpgym {

struct Request {
  int version = 0;
  nlohmann::json id;  // int or string, echoed in the reply
  std::string op;
  nlohmann::json body;  // the whole request map
};

// On success fills *out and returns OK. On failure returns the error to send and fills as much of
// out->id / out->op as could be read, so the error reply can still echo them.
Status DecodeRequest(std::string_view frame, std::size_t max_request_bytes, Request* out);

// Encodes a success reply: `fields` (a json object) plus v, id, op, ok=true.
std::string EncodeOkReply(const nlohmann::json& id, std::string_view op, nlohmann::json fields);
// Encodes an error reply. `id`/`op` may be null when unreadable.
std::string EncodeErrorReply(const nlohmann::json& id, const nlohmann::json& op,
                             const Status& status);

// A decoded reply as a client sees it.
struct Reply {
  nlohmann::json id;
  bool ok = false;
  Status error;         // set when !ok
  nlohmann::json body;  // the whole reply map
};
Status DecodeReply(std::string_view frame, Reply* out);

// Field readers for op handlers. Required fields: missing or wrong type -> InvalidArgument.
Status GetString(const nlohmann::json& obj, std::string_view key, std::string* out);
Status GetInt(const nlohmann::json& obj, std::string_view key, std::int64_t* out);
// Optional fields: absent or null leaves *out untouched; present with the wrong type is an error.
Status GetOptionalInt(const nlohmann::json& obj, std::string_view key,
                      std::optional<std::int64_t>* out);
Status GetOptionalString(const nlohmann::json& obj, std::string_view key,
                         std::optional<std::string>* out);
Status GetOptionalObject(const nlohmann::json& obj, std::string_view key, nlohmann::json* out);
// An optional string that must be one of `choices` (e.g. reward_mode::kAll): InvalidArgument
// naming them otherwise.
Status GetOptionalChoice(const nlohmann::json& obj, std::string_view key,
                         std::span<const std::string_view> choices,
                         std::optional<std::string>* out);

// A stable string key for a request id, for maps keyed by id ("i:42" / "s:abc").
std::string RequestIdKey(const nlohmann::json& id);

}  // namespace warpgym
