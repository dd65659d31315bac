#include "shared/codec.h"

#include <algorithm>

#include "shared/msgpack_json.h"
#include "shared/protocol.h"

namespace warpgym {
namespace {

using json = nlohmann::json;

bool IsValidId(const json& id) {
  if (id.is_number_integer()) return true;
  return id.is_string() && id.get_ref<const std::string&>().size() <= kMaxRequestIdBytes;
}

const json* Find(const json& obj, std::string_view key) {
  auto it = obj.find(key);
  return it == obj.end() ? nullptr : &*it;
}

Status WrongType(std::string_view key, std::string_view want) {
  return Status::InvalidArgument("field '" + std::string(key) + "' must be " + std::string(want));
}

}  // namespace

Status DecodeRequest(std::string_view frame, std::size_t max_request_bytes, Request* out) {
  const bool oversized = frame.size() > max_request_bytes;
  const Status too_large =
      Status::ResourceExhausted("request of " + std::to_string(frame.size()) +
                                " bytes exceeds the limit of " + std::to_string(max_request_bytes));
  json body;
  if (Status s = DecodeMsgpack(frame, &body); !s.ok()) return oversized ? too_large : s;
  if (!body.is_object())
    return oversized ? too_large : Status::InvalidArgument("request must be a msgpack map");

  // Read id and op first, so that every error reply, the size error too, can echo them.
  if (const json* id = Find(body, "id"); id != nullptr && IsValidId(*id)) out->id = *id;
  if (const json* op = Find(body, "op"); op != nullptr && op->is_string()) {
    out->op = op->get<std::string>();
  }
  if (oversized) return too_large;
  if (out->id.is_null()) {
    return Status::InvalidArgument("field 'id' is required: an integer or a string of at most " +
                                   std::to_string(kMaxRequestIdBytes) + " bytes");
  }
  if (out->op.empty()) return Status::InvalidArgument("field 'op' is required: a string");
  const json* v = Find(body, "v");
  if (v == nullptr || !v->is_number_integer()) {
    return Status::InvalidArgument("field 'v' (protocol version) is required: an integer");
  }
  if (v->get<std::int64_t>() != kProtocolVersion) {
    return Status(ErrorCode::kUnsupportedVersion, "protocol version " + v->dump() +
                                                      " is not supported; this server speaks [" +
                                                      std::to_string(kProtocolVersion) + "]");
  }
  out->version = kProtocolVersion;
  out->body = std::move(body);
  return Status::Ok();
}

std::string EncodeOkReply(const json& id, std::string_view op, json fields) {
  if (!fields.is_object()) fields = json::object();
  fields["v"] = kProtocolVersion;
  fields["id"] = id;
  fields["op"] = op;
  fields["ok"] = true;
  return EncodeMsgpack(fields);
}

std::string EncodeErrorReply(const json& id, const json& op, const Status& status) {
  json reply = {
      {"v", kProtocolVersion},
      {"id", id},
      {"op", op},
      {"ok", false},
      {"error",
       {{"code", std::string(ErrorCodeName(status.code()))}, {"message", status.message()}}}};
  return EncodeMsgpack(reply);
}

Status DecodeReply(std::string_view frame, Reply* out) {
  json body;
  if (Status s = DecodeMsgpack(frame, &body); !s.ok()) return s;
  if (!body.is_object()) return Status::InvalidArgument("reply is not a msgpack map");
  const json* ok = Find(body, "ok");
  if (ok == nullptr || !ok->is_boolean()) return Status::InvalidArgument("reply lacks 'ok'");
  out->ok = ok->get<bool>();
  if (const json* id = Find(body, "id")) out->id = *id;
  if (!out->ok) {
    std::string code(ErrorCodeName(ErrorCode::kInternal)), message = "error reply without details";
    if (const json* err = Find(body, "error"); err != nullptr && err->is_object()) {
      if (const json* c = Find(*err, "code"); c && c->is_string()) code = c->get<std::string>();
      if (const json* m = Find(*err, "message"); m && m->is_string())
        message = m->get<std::string>();
    }
    out->error = Status(ErrorCodeFromName(code), message);
  }
  out->body = std::move(body);
  return Status::Ok();
}

Status GetString(const json& obj, std::string_view key, std::string* out) {
  const json* v = Find(obj, key);
  if (v == nullptr) return Status::InvalidArgument("field '" + std::string(key) + "' is required");
  if (!v->is_string()) return WrongType(key, "a string");
  *out = v->get<std::string>();
  return Status::Ok();
}

Status GetInt(const json& obj, std::string_view key, std::int64_t* out) {
  const json* v = Find(obj, key);
  if (v == nullptr) return Status::InvalidArgument("field '" + std::string(key) + "' is required");
  if (!v->is_number_integer()) return WrongType(key, "an integer");
  if (v->is_number_unsigned() && v->get<std::uint64_t>() > INT64_MAX) {
    return WrongType(key, "an integer within int64");
  }
  *out = v->get<std::int64_t>();
  return Status::Ok();
}

Status GetOptionalInt(const json& obj, std::string_view key, std::optional<std::int64_t>* out) {
  const json* v = Find(obj, key);
  if (v == nullptr || v->is_null()) return Status::Ok();
  std::int64_t value = 0;
  if (Status s = GetInt(obj, key, &value); !s.ok()) return s;
  *out = value;
  return Status::Ok();
}

Status GetOptionalString(const json& obj, std::string_view key, std::optional<std::string>* out) {
  const json* v = Find(obj, key);
  if (v == nullptr || v->is_null()) return Status::Ok();
  if (!v->is_string()) return WrongType(key, "a string");
  *out = v->get<std::string>();
  return Status::Ok();
}

Status GetOptionalChoice(const json& obj, std::string_view key,
                         std::span<const std::string_view> choices,
                         std::optional<std::string>* out) {
  std::optional<std::string> v;
  if (Status s = GetOptionalString(obj, key, &v); !s.ok() || !v) return s;
  if (std::find(choices.begin(), choices.end(), *v) == choices.end()) {
    std::string names;
    for (std::string_view c : choices)
      names += (names.empty() ? "'" : ", '") + std::string(c) + "'";
    return Status::InvalidArgument(std::string(key) + " must be one of " + names);
  }
  *out = std::move(v);
  return Status::Ok();
}

Status GetOptionalObject(const json& obj, std::string_view key, json* out) {
  const json* v = Find(obj, key);
  if (v == nullptr || v->is_null()) return Status::Ok();
  if (!v->is_object()) return WrongType(key, "a map");
  *out = *v;
  return Status::Ok();
}

std::string RequestIdKey(const json& id) {
  if (id.is_string()) return "s:" + id.get<std::string>();
  return "i:" + id.dump();
}

}  // namespace warpgym
