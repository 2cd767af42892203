// Fixed-capacity FIFO for the per-cycle path: storage is allocated once, at construction.
#pragma once

#include <cassert>
#include <cstddef>
#include <vector>

namespace ccsim::net {

template <typename T>
class RingBuffer {
 public:
  explicit RingBuffer(size_t capacity = 1) : slots_(capacity ? capacity : 1) {}

  bool empty() const { return count_ == 0; }
  bool full() const { return count_ == slots_.size(); }
  size_t size() const { return count_; }
  size_t capacity() const { return slots_.size(); }

  const T& front() const {
    assert(count_ > 0);
    return slots_[head_];
  }
  T& front() {
    assert(count_ > 0);
    return slots_[head_];
  }
  // The i-th element from the front (0 = front).
  const T& at(size_t i) const {
    assert(i < count_);
    return slots_[(head_ + i) % slots_.size()];
  }

  void push(const T& value) {
    assert(!full());
    slots_[(head_ + count_) % slots_.size()] = value;
    ++count_;
  }
  void pop() {
    assert(count_ > 0);
    head_ = (head_ + 1) % slots_.size();
    --count_;
  }
  void clear() { head_ = count_ = 0; }

 private:
  std::vector<T> slots_;
  size_t head_ = 0;
  size_t count_ = 0;
};

}  // namespace ccsim::net
