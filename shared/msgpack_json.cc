#include "shared/msgpack_json.h"

#include <exception>
#include <msgpack.hpp>

namespace warpgym {
namespace {

using json = nlohmann::json;

// Recursion is bounded by the unpack depth limit, enforced before we get here.
Status ObjectToJson(const msgpack::object& o, json* out) {
  switch (o.type) {
    case msgpack::type::NIL:
      *out = nullptr;
      return Status::Ok();
    case msgpack::type::BOOLEAN:
      *out = o.via.boolean;
      return Status::Ok();
    case msgpack::type::POSITIVE_INTEGER:
      *out = o.via.u64;
      return Status::Ok();
    case msgpack::type::NEGATIVE_INTEGER:
      *out = o.via.i64;
      return Status::Ok();
    case msgpack::type::FLOAT32:
    case msgpack::type::FLOAT64:
      *out = o.via.f64;
      return Status::Ok();
    case msgpack::type::STR:
      *out = std::string(o.via.str.ptr, o.via.str.size);
      return Status::Ok();
    case msgpack::type::BIN: {
      const auto* p = reinterpret_cast<const std::uint8_t*>(o.via.bin.ptr);
      *out = json::binary(std::vector<std::uint8_t>(p, p + o.via.bin.size));
      return Status::Ok();
    }
    case msgpack::type::ARRAY: {
      *out = json::array();
      for (std::uint32_t i = 0; i < o.via.array.size; ++i) {
        json item;
        if (Status s = ObjectToJson(o.via.array.ptr[i], &item); !s.ok()) return s;
        out->push_back(std::move(item));
      }
      return Status::Ok();
    }
    case msgpack::type::MAP: {
      *out = json::object();
      for (std::uint32_t i = 0; i < o.via.map.size; ++i) {
        const msgpack::object_kv& kv = o.via.map.ptr[i];
        if (kv.key.type != msgpack::type::STR) {
          return Status::InvalidArgument("map keys must be strings");
        }
        json value;
        if (Status s = ObjectToJson(kv.val, &value); !s.ok()) return s;
        (*out)[std::string(kv.key.via.str.ptr, kv.key.via.str.size)] = std::move(value);
      }
      return Status::Ok();
    }
    case msgpack::type::EXT:
      return Status::InvalidArgument("msgpack ext types are not accepted");
  }
  return Status::InvalidArgument("unknown msgpack type");
}

void PackString(msgpack::packer<msgpack::sbuffer>& pk, std::string_view s) {
  if (!IsValidUtf8(s)) {
    std::string clean = SanitizeUtf8(s);
    PackString(pk, clean);
    return;
  }
  pk.pack_str(static_cast<std::uint32_t>(s.size()));
  pk.pack_str_body(s.data(), static_cast<std::uint32_t>(s.size()));
}

// Length of the valid UTF-8 sequence starting at text[i], or 0 if it is invalid.
std::size_t Utf8SequenceLength(std::string_view text, std::size_t i) {
  const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[k]); };
  unsigned char c = byte(i);
  if (c < 0x80) return 1;
  std::size_t n;
  std::uint32_t cp;
  if ((c & 0xE0) == 0xC0) {
    n = 2;
    cp = c & 0x1F;
  } else if ((c & 0xF0) == 0xE0) {
    n = 3;
    cp = c & 0x0F;
  } else if ((c & 0xF8) == 0xF0) {
    n = 4;
    cp = c & 0x07;
  } else
    return 0;
  if (i + n > text.size()) return 0;
  for (std::size_t k = 1; k < n; ++k) {
    if ((byte(i + k) & 0xC0) != 0x80) return 0;
    cp = (cp << 6) | (byte(i + k) & 0x3F);
  }
  // Reject overlong forms, surrogates and values past U+10FFFF.
  if ((n == 2 && cp < 0x80) || (n == 3 && cp < 0x800) || (n == 4 && cp < 0x10000) ||
      (cp >= 0xD800 && cp <= 0xDFFF) || cp > 0x10FFFF) {
    return 0;
  }
  return n;
}

