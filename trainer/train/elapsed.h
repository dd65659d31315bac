// Seconds since a steady-clock instant: the stages' step, phase and checkpoint timings.
#pragma once

#include <chrono>

namespace warpgym::train {

inline double SecondsSince(std::chrono::steady_clock::time_point since) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - since).count();
}

}  // namespace warpgym::train
