// trainer/train/config.h's keys for scale (device, the toy policy's vocab_size and rope_theta,
// stage4.from_init), trainer/configs/h200_ppo.yaml, and the toy policy created at a padded
// vocabulary.
#include "trainer/train/config.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <utility>

#include "trainer/tokenizer/chat_template.h"
#include "trainer/train/toy_policy.h"

namespace warpgym::train {
namespace {

TEST(TrainConfigTest, DeviceDefaultsToCpuAndTakesCuda) {
  auto plain = ParseTrainConfig("seed: 1\n", "t");
  ASSERT_TRUE(plain.ok()) << plain.status().ToString();
  EXPECT_EQ(plain->device, "cpu");
  EXPECT_FALSE(plain->stage4.from_init);
  for (const char* d : {"cuda", "cuda:1"}) {
    auto c = ParseTrainConfig(std::string("device: ") + d + "\n", "t");
    ASSERT_TRUE(c.ok()) << c.status().ToString();
    EXPECT_EQ(c->device, d);
    EXPECT_EQ(c->ToJson()["device"], d);
  }
  auto bad = ParseTrainConfig("device: tpu\n", "t");
  ASSERT_FALSE(bad.ok());
  EXPECT_NE(bad.status().message().find("device"), std::string::npos);
}

TEST(TrainConfigTest, DtypeDefaultsToFloat32AndTakesBfloat16AndReuseKvDefaultsOn) {
  auto plain = ParseTrainConfig("seed: 1\n", "t");
  ASSERT_TRUE(plain.ok()) << plain.status().ToString();
  EXPECT_EQ(plain->dtype, "float32");
  EXPECT_TRUE(plain->rollout.reuse_kv);
  auto bf16 = ParseTrainConfig("dtype: bfloat16\nrollout: {reuse_kv: false}\n", "t");
  ASSERT_TRUE(bf16.ok()) << bf16.status().ToString();
  EXPECT_EQ(bf16->dtype, "bfloat16");
  EXPECT_EQ(bf16->ToJson()["dtype"], "bfloat16");
  EXPECT_FALSE(bf16->rollout.reuse_kv);
  auto bad = ParseTrainConfig("dtype: float16\n", "t");
  ASSERT_FALSE(bad.ok());
  EXPECT_NE(bad.status().message().find("dtype must be float32 or bfloat16"), std::string::npos);
}

TEST(TrainConfigTest, ZeroStageDefaultsToWholeStateAndTakesTwoOrThreeWithCheckpointing) {
  auto plain = ParseTrainConfig("seed: 1\n", "t");
  ASSERT_TRUE(plain.ok()) << plain.status().ToString();
  EXPECT_EQ(plain->ppo.zero_stage, 0);
  auto sharded = ParseTrainConfig("ppo: {zero_stage: 2}\n", "t");
  ASSERT_TRUE(sharded.ok()) << sharded.status().ToString();
  EXPECT_EQ(sharded->ToJson()["ppo"]["zero_stage"], 2);
  auto layers = ParseTrainConfig("ppo: {zero_stage: 3, gradient_checkpointing: true}\n", "t");
  ASSERT_TRUE(layers.ok()) << layers.status().ToString();
  EXPECT_EQ(layers->ToJson()["ppo"]["zero_stage"], 3);
  for (const char* bad : {"ppo: {zero_stage: 4}\n", "ppo: {zero_stage: 1}\n"}) {
    auto r = ParseTrainConfig(bad, "t");
    ASSERT_FALSE(r.ok()) << bad;
    EXPECT_NE(r.status().message().find("ppo.zero_stage must be 0"), std::string::npos);
  }
  auto unchecked = ParseTrainConfig("ppo: {zero_stage: 3, gradient_checkpointing: false}\n", "t");
  ASSERT_FALSE(unchecked.ok());
  EXPECT_NE(unchecked.status().message().find("needs ppo.gradient_checkpointing"),
            std::string::npos);
}

TEST(TrainConfigTest, Stage2TemperatureAndEntropyCoefDefaultOffAndRejectNegatives) {
  auto plain = ParseTrainConfig("seed: 1\n", "t");
  ASSERT_TRUE(plain.ok()) << plain.status().ToString();
  EXPECT_EQ(plain->stage2.temperature, 0);  // rollout.temperature
  EXPECT_EQ(plain->ppo.entropy_coef, 0);
  auto set = ParseTrainConfig("stage2: {temperature: 2.5}\nppo: {entropy_coef: 0.01}\n", "t");
  ASSERT_TRUE(set.ok()) << set.status().ToString();
  EXPECT_DOUBLE_EQ(set->stage2.temperature, 2.5);
  EXPECT_DOUBLE_EQ(set->ToJson()["ppo"]["entropy_coef"].get<double>(), 0.01);
  const std::pair<const char*, const char*> bad[] = {
      {"stage2: {temperature: -1}\n", "stage2.temperature"},
      {"ppo: {entropy_coef: -0.1}\n", "ppo.entropy_coef"}};
  for (const auto& [yaml, key] : bad) {
    auto c = ParseTrainConfig(yaml, "t");
    ASSERT_FALSE(c.ok()) << yaml;
    EXPECT_NE(c.status().message().find(key), std::string::npos) << c.status().message();
  }
}

TEST(TrainConfigTest, H200ConfigHasQwen05bShape) {
  auto c = LoadTrainConfig(std::string(WARPGYM_SOURCE_DIR) + "/trainer/configs/h200_ppo.yaml");
  ASSERT_TRUE(c.ok()) << c.status().ToString();
  EXPECT_EQ(c->device, "cuda");
  const ToyPolicySpec& t = c->policy.toy;
  EXPECT_EQ(t.hidden_size, 896);
  EXPECT_EQ(t.num_layers, 24);
  EXPECT_EQ(t.num_heads, 14);
  EXPECT_EQ(t.num_kv_heads, 2);
  EXPECT_EQ(t.intermediate_size, 4864);
  EXPECT_EQ(t.vocab_size, 151936);
  EXPECT_DOUBLE_EQ(t.rope_theta, 1e6);
  EXPECT_TRUE(t.byte_vocab);
  EXPECT_TRUE(c->rollout.tools_in_prompt);
  EXPECT_EQ(c->stage4.steps, 1);
  EXPECT_TRUE(c->stage4.from_init);
}

TEST(TrainConfigTest, H200MultiTurnConfigHasQwen15bShapeAnd32kContexts) {
  auto c = LoadTrainConfig(std::string(WARPGYM_SOURCE_DIR) + "/trainer/configs/h200_ppo_1.5b.yaml");
  ASSERT_TRUE(c.ok()) << c.status().ToString();
  const ToyPolicySpec& t = c->policy.toy;
  EXPECT_EQ(t.hidden_size, 1536);
  EXPECT_EQ(t.num_layers, 28);
  EXPECT_EQ(t.num_heads, 12);
  EXPECT_EQ(t.num_kv_heads, 2);
  EXPECT_EQ(t.intermediate_size, 8960);
  EXPECT_EQ(c->rollout.max_context_tokens, 32768);
  EXPECT_TRUE(c->rollout.continuous);
  EXPECT_TRUE(c->bfloat16());
  EXPECT_EQ(c->stage4.episodes, 64);
  EXPECT_EQ(c->stage4.max_turns, 8);
}

TEST(TrainConfigTest, ScaleOutConfigHasQwen7bShapeShardedWithZero3) {
  auto c = LoadTrainConfig(std::string(WARPGYM_SOURCE_DIR) + "/trainer/configs/h200x8_ppo_7b.yaml");
  ASSERT_TRUE(c.ok()) << c.status().ToString();
  const ToyPolicySpec& t = c->policy.toy;
  EXPECT_EQ(t.hidden_size, 3584);
  EXPECT_EQ(t.num_layers, 28);
  EXPECT_EQ(t.num_heads, 28);
  EXPECT_EQ(t.num_kv_heads, 4);
  EXPECT_EQ(t.intermediate_size, 18944);
  EXPECT_EQ(t.vocab_size, 152064);
  EXPECT_EQ(c->ppo.zero_stage, 3);
  EXPECT_TRUE(c->ppo.gradient_checkpointing);
  EXPECT_TRUE(c->bfloat16());
  EXPECT_GE(c->stage4.episodes, 8);  // at least one episode per rank on 8 GPUs
}

TEST(ToyPolicyTest, PadsTheVocabularyAndSetsRopeTheta) {
  const std::string dir =
      (std::filesystem::temp_directory_path() / "warpgym_toy_vocab_test").string();
  std::filesystem::remove_all(dir);
  ToyPolicySpec spec;
  spec.hidden_size = 16;
  spec.num_layers = 1;
  spec.intermediate_size = 32;
  spec.vocab_size = 1000;
  spec.rope_theta = 1e6;
  ASSERT_TRUE(CreateToyPolicy(spec, dir, 0).ok());
  std::ifstream in(dir + "/config.json");
  const nlohmann::json j = nlohmann::json::parse(in);
  EXPECT_EQ(j["vocab_size"], 1000);
  EXPECT_DOUBLE_EQ(j["rope_theta"].get<double>(), 1e6);
  EXPECT_EQ(j["tie_word_embeddings"], true);

  spec.vocab_size = 100;  // fewer rows than the 256 bytes + 3 special tokens
  const Status s = CreateToyPolicy(spec, dir + "_small", 0);
  EXPECT_EQ(s.code(), ErrorCode::kInvalidArgument);
  std::filesystem::remove_all(dir);
}

TEST(ToyPolicyTest, CommandsAreOneBashActionTokenEach) {
  auto c = ParseTrainConfig(
      "policy: {toy: {byte_vocab: false, texts: [\"HINT_A\\n\"], tools: [submit],\n"
      "  commands: [\"grep -q sigmoid model.py && echo HINT_B || echo HINT_A\"]}}\n",
      "t");
  ASSERT_TRUE(c.ok()) << c.status().ToString();
  ASSERT_EQ(c->policy.toy.commands.size(), 1u);
  EXPECT_EQ(c->ToJson()["policy"]["toy"]["commands"][0], c->policy.toy.commands[0]);
  auto doc = ToyTokenizerJson(c->policy.toy);
  ASSERT_TRUE(doc.ok()) << doc.status().ToString();
  const auto added = nlohmann::json::parse(doc.value())["added_tokens"];
  const std::string call = tokenizer::RenderToolCall(
      {"bash", nlohmann::ordered_json{{"command", c->policy.toy.commands[0]}}});
  // <unk>, three specials, the text, submit, then the command: the last id.
  ASSERT_EQ(added.size(), 6u);
  EXPECT_EQ(added.back()["content"], call);
  EXPECT_EQ(added.back()["id"], 6);
  EXPECT_FALSE(added.back()["special"].get<bool>());
}

TEST(ToyPolicyTest, SolutionCheckRunsAfterEachSolutionActionsWrites) {
  const std::filesystem::path dir =
      std::filesystem::temp_directory_path() / "warpgym_toy_solution_check_test";
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir / "kernels");
  std::ofstream(dir / "kernels" / "k.cpp") << "int k;\n";
  ToyPolicySpec spec;
  spec.byte_vocab = false;
  spec.solution_dirs = {dir.string()};
  spec.solution_check = "grep -q k kernels/k.cpp || echo WRONG_TASK";
  auto doc = ToyTokenizerJson(spec);
  auto writes = SolutionCommand(dir.string());
  ASSERT_TRUE(doc.ok() && writes.ok());
  const std::string call = tokenizer::RenderToolCall(
      {"bash", nlohmann::ordered_json{{"command", writes.value() + spec.solution_check + "\n"}}});
  EXPECT_EQ(nlohmann::json::parse(doc.value())["added_tokens"].back()["content"], call);
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace warpgym::train
