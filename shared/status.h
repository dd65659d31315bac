// Status and StatusOr: errors as small values (LevelDB/Abseil style).
//
// A Status is OK or carries a wire error code (protocol.h) and a message. StatusOr<T> holds
// either a T or the Status explaining its absence. Both are plain values: copy freely; concurrent
// const use is safe, mutation needs the caller's lock. Nothing here throws.
#pragma once

#include <cerrno>
#include <cstring>
#include <string>
#include <utility>
#include <variant>

#include "shared/protocol.h"

namespace warpgym {

class [[nodiscard]] Status {
 public:
  Status() = default;  // OK
  Status(ErrorCode code, std::string message) : code_(code), message_(std::move(message)) {}

  static Status Ok() { return {}; }
  static Status InvalidArgument(std::string m) {
    return {ErrorCode::kInvalidArgument, std::move(m)};
  }
  static Status NotFound(std::string m) { return {ErrorCode::kNotFound, std::move(m)}; }
  static Status FailedPrecondition(std::string m) {
    return {ErrorCode::kFailedPrecondition, std::move(m)};
  }
  static Status ResourceExhausted(std::string m) {
    return {ErrorCode::kResourceExhausted, std::move(m)};
  }
  static Status Unavailable(std::string m) { return {ErrorCode::kUnavailable, std::move(m)}; }
  static Status DeadlineExceeded(std::string m) {
    return {ErrorCode::kDeadlineExceeded, std::move(m)};
  }
  static Status Internal(std::string m) { return {ErrorCode::kInternal, std::move(m)}; }
  // `what` failed with errno `error`: ResourceExhausted for a full disk or quota, else Internal;
  // the message ends with the error's text (none when `error` is 0).
  static Status FromErrno(std::string what, int error) {
    if (error != 0) what += std::string(": ") + std::strerror(error);
    const bool full = error == ENOSPC || error == EDQUOT;
    return {full ? ErrorCode::kResourceExhausted : ErrorCode::kInternal, std::move(what)};
  }

  bool ok() const { return code_ == ErrorCode::kOk; }
  ErrorCode code() const { return code_; }
  const std::string& message() const { return message_; }
  std::string ToString() const {
    return ok() ? "ok" : std::string(ErrorCodeName(code_)) + ": " + message_;
  }

 private:
  ErrorCode code_ = ErrorCode::kOk;
  std::string message_;
};

template <typename T>
class [[nodiscard]] StatusOr {
 public:
  StatusOr(T value) : v_(std::move(value)) {}         // NOLINT: implicit by design
  StatusOr(Status status) : v_(std::move(status)) {}  // NOLINT: REQUIRES !status.ok()

  bool ok() const { return std::holds_alternative<T>(v_); }
  Status status() const { return ok() ? Status::Ok() : std::get<Status>(v_); }
  // REQUIRES: ok().
  T& value() & { return std::get<T>(v_); }
  const T& value() const& { return std::get<T>(v_); }
  T&& value() && { return std::get<T>(std::move(v_)); }
  T* operator->() { return &value(); }
  const T* operator->() const { return &value(); }
  T& operator*() & { return value(); }

 private:
  std::variant<T, Status> v_;
};

}  // namespace warpgym
