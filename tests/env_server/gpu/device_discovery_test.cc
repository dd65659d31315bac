#include "env_server/gpu/device_discovery.h"

#include <gtest/gtest.h>

#include <filesystem>

namespace warpgym {
namespace {

TEST(DeviceDiscovery, CpuBackendHasOnePseudoDevice) {
  auto d = DiscoverDevices("cpu", "all");
  ASSERT_TRUE(d.ok());
  EXPECT_EQ(d.value(), std::vector<std::string>{"cpu"});
  EXPECT_TRUE(MakeHealthCheck("cpu", "python3")("cpu"));
}

TEST(DeviceDiscovery, ParsesExplicitLists) {
  auto d = DiscoverDevices("cuda", "0,1,1");
  ASSERT_TRUE(d.ok());
  EXPECT_EQ(d.value(), (std::vector<std::string>{"0", "1"}));
  EXPECT_EQ(DiscoverDevices("cuda", "0,x").status().code(), ErrorCode::kInvalidArgument);
  EXPECT_EQ(DiscoverDevices("cuda", "-1").status().code(), ErrorCode::kInvalidArgument);
  EXPECT_EQ(DiscoverDevices("cuda", ",").status().code(), ErrorCode::kInvalidArgument);
}

TEST(DeviceDiscovery, AllFindsTheHostsDevices) {
  auto d = DiscoverDevices("cuda", "all");
  if (std::filesystem::exists("/dev/nvidia0")) {
    ASSERT_TRUE(d.ok());
    EXPECT_EQ(d.value().front(), "0");
  } else {
    EXPECT_EQ(d.status().code(), ErrorCode::kNotFound);
  }
}

TEST(DeviceDiscovery, CudaHealthCheckFailsWithoutAWorkingGpu) {
  if (std::filesystem::exists("/dev/nvidia0"))
    GTEST_SKIP() << "a GPU is present: covered by tools/device";
  EXPECT_FALSE(MakeHealthCheck("cuda", "/bin/false")("0"));
}

}  // namespace
}  // namespace warpgym
