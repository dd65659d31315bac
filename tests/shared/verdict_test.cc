// shared/verdict.h against the schema in shared/contract.json: the struct has exactly the
// schema's fields (a field added on one side only fails here), a complete verdict
// survives a round trip, and anything that is not a verdict is refused with the field named.
#include "shared/verdict.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "shared/contract.h"

namespace warpgym {
namespace {

using json = nlohmann::json;

template <typename Fields>
json RecordWith(const Fields& fields) {
  json r = json::object();
  for (std::string_view f : fields) r[std::string(f)] = nullptr;
  return r;
}

// A verdict with every field of the schema set to a value of its type.
json FullVerdict() {
  return {{"command", "evaluate"},
          {"infra_error", false},
          {"compiled", true},
          {"correct", true},
          {"reward", 3},
          {"reward_mode", "milestone"},
          {"eager_ms", 2.0},
          {"compile_ms", 1.5},
          {"candidate_ms", 1.0},
          {"speedup_vs_eager", 2.0},
          {"speedup_vs_compile", 1.5},
          {"noise_pct", 0.4},
          {"flags", json::array()},
          {"stage_seconds", {{"compile_check", 0.1}}},
          {"harness_seconds", 1.25},
          {"compile", RecordWith(kCompileResultFields)},
          {"verify", RecordWith(kVerifyResultFields)},
          {"profile", RecordWith(kProfileResultFields)},
          {"provenance", RecordWith(kProvenanceFields)},
          {"error", nullptr},
          {"notes", {"a note"}},
          {"text", "EVALUATE: ..."}};
}

TEST(Verdict, TheStructHasExactlyTheSchemasFields) {
  const json j = ToJson(Verdict{});
  EXPECT_EQ(j.size(), kVerdictFields.size());
  for (std::string_view field : kVerdictFields) EXPECT_TRUE(j.contains(field)) << field;
  EXPECT_EQ(FullVerdict().size(), kVerdictFields.size())
      << "the test's sample must follow the schema too";
}

TEST(Verdict, ACompleteVerdictSurvivesARoundTrip) {
  const json full = FullVerdict();
  StatusOr<Verdict> v = ParseVerdict(full);
  ASSERT_TRUE(v.ok()) << v.status().ToString();
  EXPECT_EQ(v->reward, 3.0);
  EXPECT_EQ(v->correct, true);
  EXPECT_EQ(v->stage_seconds.at("compile_check"), 0.1);
  EXPECT_EQ(ToJson(*v), full);
}

TEST(Verdict, EveryMissingExtraOrIllTypedFieldIsRefusedByName) {
  for (std::string_view field : kVerdictFields) {
    json j = FullVerdict();
    j.erase(std::string(field));
    StatusOr<Verdict> v = ParseVerdict(j);
    ASSERT_FALSE(v.ok()) << field;
    EXPECT_NE(v.status().message().find(field), std::string::npos) << v.status().message();
  }
  json extra = FullVerdict();
  extra["brand_new"] = 1;
  EXPECT_NE(ParseVerdict(extra).status().message().find("brand_new"), std::string::npos);
  for (const char* field : {"command", "infra_error", "compiled", "flags", "stage_seconds",
                            "harness_seconds", "compile", "notes", "text"}) {
    json j = FullVerdict();
    j[field] = json::array({1});  // no field of the schema is a list of numbers
    EXPECT_FALSE(ParseVerdict(j).ok()) << field;
  }
  json wrong_flag = FullVerdict();
  wrong_flag["flags"] = {"ok", 2};
  EXPECT_FALSE(ParseVerdict(wrong_flag).ok());
  EXPECT_FALSE(ParseVerdict(json::array()).ok());
}

TEST(Verdict, DetailRecordsMustHaveTheirSchemasFields) {
  json missing = FullVerdict();
  missing["verify"].erase("trials");
  EXPECT_NE(ParseVerdict(missing).status().message().find("trials"), std::string::npos);
  json unknown = FullVerdict();
  unknown["profile"]["secret_speedup"] = 9.0;
  EXPECT_NE(ParseVerdict(unknown).status().message().find("secret_speedup"), std::string::npos);
  json null_records = FullVerdict();
  for (const char* r : {"compile", "verify", "profile", "provenance"}) null_records[r] = nullptr;
  EXPECT_TRUE(ParseVerdict(null_records).ok());
}

TEST(Verdict, AnInfraVerdictIsAVerdictThatSaysTheEnvironmentFailed) {
  const Verdict v = InfraVerdict("verify", "milestone", "harness timed out");
  EXPECT_TRUE(v.infra_error);
  EXPECT_FALSE(v.reward.has_value());
  EXPECT_NE(v.text.find("not your fault"), std::string::npos);
  StatusOr<Verdict> again = ParseVerdict(ToJson(v));
  ASSERT_TRUE(again.ok()) << again.status().ToString();
  EXPECT_EQ(again->error, "harness timed out");
}

}  // namespace
}  // namespace warpgym
