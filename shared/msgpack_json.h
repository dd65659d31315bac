// Conversion between msgpack bytes (the wire) and nlohmann::json (the in-memory value every
// component passes around). Decoding is the trust boundary for network input: it enforces size
// and depth limits, rejects non-string map keys and trailing bytes, and never throws.
// Stateless free functions; safe from any thread.
#pragma once

#include <cstddef>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <type_traits>

#include "shared/protocol.h"
#include "shared/status.h"

namespace warpgym {

struct DecodeLimits {
  std::size_t max_container_items = 1u << 20;  // per array / map
  std::size_t max_string_bytes = kMaxTransportBytes;
  int max_depth = kMaxNestingDepth;
};

// On success stores the decoded value in *out and returns OK. On malformed, truncated,
// over-limit or trailing input returns InvalidArgument and leaves *out unspecified.
// Binary (bin) values decode to json binary; ext values are rejected.
Status DecodeMsgpack(std::string_view bytes, nlohmann::json* out, const DecodeLimits& limits = {});

// Encodes any json value (including binary) as msgpack. Strings are written byte for byte.
std::string EncodeMsgpack(const nlohmann::json& value);

// Returns `text` with every invalid UTF-8 sequence replaced by U+FFFD. Every string the server
// sends goes through this (EncodeMsgpack does it), so clients can always decode str as UTF-8.
std::string SanitizeUtf8(std::string_view text);
bool IsValidUtf8(std::string_view text);

// Serialises json as one line of text; invalid UTF-8 is replaced rather than thrown on.
std::string DumpJsonLine(const nlohmann::json& value);

// Parses JSON text without exceptions and without unbounded recursion: text nested deeper than
// max_depth is rejected before parsing. Returns InvalidArgument on any failure.
Status ParseJsonText(std::string_view text, nlohmann::json* out, int max_depth = kMaxNestingDepth);

// Reads obj[key] as T without throwing: returns `fallback` when obj is not an object, the key is
// absent, or the value has another type.
template <typename T>
T JsonValueOr(const nlohmann::json& obj, std::string_view key, T fallback) {
  if (!obj.is_object()) return fallback;
  auto it = obj.find(key);
  if (it == obj.end()) return fallback;
  if constexpr (std::is_same_v<T, bool>) {
    return it->is_boolean() ? it->template get<bool>() : fallback;
  } else if constexpr (std::is_arithmetic_v<T>) {
    return it->is_number() ? it->template get<T>() : fallback;
  } else if constexpr (std::is_same_v<T, std::string>) {
    return it->is_string() ? it->template get<std::string>() : fallback;
  } else {
    return fallback;
  }
}

}  // namespace warpgym
