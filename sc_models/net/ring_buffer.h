// Fixed-capacity FIFO for the per-cycle path: storage is allocated once, at construction,
// rounded up to a power of two so that wrapping is a mask, not a division. Up to `Inline`
// slots live inside the object itself, so a block's queues sit next to its other state
// instead of behind a pointer (the per-cycle loop is bound by memory latency).
#pragma once

#include <array>
#include <cassert>
#include <cstddef>
#include <vector>

namespace ccsim::net {

template <typename T, size_t Inline = 8>
class RingBuffer {
  static_assert((Inline & (Inline - 1)) == 0, "Inline must be a power of two");

 public:
  explicit RingBuffer(size_t capacity = 1) : capacity_(uint32_t(capacity ? capacity : 1)) {
    size_t physical = 1;
    while (physical < capacity_) physical <<= 1;
    if (physical > Inline) heap_.resize(physical);
    mask_ = uint32_t(physical - 1);
    rebase();
  }
  RingBuffer(const RingBuffer& other) { *this = other; }
  RingBuffer& operator=(const RingBuffer& other) {
    inline_ = other.inline_;
    heap_ = other.heap_;
    capacity_ = other.capacity_;
    mask_ = other.mask_;
    head_ = other.head_;
    count_ = other.count_;
    rebase();
    return *this;
  }

  bool empty() const { return count_ == 0; }
  bool full() const { return count_ == capacity_; }
  size_t size() const { return count_; }
  size_t capacity() const { return capacity_; }

  const T& front() const {
    assert(count_ > 0);
    return slot(head_);
  }
  T& front() {
    assert(count_ > 0);
    return slot(head_);
  }
  // The i-th element from the front (0 = front).
  const T& at(size_t i) const {
    assert(i < count_);
    return slot((head_ + i) & mask_);
  }

  void push(const T& value) {
    assert(!full());
    slot((head_ + count_) & mask_) = value;
    ++count_;
  }
  void pop() {
    assert(count_ > 0);
    head_ = (head_ + 1) & mask_;
    --count_;
  }
  void clear() { head_ = count_ = 0; }

 private:
  T& slot(size_t i) { return data_[i]; }
  const T& slot(size_t i) const { return data_[i]; }
  void rebase() { data_ = heap_.empty() ? inline_.data() : heap_.data(); }

  // The control fields first, on the owner's cache line when the owner puts the buffer right
  // after its own hot fields; the slots follow.
  T* data_ = nullptr;  // inline_ or heap_: set by rebase() whenever either may have moved
  uint32_t capacity_ = 1;
  uint32_t mask_ = 0;
  uint32_t head_ = 0;
  uint32_t count_ = 0;
  std::vector<T> heap_;
  std::array<T, Inline> inline_{};
};

}  // namespace ccsim::net
