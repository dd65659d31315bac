// Wire protocol constants shared by warpgym-server and its C++ clients: version, op names,
// error codes and size limits, and nothing else. docs/protocol.md is the full specification.
#pragma once

#include <cstddef>
#include <string_view>

namespace warpgym {

inline constexpr int kProtocolVersion = 1;
inline constexpr std::string_view kServerName = "warpgym-server";
inline constexpr std::string_view kServerVersion = "0.1.0";

// Ops (the `op` field of a request).
namespace op {
inline constexpr std::string_view kHello = "hello";
inline constexpr std::string_view kListTasks = "list_tasks";
inline constexpr std::string_view kReset = "reset";
inline constexpr std::string_view kStep = "step";
inline constexpr std::string_view kClose = "close";
inline constexpr std::string_view kStats = "stats";
inline constexpr std::string_view kPing = "ping";
}  // namespace op

// Size limits. A frame above kMaxTransportBytes is dropped by ZeroMQ itself (ZMQ_MAXMSGSIZE);
// one above the server's max_request_bytes (default kDefaultMaxRequestBytes) gets
// resource_exhausted.
inline constexpr std::size_t kMaxTransportBytes = 64u << 20;
inline constexpr std::size_t kDefaultMaxRequestBytes = 8u << 20;
inline constexpr std::size_t kMaxRequestIdBytes = 128;
inline constexpr int kMaxNestingDepth = 32;

// Wire error codes; names and retry advice are in docs/protocol.md.
enum class ErrorCode {
  kOk,
  kInvalidArgument,
  kUnsupportedVersion,
  kNotFound,
  kFailedPrecondition,
  kResourceExhausted,
  kUnavailable,
  kDeadlineExceeded,
  kEpisodeAborted,
  kInternal,
};

constexpr std::string_view ErrorCodeName(ErrorCode c) {
  switch (c) {
    case ErrorCode::kOk: return "ok";
    case ErrorCode::kInvalidArgument: return "invalid_argument";
    case ErrorCode::kUnsupportedVersion: return "unsupported_version";
    case ErrorCode::kNotFound: return "not_found";
    case ErrorCode::kFailedPrecondition: return "failed_precondition";
    case ErrorCode::kResourceExhausted: return "resource_exhausted";
    case ErrorCode::kUnavailable: return "unavailable";
    case ErrorCode::kDeadlineExceeded: return "deadline_exceeded";
    case ErrorCode::kEpisodeAborted: return "episode_aborted";
    case ErrorCode::kInternal: return "internal";
  }
  return "internal";
}

// Parses a wire name back to its code; unknown names map to kInternal.
constexpr ErrorCode ErrorCodeFromName(std::string_view name) {
  for (ErrorCode c : {ErrorCode::kOk, ErrorCode::kInvalidArgument, ErrorCode::kUnsupportedVersion,
                      ErrorCode::kNotFound, ErrorCode::kFailedPrecondition,
                      ErrorCode::kResourceExhausted, ErrorCode::kUnavailable,
                      ErrorCode::kDeadlineExceeded, ErrorCode::kEpisodeAborted,
                      ErrorCode::kInternal}) {
    if (ErrorCodeName(c) == name) return c;
  }
  return ErrorCode::kInternal;
}

// Whether a client may retry a request that failed with `c` (docs/protocol.md, "retry?").
constexpr bool IsRetryable(ErrorCode c) {
  return c == ErrorCode::kUnavailable || c == ErrorCode::kDeadlineExceeded ||
         c == ErrorCode::kInternal;
}

}  // namespace warpgym
