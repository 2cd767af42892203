// Fixed-capacity FIFO for the per-cycle path: storage is allocated once, at construction,
// rounded up to a power of two so that wrapping is a mask, not a division.
#pragma once

#include <cassert>
#include <cstddef>
#include <vector>

namespace ccsim::net {

template <typename T>
class RingBuffer {
 public:
  explicit RingBuffer(size_t capacity = 1) : capacity_(capacity ? capacity : 1) {
    size_t physical = 1;
    while (physical < capacity_) physical <<= 1;
    slots_.resize(physical);
    mask_ = physical - 1;
  }

  bool empty() const { return count_ == 0; }
  bool full() const { return count_ == capacity_; }
  size_t size() const { return count_; }
  size_t capacity() const { return capacity_; }

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
    return slots_[(head_ + i) & mask_];
  }

  void push(const T& value) {
    assert(!full());
    slots_[(head_ + count_) & mask_] = value;
    ++count_;
  }
  void pop() {
    assert(count_ > 0);
    head_ = (head_ + 1) & mask_;
    --count_;
  }
  void clear() { head_ = count_ = 0; }

 private:
  std::vector<T> slots_;
  size_t capacity_;
  size_t mask_ = 0;
  size_t head_ = 0;
  size_t count_ = 0;
};

}  // namespace ccsim::net
