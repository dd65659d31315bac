#include "trainer/rollout/action_parser.h"

#include "trainer/tokenizer/chat_template.h"

namespace warpgym::rollout {
namespace {

constexpr std::string_view kFormat =
    "answer with exactly one <tool_call>\n{\"name\": NAME, \"arguments\": {...}}\n</tool_call>";

ParsedAction Invalid(std::string message) {
  ParsedAction a;
  a.error = "Error (bad_action): " + std::move(message);
  return a;
}

}  // namespace

ParsedAction ParseAction(std::string_view assistant_text) {
  auto calls = tokenizer::ParseToolCalls(assistant_text);
  if (!calls.ok()) return Invalid(calls.status().message() + "; " + std::string(kFormat));
  if (calls->empty()) return Invalid("no tool call; " + std::string(kFormat));
  if (calls->size() > 1)
    return Invalid(std::to_string(calls->size()) + " tool calls in one turn; " +
                   std::string(kFormat));
  ParsedAction a;
  a.valid = true;
  a.name = calls->front().name;
  // ordered_json -> json: the wire codec takes plain json (key order does not matter there).
  a.args = nlohmann::json::parse(calls->front().arguments.dump());
  return a;
}

}  // namespace warpgym::rollout
