#include "trainer/checkpoint/safetensors.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <cstring>
#include <filesystem>
#include <fstream>

#include "trainer/checkpoint/weight_files.h"

namespace warpgym::checkpoint {
namespace {

namespace fs = std::filesystem;

// A safetensors file image: 8-byte little-endian length, header text, data bytes.
std::vector<std::byte> Image(const std::string& header, size_t data_bytes,
                             uint64_t length_override = 0) {
  const uint64_t n = length_override != 0 ? length_override : header.size();
  std::vector<std::byte> out(8 + header.size() + data_bytes, std::byte{0});
  for (int i = 0; i < 8; ++i) out[i] = static_cast<std::byte>((n >> (8 * i)) & 0xff);
  std::memcpy(out.data() + 8, header.data(), header.size());
  return out;
}

std::string ParseError(const std::string& header, size_t data_bytes, uint64_t length_override = 0) {
  auto h = ParseHeader(Image(header, data_bytes, length_override));
  EXPECT_FALSE(h.ok()) << header;
  return h.ok() ? "" : h.status().message();
}

class TempDir {
 public:
  TempDir() {
    std::string tmpl = (fs::temp_directory_path() / "safetensors_test.XXXXXX").string();
    path_ = ::mkdtemp(tmpl.data());
  }
  ~TempDir() { fs::remove_all(path_); }
  const fs::path& path() const { return path_; }

