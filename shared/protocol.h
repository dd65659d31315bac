// Wire protocol constants shared by warpgym-server and its C++ clients: version, op names and
// size limits. The error codes, their retry rules and every other shared name come from
// shared/contract.json (the generated shared/contract.h). docs/protocol.md is the specification.
#pragma once

#include <cstddef>
#include <string_view>

#include "shared/contract.h"

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
inline constexpr std::string_view kFork = "fork";
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

}  // namespace warpgym
