#include "trainer/sampler/continuous_batcher.h"

#include <ATen/CPUGeneratorImpl.h>
#include <c10/core/DeviceGuard.h>
#include <c10/core/InferenceMode.h>

#include <algorithm>
#include <chrono>
#include <future>
#include <limits>
#include <unordered_map>

#include "trainer/model/cudnn_attention_off.h"

namespace warpgym::sampler {
namespace {

using Clock = std::chrono::steady_clock;

double Seconds(Clock::time_point since) {
  return std::chrono::duration<double>(Clock::now() - since).count();
}

int64_t CeilDiv(int64_t a, int64_t b) {
  return (a + b - 1) / b;
}

constexpr size_t kMaxDecoders = 8;

int64_t PoolPages(const model::Transformer& model, const BatcherOptions& o) {
  if (o.kv_pages > 0) return o.kv_pages;
  const int64_t page = model::KvPagePool::PageBytes(
      model.config(), model.options().dtype().toScalarType(), o.page_size);
  return std::max<int64_t>(1, o.kv_bytes / page);
}

}  // namespace

struct ContinuousBatcher::Sequence {
  std::vector<int64_t> tokens;  // the whole conversation so far
  std::vector<int64_t> pages;   // holding tokens [0, cached) (and a running turn's reserve)
  int64_t cached = 0;
  bool busy = false;     // a turn is waiting or running
  bool running = false;  // a turn is admitted: its pages are in use
  uint64_t last_used = 0;
};

struct ContinuousBatcher::Turn {
  Sequence* seq = nullptr;
  size_t rollback = 0;  // the sequence's length before this turn (restored when it fails)
  int64_t max_new_tokens = 0;
  at::Generator generator;
  Completion out;
  bool finished = false;  // no more tokens to draw
  bool answered = false;  // `done` is set
  std::promise<StatusOr<Completion>> done;
};

ContinuousBatcher::ContinuousBatcher(const model::Transformer& model, BatcherOptions options)
    : model_(model),
      options_(std::move(options)),
      pool_(model.config(), model.options(), PoolPages(model, options_),
            std::max<int64_t>(1, options_.page_size)) {
  sampling_.temperature = options_.temperature;
  sampling_.top_p = options_.top_p;
  sampling_.top_k = options_.top_k;
  sampling_.stop_token_ids = options_.stop_token_ids;
  TORCH_CHECK(pool_.num_pages() >= 2, "a continuous batcher needs at least 2 KV pages");
  TORCH_CHECK(options_.max_batch >= 1, "a continuous batcher needs max_batch >= 1");
  scratch_page_ = pool_.Allocate(1)->front();
  const bool on_cuda = model.options().device().is_cuda();
  graphed_ = on_cuda && options_.cuda_graphs && CudaGraph::Built() && model.DecodeStepCapturable();
  static_ = graphed_ || options_.static_decode;
  stats_.static_decode = static_;
  stats_.pool_pages = pool_.num_pages() - 1;
  worker_ = std::thread([this] { Work(); });
}

ContinuousBatcher::~ContinuousBatcher() {
  {
    std::lock_guard lock(mu_);
    stop_ = true;
  }
  wake_.notify_all();
  worker_.join();
}

int64_t ContinuousBatcher::Open() {
  std::lock_guard lock(mu_);
  const int64_t id = next_id_++;
  sequences_[id] = std::make_unique<Sequence>();
  return id;
}

StatusOr<Completion> ContinuousBatcher::Generate(int64_t sequence,
                                                 const std::vector<int64_t>& append,
                                                 int64_t max_new_tokens, uint64_t seed) {
  if (max_new_tokens < 1) return Status::InvalidArgument("max_new_tokens must be at least 1");
  for (int64_t t : append)
    if (t < 0 || t >= model_.config().vocab_size)
      return Status::InvalidArgument("token " + std::to_string(t) + " outside the vocabulary");
  auto turn = std::make_shared<Turn>();
  std::future<StatusOr<Completion>> answer = turn->done.get_future();
  {
    std::lock_guard lock(mu_);
    auto it = sequences_.find(sequence);
    if (it == sequences_.end())
      return Status::InvalidArgument("unknown sequence " + std::to_string(sequence));
    Sequence& s = *it->second;
    if (s.busy)
      return Status::InvalidArgument("sequence " + std::to_string(sequence) +
                                     " already has a turn in flight");
    if (s.tokens.empty() && append.empty())
      return Status::InvalidArgument("a sequence's first turn needs a prompt");
    if (stop_) return Status::Unavailable("the batcher is shutting down");
    s.busy = true;
    turn->seq = &s;
    turn->rollback = s.tokens.size();
    s.tokens.insert(s.tokens.end(), append.begin(), append.end());
    turn->max_new_tokens = max_new_tokens;
    turn->generator = at::make_generator<at::CPUGeneratorImpl>(seed);
    waiting_.push_back(turn);
  }
  wake_.notify_all();
  return answer.get();
}

Status ContinuousBatcher::Close(int64_t sequence) {
  std::lock_guard lock(mu_);
  auto it = sequences_.find(sequence);
  if (it == sequences_.end()) return Status::Ok();  // closing twice is harmless
  if (it->second->busy)
    return Status::InvalidArgument("sequence " + std::to_string(sequence) +
                                   " has a turn in flight");
  pool_.Release(it->second->pages);
  sequences_.erase(it);
  return Status::Ok();
}

BatcherStats ContinuousBatcher::stats() const {
  std::lock_guard lock(mu_);
  BatcherStats s = stats_;
  s.pages_in_use = pool_.num_pages() - 1 - pool_.free_pages();  // the scratch page aside
  return s;
}

bool ContinuousBatcher::AdmitLocked(Turn& turn) {
  Sequence& s = *turn.seq;
  const auto length = static_cast<int64_t>(s.tokens.size());
  // The last token a turn samples is never fed back: it needs length + max_new_tokens - 1 slots.
  const int64_t want = CeilDiv(length + turn.max_new_tokens - 1, pool_.page_size());
  if (want > stats_.pool_pages) {
    RetireLocked(turn, Status::ResourceExhausted(
                           "a turn of " + std::to_string(length + turn.max_new_tokens) +
                           " tokens does not fit in the KV pool (" +
                           std::to_string(stats_.pool_pages * pool_.page_size()) + " tokens)"));
    return true;  // answered
  }
  const int64_t need = want - static_cast<int64_t>(s.pages.size());
  if (need > pool_.free_pages()) {
    // Sequences not running (between turns, or with a turn still waiting) give their pages
    // back; none do unless that makes room. Order: first those between turns, the one whose
    // turn ended last first (its episode's environment step has just begun, so its next turn
    // is likely the furthest off: evicting the least recently used would drop exactly the
    // conversation that asks next whenever the pool is smaller than the working set); then
    // those whose turn waits, from the back of the queue (needed last).
    std::unordered_map<const Sequence*, size_t> queued;  // waiting sequence -> queue position
    for (size_t i = 0; i < waiting_.size(); ++i) queued.emplace(waiting_[i]->seq, i);
    struct Victim {
      Sequence* seq;
      bool waits;
      uint64_t order;  // larger: evicted earlier within its group
    };
    std::vector<Victim> victims;
    int64_t could = pool_.free_pages();
    for (auto& [id, other] : sequences_)
      if (other.get() != &s && !other->running && !other->pages.empty()) {
        const auto q = queued.find(other.get());
        const bool waits = q != queued.end();
        victims.push_back({other.get(), waits, waits ? q->second : other->last_used});
        could += static_cast<int64_t>(other->pages.size());
      }
    if (could < need) return false;
    std::sort(victims.begin(), victims.end(), [](const Victim& a, const Victim& b) {
      return a.waits != b.waits ? !a.waits : a.order > b.order;
    });
    for (const Victim& v : victims) {
      Sequence* victim = v.seq;
      if (need <= pool_.free_pages()) break;
      pool_.Release(victim->pages);
      victim->pages.clear();
      stats_.evicted_tokens += victim->cached;
      victim->cached = 0;
    }
  }
  if (need > 0) {
    std::vector<int64_t> more = *pool_.Allocate(need);
    s.pages.insert(s.pages.end(), more.begin(), more.end());
  }
  // At least the last token is computed again: its logits start the answer.
  s.cached = std::min(s.cached, length - 1);
  s.running = true;
  stats_.peak_pages = std::max(stats_.peak_pages, pool_.num_pages() - pool_.free_pages());
  return true;
}

void ContinuousBatcher::Prefill(Turn& turn) {
  Sequence& s = *turn.seq;
  const auto n = static_cast<int64_t>(s.tokens.size());
  const int64_t c = s.cached;
  const auto device = model_.options().device();
  model::KvCache cache = model_.NewCache(1, n);
  if (c > 0) pool_.Load(pool_.Slots(s.pages, 0, c), cache);
  cache.length = c;
  at::Tensor ids = at::tensor(std::vector<int64_t>(s.tokens.begin() + c, s.tokens.end()), at::kLong)
                       .view({1, n - c})
                       .to(device);
  at::Tensor positions =
      at::arange(c, n, at::TensorOptions(at::kLong).device(device)).view({1, n - c});
  const model::CudnnAttentionOff flash_or_efficient;           // each turn a length of its own
  at::Tensor hidden = model_.Forward(ids, positions, &cache);  // [1, n - c, C]
  pool_.Store(cache, c, pool_.Slots(s.pages, c, n - c));
  s.cached = n;
  Sample(turn, model_.Logits(hidden.narrow(1, n - c - 1, 1)).squeeze(1));  // [1, V]
  std::lock_guard lock(mu_);
  stats_.prefill_tokens += n - c;
  stats_.reused_tokens += c;
}

void ContinuousBatcher::DecodeStep(std::vector<Turn*>& rows) {
  const auto B = static_cast<int64_t>(rows.size());
  const int64_t page = pool_.page_size();
  int64_t M = 1;
  for (Turn* t : rows) M = std::max(M, CeilDiv(t->seq->cached + 1, page));
  std::vector<PagedRow> paged;
  for (Turn* t : rows) {
    const Sequence& s = *t->seq;
    paged.push_back({s.tokens.back(), s.cached, &s.pages});
  }
  at::Tensor logits;  // [B, V]
  if (static_) {
    const std::pair key{PagedDecoder::BatchFor(B, options_.max_batch), PagedDecoder::PagesFor(M)};
    bool captured = false;
    try {
      logits = Decoder(key).Step(paged, &captured);
    } catch (const c10::Error&) {
      if (!graphed_) throw;
      graphed_ = false;  // as the plain sampler does: eager steps from now on
      decoders_.clear();
      logits = Decoder(key).Step(paged);
    }
    if (captured) {
      std::lock_guard lock(mu_);
      ++stats_.graph_captures;
    }
  } else {  // the exact rows and pages, buffers made for this step (the CPU's path)
    logits = PagedDecoder(model_, &pool_, B, M, scratch_page_, false).Step(paged);
  }
  std::vector<double> u(B);
  for (int64_t b = 0; b < B; ++b) {
    u[b] = at::rand({1}, rows[b]->generator, at::kDouble).item<double>();
    ++rows[b]->seq->cached;
  }
  auto [tokens, logprobs] = SampleTokens(logits, sampling_, at::tensor(u, at::kDouble));
  at::Tensor t_cpu = tokens.to(at::kCPU), lp_cpu = logprobs.to(at::kCPU).to(at::kFloat);
  for (int64_t b = 0; b < B; ++b)
    Accept(*rows[b], t_cpu[b].item<int64_t>(), lp_cpu[b].item<float>());
}

// Each captured graph keeps its own memory: at most kMaxDecoders buckets, the least recently
// used one dropped for a new one.
PagedDecoder& ContinuousBatcher::Decoder(std::pair<int64_t, int64_t> key) {
  auto it = decoders_.find(key);
  if (it == decoders_.end()) {
    if (decoders_.size() >= kMaxDecoders) {
      auto oldest = std::min_element(
          decoders_.begin(), decoders_.end(),
          [](const auto& a, const auto& b) { return a.second.last_used < b.second.last_used; });
      decoders_.erase(oldest);
    }
    it = decoders_
             .emplace(key,
                      Bucket{std::make_unique<PagedDecoder>(model_, &pool_, key.first, key.second,
                                                            scratch_page_, graphed_),
                             0})
             .first;
  }
  it->second.last_used = ++bucket_clock_;
  return *it->second.decoder;
}

void ContinuousBatcher::Sample(Turn& turn, const at::Tensor& logits) {
  at::Tensor u = at::rand({1}, turn.generator, at::kDouble);
  auto [token, logprob] = SampleTokens(logits, sampling_, u);
  Accept(turn, token.to(at::kCPU).item<int64_t>(), logprob.to(at::kCPU).item<float>());
}

void ContinuousBatcher::Accept(Turn& turn, int64_t token, float logprob) {
  turn.out.tokens.push_back(token);
  turn.out.logprobs.push_back(logprob);
  turn.seq->tokens.push_back(token);
  const auto& stop = sampling_.stop_token_ids;
  if (std::find(stop.begin(), stop.end(), token) != stop.end()) {
    turn.out.finish = FinishReason::kStop;
    turn.finished = true;
  } else if (static_cast<int64_t>(turn.out.tokens.size()) >= turn.max_new_tokens) {
    turn.out.finish = FinishReason::kLength;
    turn.finished = true;
  }
}

void ContinuousBatcher::RetireLocked(Turn& turn, Status failure) {
  Sequence& s = *turn.seq;
  if (!failure.ok()) {  // the sequence as it was before the turn
    s.tokens.resize(turn.rollback);
    s.cached = std::min<int64_t>(s.cached, static_cast<int64_t>(turn.rollback));
  }
  // Keep the pages of the tokens held; the rest of the turn's reserve goes back.
  const auto keep = static_cast<size_t>(CeilDiv(s.cached, pool_.page_size()));
  if (s.pages.size() > keep) {
    pool_.Release(
        std::vector<int64_t>(s.pages.begin() + static_cast<std::ptrdiff_t>(keep), s.pages.end()));
    s.pages.resize(keep);
  }
  s.busy = s.running = false;
  s.last_used = ++clock_;
  turn.finished = turn.answered = true;
  if (failure.ok()) {
    ++stats_.turns;
    stats_.generated_tokens += static_cast<int64_t>(turn.out.tokens.size());
    turn.done.set_value(std::move(turn.out));
  } else {
    turn.done.set_value(std::move(failure));
  }
}

void ContinuousBatcher::Work() {
  c10::InferenceMode inference;
  // This thread's current device is the model's (a rank's GPU other than 0): the graphs' side
  // streams and the step's allocations follow it.
  const c10::DeviceGuard on_device(model_.options().device());
  std::unique_lock lock(mu_);
  while (true) {
    wake_.wait(lock, [&] { return stop_ || !waiting_.empty() || !active_.empty(); });
    if (stop_) break;
    // Admit waiting turns, first come first served, while rows and pages allow.
    std::vector<std::shared_ptr<Turn>> admitted;
    while (!waiting_.empty() &&
           static_cast<int64_t>(active_.size() + admitted.size()) < options_.max_batch) {
      std::shared_ptr<Turn> t = waiting_.front();
      if (!AdmitLocked(*t)) {
        if (!active_.empty() || !admitted.empty()) break;  // wait for a row to end
        RetireLocked(*t, Status::ResourceExhausted("the KV pool is held by turns in flight"));
      }
      waiting_.pop_front();
      if (!t->finished) admitted.push_back(std::move(t));
    }
    lock.unlock();
    const auto prefill_start = Clock::now();
    std::vector<std::pair<Turn*, Status>> failed;
    for (auto& t : admitted) {
      try {
        Prefill(*t);
      } catch (const std::exception& e) {
        failed.emplace_back(t.get(), Status::Internal(std::string("prefill failed: ") + e.what()));
      }
    }
    const double prefill_s = Seconds(prefill_start);
    for (auto& t : admitted) active_.push_back(std::move(t));
    std::vector<Turn*> rows;
    for (auto& t : active_)
      if (!t->finished && std::none_of(failed.begin(), failed.end(),
                                       [&](const auto& f) { return f.first == t.get(); }))
        rows.push_back(t.get());
    const auto decode_start = Clock::now();
    if (!rows.empty()) {
      try {
        DecodeStep(rows);
      } catch (const std::exception& e) {
        for (Turn* r : rows)
          failed.emplace_back(r, Status::Internal(std::string("decode step failed: ") + e.what()));
      }
    }
    const double decode_s = Seconds(decode_start);
    lock.lock();
    stats_.prefill_seconds += prefill_s;
    stats_.decode_seconds += decode_s;
    if (!rows.empty()) {
      ++stats_.steps;
      stats_.row_steps += static_cast<int64_t>(rows.size());
      stats_.peak_batch = std::max(stats_.peak_batch, static_cast<int64_t>(rows.size()));
    }
    for (auto& [t, why] : failed) RetireLocked(*t, why);
    std::erase_if(active_, [&](const std::shared_ptr<Turn>& t) {
      if (!t->finished) return false;
      if (!t->answered) RetireLocked(*t, Status::Ok());
      return true;
    });
  }
  for (auto& t : waiting_) RetireLocked(*t, Status::Unavailable("the batcher stopped"));
  for (auto& t : active_)
    if (!t->answered) RetireLocked(*t, Status::Unavailable("the batcher stopped"));
  waiting_.clear();
  active_.clear();
}

}  // namespace warpgym::sampler