 private:
  fs::path path_;
};

TEST(Safetensors, ParsesTwoTensorsAndMetadata) {
  const std::string header =
      R"({"__metadata__":{"format":"pt"},"b":{"dtype":"BF16","shape":[3],"data_offsets":[8,14]},)"
      R"("a":{"dtype":"F32","shape":[2],"data_offsets":[0,8]}})";
  auto h = ParseHeader(Image(header, 14));
  ASSERT_TRUE(h.ok()) << h.status().ToString();
  ASSERT_EQ(h->tensors.size(), 2u);
  EXPECT_EQ(h->tensors[0].name, "a");  // sorted by offset
  EXPECT_EQ(h->tensors[1].dtype, DType::kBF16);
  EXPECT_EQ(h->tensors[1].shape, (std::vector<int64_t>{3}));
  EXPECT_EQ(h->metadata.at("format"), "pt");
  EXPECT_EQ(h->data_start, 8 + header.size());
  EXPECT_NE(h->Find("b"), nullptr);
  EXPECT_EQ(h->Find("c"), nullptr);
}

TEST(Safetensors, ScalarAndEmptyTensors) {
  auto h = ParseHeader(Image(R"({"s":{"dtype":"I64","shape":[],"data_offsets":[0,8]},)"
                             R"("e":{"dtype":"F32","shape":[0,4],"data_offsets":[8,8]}})",
                             8));
  ASSERT_TRUE(h.ok()) << h.status().ToString();
  EXPECT_EQ(h->Find("s")->numel(), 1u);
  EXPECT_EQ(h->Find("e")->numel(), 0u);
}

TEST(Safetensors, RejectsTruncatedAndOversizedHeaders) {
  EXPECT_FALSE(ParseHeader(std::vector<std::byte>(5)).ok());
  EXPECT_NE(ParseError("{}", 0, 1000).find("past the end"), std::string::npos);
  EXPECT_NE(ParseError("{}", 0, uint64_t{1} << 40).find("exceeds the limit"), std::string::npos);
  EXPECT_NE(ParseError("{}", 0, UINT64_MAX).find("exceeds"), std::string::npos);
}

TEST(Safetensors, RejectsMalformedJson) {
  EXPECT_NE(ParseError("[1, 2]", 0).find("'{'"), std::string::npos);
  EXPECT_NE(ParseError(R"({"a": )", 0).find("not valid JSON"), std::string::npos);
  EXPECT_NE(ParseError(R"({"a": 3})", 0).find("not an object"), std::string::npos);
  EXPECT_NE(ParseError(R"({"__metadata__": {"k": 1}})", 0).find("not a string"), std::string::npos);
}

TEST(Safetensors, RejectsBadEntries) {
  auto entry = [](const std::string& body) { return R"({"t":{)" + body + "}}"; };
  EXPECT_NE(ParseError(entry(R"("dtype":"Q4","shape":[1],"data_offsets":[0,1])"), 1)
                .find("unknown dtype"),
            std::string::npos);
  EXPECT_NE(ParseError(entry(R"("dtype":"F32","shape":[-1],"data_offsets":[0,4])"), 4)
                .find("non-natural"),
            std::string::npos);
  EXPECT_NE(ParseError(entry(R"("dtype":"F32","shape":[1.5],"data_offsets":[0,4])"), 4)
                .find("non-natural"),
            std::string::npos);
  EXPECT_NE(
      ParseError(entry(R"("dtype":"F32","shape":[2],"data_offsets":[0,4])"), 4).find("need 8"),
      std::string::npos);
  EXPECT_NE(ParseError(entry(R"("dtype":"F32","shape":[1],"data_offsets":[4,0])"), 4)
                .find("end before begin"),
            std::string::npos);
  EXPECT_NE(
      ParseError(entry(R"("dtype":"F32","shape":[1],"data_offsets":[0])"), 4).find("data_offsets"),
      std::string::npos);
  EXPECT_NE(ParseError(entry(R"("dtype":"F32","shape":[1])"), 4).find("exactly"),
            std::string::npos);
  EXPECT_NE(ParseError(entry(R"("dtype":"F32","shape":[1],"data_offsets":[0,4],"x":1)"), 4)
                .find("exactly"),
            std::string::npos);
  // Shapes whose byte count overflows 64 bits.
  EXPECT_NE(ParseError(entry(R"("dtype":"F64","shape":[4611686018427387904,4611686018427387904],)"
                             R"("data_offsets":[0,0])"),
                       0)
                .find("overflow"),
            std::string::npos);
}

TEST(Safetensors, RejectsOffsetsOutsideOrNotTilingTheData) {
  const std::string a = R"("a":{"dtype":"U8","shape":[4],"data_offsets":[0,4]})";
  EXPECT_NE(ParseError("{" + a + "}", 2).find("past the"), std::string::npos);
  EXPECT_NE(ParseError("{" + a + "}", 6).find("trailing"), std::string::npos);
  EXPECT_NE(ParseError("{" + a + R"(,"b":{"dtype":"U8","shape":[4],"data_offsets":[2,6]}})", 6)
                .find("overlaps"),
            std::string::npos);
  EXPECT_NE(ParseError("{" + a + R"(,"b":{"dtype":"U8","shape":[2],"data_offsets":[6,8]}})", 8)
                .find("hole"),
            std::string::npos);
}

TEST(Safetensors, WriteThenOpenRoundTrips) {
  TempDir dir;
  const std::vector<float> a = {1.5f, -2.0f, 3.25f, 0.0f, 7.0f, 8.0f};
  const std::vector<uint16_t> b = {0x3f80, 0x4000, 0xbf80};
  const std::string path = (dir.path() / "x.safetensors").string();
  ASSERT_TRUE(WriteSafetensors(path,
                               {{"w.a", DType::kF32, {2, 3}, std::as_bytes(std::span(a))},
                                {"w.b", DType::kBF16, {3}, std::as_bytes(std::span(b))}},
                               {{"format", "pt"}})
                  .ok());
  auto f = SafetensorsFile::Open(path);
  ASSERT_TRUE(f.ok()) << f.status().ToString();
  EXPECT_EQ(f.value()->header().data_start % 8, 0u);  // header padded to 8 bytes
  const TensorInfo* ia = f.value()->header().Find("w.a");
  ASSERT_NE(ia, nullptr);
  EXPECT_EQ(ia->shape, (std::vector<int64_t>{2, 3}));
  auto bytes = f.value()->Data(*ia);
  ASSERT_EQ(bytes.size(), a.size() * sizeof(float));
  EXPECT_EQ(std::memcmp(bytes.data(), a.data(), bytes.size()), 0);
  EXPECT_EQ(f.value()->header().metadata.at("format"), "pt");
}

TEST(Safetensors, WriterRejectsSizeMismatchAndDuplicates) {
  TempDir dir;
  const std::vector<float> a = {1, 2, 3};
  const std::string path = (dir.path() / "x.safetensors").string();
  EXPECT_FALSE(
      WriteSafetensors(path, {{"a", DType::kF32, {2, 2}, std::as_bytes(std::span(a))}}).ok());
  EXPECT_FALSE(WriteSafetensors(path, {{"a", DType::kF32, {3}, std::as_bytes(std::span(a))},
                                       {"a", DType::kF32, {3}, std::as_bytes(std::span(a))}})
                   .ok());
  EXPECT_FALSE(fs::exists(path));
}

TEST(Safetensors, AFullDiskIsResourceExhaustedAndLeavesNoFile) {
  TempDir dir;
  const std::vector<float> a = {1, 2, 3};
  const std::string path = (dir.path() / "x.safetensors").string();
  // The writer's temporary file, pointed at /dev/full: every write fails with ENOSPC.
  fs::create_symlink("/dev/full", path + ".tmp");
  const Status s = WriteSafetensors(path, {{"a", DType::kF32, {3}, std::as_bytes(std::span(a))}});
  EXPECT_EQ(s.code(), ErrorCode::kResourceExhausted) << s.ToString();
  EXPECT_NE(s.message().find(std::strerror(ENOSPC)), std::string::npos) << s.message();
  EXPECT_FALSE(fs::exists(fs::symlink_status(path + ".tmp")));
  EXPECT_FALSE(fs::exists(path));
}

TEST(Safetensors, OpenReportsMissingAndMalformedFiles) {
  TempDir dir;
  auto missing = SafetensorsFile::Open((dir.path() / "none.safetensors").string());
  EXPECT_EQ(missing.status().code(), ErrorCode::kNotFound);
  const std::string empty = (dir.path() / "empty.safetensors").string();
  std::ofstream(empty).close();
  EXPECT_EQ(SafetensorsFile::Open(empty).status().code(), ErrorCode::kInvalidArgument);
  EXPECT_EQ(SafetensorsFile::Open(dir.path().string()).status().code(),
            ErrorCode::kInvalidArgument);
}

// --- sharded directories ----------------------------------------------------------------------

void WriteOne(const fs::path& path, const std::string& name) {
  static const std::vector<float> v = {1, 2};
  ASSERT_TRUE(
      WriteSafetensors(path.string(), {{name, DType::kF32, {2}, std::as_bytes(std::span(v))}})
          .ok());
}

void WriteIndex(const fs::path& dir, const std::string& weight_map) {
  std::ofstream(dir / kIndexFileName)
      << R"({"metadata":{"total_size":16},"weight_map":)" << weight_map << "}";
}

TEST(WeightFiles, SingleFileAndShards) {
  TempDir single, sharded;
  WriteOne(single.path() / kSingleFileName, "x");
  auto w = WeightFiles::Open(single.path().string());
  ASSERT_TRUE(w.ok()) << w.status().ToString();
  EXPECT_EQ(w->Names(), (std::vector<std::string>{"x"}));
  EXPECT_EQ(w->Find("y").file, nullptr);

  WriteOne(sharded.path() / "model-00001-of-00002.safetensors", "a");
  WriteOne(sharded.path() / "model-00002-of-00002.safetensors", "b");
  WriteIndex(sharded.path(),
             R"({"a":"model-00001-of-00002.safetensors","b":"model-00002-of-00002.safetensors"})");
  auto s = WeightFiles::Open(sharded.path().string());
  ASSERT_TRUE(s.ok()) << s.status().ToString();
  EXPECT_EQ(s->num_files(), 2u);
  EXPECT_EQ(s->Names(), (std::vector<std::string>{"a", "b"}));
  EXPECT_NE(s->Find("b").info, nullptr);
}

TEST(WeightFiles, RejectsInconsistentIndexes) {
  TempDir dir;
  EXPECT_EQ(WeightFiles::Open(dir.path().string()).status().code(), ErrorCode::kNotFound);
  WriteOne(dir.path() / "s1.safetensors", "a");
  WriteOne(dir.path() / "s2.safetensors", "a");
  WriteIndex(dir.path(), R"({"a":"s1.safetensors","b":"s1.safetensors"})");
  EXPECT_NE(WeightFiles::Open(dir.path().string()).status().message().find("b is not in"),
            std::string::npos);
  WriteIndex(dir.path(), R"({"a":"s1.safetensors","c":"s2.safetensors"})");
  EXPECT_NE(WeightFiles::Open(dir.path().string()).status().message().find("two files"),
            std::string::npos);
  WriteIndex(dir.path(), R"({"a":"../s1.safetensors"})");
  EXPECT_NE(WeightFiles::Open(dir.path().string()).status().message().find("plain file name"),
            std::string::npos);
  WriteIndex(dir.path(), R"({"a":"missing.safetensors"})");
  EXPECT_EQ(WeightFiles::Open(dir.path().string()).status().code(), ErrorCode::kNotFound);
  std::ofstream(dir.path() / kIndexFileName) << "{\"weight_map\": 3}";
  EXPECT_EQ(WeightFiles::Open(dir.path().string()).status().code(), ErrorCode::kInvalidArgument);
}

}  // namespace
}  // namespace warpgym::checkpoint