void PackJson(msgpack::packer<msgpack::sbuffer>& pk, const json& v) {
  switch (v.type()) {
    case json::value_t::null:
    case json::value_t::discarded:
      pk.pack_nil();
      return;
    case json::value_t::boolean:
      v.get<bool>() ? pk.pack_true() : pk.pack_false();
      return;
    case json::value_t::number_integer:
      pk.pack_int64(v.get<std::int64_t>());
      return;
    case json::value_t::number_unsigned:
      pk.pack_uint64(v.get<std::uint64_t>());
      return;
    case json::value_t::number_float:
      pk.pack_double(v.get<double>());
      return;
    case json::value_t::string:
      PackString(pk, v.get_ref<const std::string&>());
      return;
    case json::value_t::binary: {
      const auto& b = v.get_binary();
      pk.pack_bin(static_cast<std::uint32_t>(b.size()));
      pk.pack_bin_body(reinterpret_cast<const char*>(b.data()),
                       static_cast<std::uint32_t>(b.size()));
      return;
    }
    case json::value_t::array:
      pk.pack_array(static_cast<std::uint32_t>(v.size()));
      for (const auto& item : v) PackJson(pk, item);
      return;
    case json::value_t::object:
      pk.pack_map(static_cast<std::uint32_t>(v.size()));
      for (const auto& [key, item] : v.items()) {
        PackString(pk, key);
        PackJson(pk, item);
      }
      return;
  }
}

// Deepest bracket nesting of JSON text, ignoring brackets inside strings.
int JsonNestingDepth(std::string_view text) {
  int depth = 0, deepest = 0;
  bool in_string = false, escaped = false;
  for (char c : text) {
    if (in_string) {
      if (escaped)
        escaped = false;
      else if (c == '\\')
        escaped = true;
      else if (c == '"')
        in_string = false;
      continue;
    }
    if (c == '"')
      in_string = true;
    else if (c == '[' || c == '{')
      deepest = std::max(deepest, ++depth);
    else if (c == ']' || c == '}')
      --depth;
  }
  return deepest;
}

}  // namespace

bool IsValidUtf8(std::string_view text) {
  for (std::size_t i = 0; i < text.size();) {
    std::size_t n = Utf8SequenceLength(text, i);
    if (n == 0) return false;
    i += n;
  }
  return true;
}

std::string SanitizeUtf8(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size();) {
    std::size_t n = Utf8SequenceLength(text, i);
    if (n == 0) {
      out += "\xEF\xBF\xBD";
      ++i;
    } else {
      out.append(text.substr(i, n));
      i += n;
    }
  }
  return out;
}

Status DecodeMsgpack(std::string_view bytes, json* out, const DecodeLimits& limits) {
  msgpack::unpack_limit limit(limits.max_container_items, limits.max_container_items,
                              limits.max_string_bytes, limits.max_string_bytes,
                              limits.max_string_bytes, static_cast<std::size_t>(limits.max_depth));
  try {
    std::size_t offset = 0;
    msgpack::object_handle handle =
        msgpack::unpack(bytes.data(), bytes.size(), offset, nullptr, nullptr, limit);
    if (offset != bytes.size())
      return Status::InvalidArgument("trailing bytes after msgpack value");
    return ObjectToJson(handle.get(), out);
  } catch (const msgpack::insufficient_bytes&) {
    return Status::InvalidArgument("truncated msgpack value");
  } catch (const std::bad_alloc&) {
    return Status::ResourceExhausted("msgpack value too large to decode");
  } catch (const std::exception& e) {
    return Status::InvalidArgument(std::string("malformed msgpack: ") + e.what());
  }
}

std::string EncodeMsgpack(const json& value) {
  msgpack::sbuffer buffer;
  msgpack::packer<msgpack::sbuffer> pk(buffer);
  PackJson(pk, value);
  return std::string(buffer.data(), buffer.size());
}

std::string DumpJsonLine(const json& value) {
  return value.dump(-1, ' ', false, json::error_handler_t::replace);
}

Status ParseJsonText(std::string_view text, json* out, int max_depth) {
  if (JsonNestingDepth(text) > max_depth) {
    return Status::InvalidArgument("JSON nested deeper than " + std::to_string(max_depth));
  }
  json parsed = json::parse(text.begin(), text.end(), nullptr, /*allow_exceptions=*/false);
  if (parsed.is_discarded()) return Status::InvalidArgument("not valid JSON");
  *out = std::move(parsed);
  return Status::Ok();
}

}  // namespace warpgym
