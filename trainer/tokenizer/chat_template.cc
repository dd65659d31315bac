#include "trainer/tokenizer/chat_template.h"

namespace warpgym::tokenizer {
namespace {

using ojson = nlohmann::ordered_json;

constexpr std::string_view kToolsIntro =
    "\n\n# Tools\n\nYou may call one or more functions to assist with the user query.\n\n"
    "You are provided with function signatures within <tools></tools> XML tags:\n<tools>";
constexpr std::string_view kToolsOutro =
    "\n</tools>\n\nFor each function call, return a json object with function name and arguments "
    "within <tool_call></tool_call> XML tags:\n<tool_call>\n{\"name\": <function-name>, "
    "\"arguments\": <args-json-object>}\n</tool_call>";

void Dump(const ojson& j, std::string* out) {
  if (j.is_object()) {
    out->push_back('{');
    bool first = true;
    for (const auto& [k, v] : j.items()) {
      if (!first) out->append(", ");
      first = false;
      Dump(ojson(k), out);
      out->append(": ");
      Dump(v, out);
    }
    out->push_back('}');
  } else if (j.is_array()) {
    out->push_back('[');
    for (size_t i = 0; i < j.size(); ++i) {
      if (i) out->append(", ");
      Dump(j[i], out);
    }
    out->push_back(']');
  } else {
    out->append(j.dump(-1, ' ', false, ojson::error_handler_t::replace));
  }
}

std::string Turn(std::string_view role, std::string_view content) {
  std::string s = "<|im_start|>";
  s.append(role).append("\n").append(content).append("<|im_end|>\n");
  return s;
}

std::string ToolResponses(const std::vector<std::string>& responses) {
  std::string s = "<|im_start|>user";
  for (const auto& r : responses)
    s.append("\n<tool_response>\n").append(r).append("\n</tool_response>");
  return s + "<|im_end|>\n";
}

}  // namespace

std::string PyJsonDumps(const ojson& j) {
  std::string out;
  Dump(j, &out);
  return out;
}

std::string RenderToolCall(const ToolCall& call) {
  return "<tool_call>\n{\"name\": \"" + call.name +
         "\", \"arguments\": " + PyJsonDumps(call.arguments) + "}\n</tool_call>";
}

std::string RenderChat(const std::vector<ChatMessage>& messages, const ChatOptions& options) {
  std::string out;
  const bool first_is_system = !messages.empty() && messages[0].role == "system";
  const std::string& system = first_is_system ? messages[0].content : options.default_system;
  if (!options.tools.empty()) {
    out += "<|im_start|>system\n" + system + std::string(kToolsIntro);
    for (const auto& t : options.tools) out += "\n" + PyJsonDumps(t);
    out += std::string(kToolsOutro) + "<|im_end|>\n";
  } else if (first_is_system || !system.empty()) {
    out += Turn("system", system);
  }
  for (size_t i = first_is_system ? 1 : 0; i < messages.size(); ++i) {
    const ChatMessage& m = messages[i];
    if (m.role == "assistant" && !m.tool_calls.empty()) {
      out += "<|im_start|>assistant";
      if (!m.content.empty()) out += "\n" + m.content;
      for (const auto& c : m.tool_calls) out += "\n" + RenderToolCall(c);
      out += "<|im_end|>\n";
    } else if (m.role == "tool") {
      std::vector<std::string> run{m.content};
      while (i + 1 < messages.size() && messages[i + 1].role == "tool")
        run.push_back(messages[++i].content);
      out += ToolResponses(run);
    } else {
      out += Turn(m.role, m.content);
    }
  }
  if (options.add_generation_prompt) out += "<|im_start|>assistant\n";
  return out;
}

StatusOr<std::vector<ToolCall>> ParseToolCalls(std::string_view text) {
  constexpr std::string_view kOpen = "<tool_call>";
  constexpr std::string_view kClose = "</tool_call>";
  std::vector<ToolCall> calls;
  size_t pos = 0;
  while ((pos = text.find(kOpen, pos)) != std::string_view::npos) {
    const size_t body = pos + kOpen.size();
    const size_t end = text.find(kClose, body);
    const std::string where = "tool call " + std::to_string(calls.size() + 1);
    if (end == std::string_view::npos) return Status::InvalidArgument(where + ": no </tool_call>");
    ojson j = ojson::parse(text.substr(body, end - body), nullptr, /*allow_exceptions=*/false);
    if (j.is_discarded() || !j.is_object())
      return Status::InvalidArgument(where + ": not a JSON object");
    if (!j.contains("name") || !j["name"].is_string())
      return Status::InvalidArgument(where + ": \"name\" must be a string");
    ToolCall call;
    call.name = j["name"].get<std::string>();
    if (j.contains("arguments")) {
      ojson args = j["arguments"];
      if (args.is_string()) args = ojson::parse(args.get<std::string>(), nullptr, false);
      if (!args.is_object())
        return Status::InvalidArgument(where + ": \"arguments\" must be an object");
      call.arguments = std::move(args);
    }
    calls.push_back(std::move(call));
    pos = end + kClose.size();
  }
  return calls;
}

ojson ToAction(const ToolCall& call) {
  ojson a = ojson::object();
  a["tool"] = call.name;
  a["args"] = call.arguments;
  return a;
}

// --- ChatTokens ---------------------------------------------------------------------------------

StatusOr<ChatTokens> ChatTokens::Start(const Tokenizer* tokenizer,
                                       const std::vector<ChatMessage>& prompt,
                                       const ChatOptions& options) {
  auto start = tokenizer->TokenToId("<|im_start|>");
  auto end = tokenizer->TokenToId("<|im_end|>");
  if (!start || !end)
    return Status::FailedPrecondition("tokenizer has no <|im_start|> / <|im_end|> tokens");
  ChatTokens c(tokenizer, *start, *end);
  if (Status s = c.AppendText(RenderChat(prompt, options)); !s.ok()) return s;
  c.in_generated_turn_ = options.add_generation_prompt;
  return c;
}

Status ChatTokens::AppendText(std::string_view text) {
  auto ids = tok_->Encode(text, /*add_special_tokens=*/false);
  if (!ids.ok()) return ids.status();
  ids_.insert(ids_.end(), ids->begin(), ids->end());
  mask_.insert(mask_.end(), ids->size(), 0);
  return Status::Ok();
}

void ChatTokens::AppendGenerated(std::span<const TokenId> ids) {
  ids_.insert(ids_.end(), ids.begin(), ids.end());
  mask_.insert(mask_.end(), ids.size(), 1);
  in_generated_turn_ = true;
}

// The sampled turn ends with <|im_end|> when the policy stopped by itself; after a length cut-off
// the environment closes it. The "\n" that follows <|im_end|> in the template is environment text.
void ChatTokens::CloseAssistantTurn() {
  if (!in_generated_turn_) return;
  if (ids_.empty() || ids_.back() != im_end_) {
    ids_.push_back(im_end_);
    mask_.push_back(0);
  }
  in_generated_turn_ = false;
}

Status ChatTokens::AppendToolResponses(const std::vector<std::string>& responses,
                                       bool add_generation_prompt) {
  const bool closed_turn = in_generated_turn_;
  CloseAssistantTurn();
  std::string text = closed_turn ? "\n" : "";
  text += ToolResponses(responses);
  if (add_generation_prompt) text += "<|im_start|>assistant\n";
  if (Status s = AppendText(text); !s.ok()) return s;
  in_generated_turn_ = add_generation_prompt;
  return Status::Ok();
}

Status ChatTokens::AppendMessage(const ChatMessage& message, bool add_generation_prompt) {
  const bool closed_turn = in_generated_turn_;
  CloseAssistantTurn();
  ChatOptions opt;
  opt.add_generation_prompt = add_generation_prompt;
  std::string text = closed_turn ? "\n" : "";
  text += RenderChat({message}, opt);
  if (Status s = AppendText(text); !s.ok()) return s;
  in_generated_turn_ = add_generation_prompt;
  return Status::Ok();
}

}  // namespace warpgym::tokenizer
