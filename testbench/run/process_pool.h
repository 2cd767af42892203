// Runs jobs in forked child processes, a few at a time, and collects what each one returns.
//
// SystemC elaborates once per process, so every simulation of a sweep or a benchmark runs in
// a child of its own (no thread pool would do). A child computes its job's reply text and
// writes it to a pipe; the parent reads every running child's pipe as data arrives (so no
// child blocks on a full pipe) and starts the next job as soon as any child finishes.
#pragma once

#include <cstddef>
#include <functional>
#include <string>
#include <vector>

namespace ccsim::tb {

// Runs work(0) .. work(count - 1), each in its own child, at most `jobs` at once. Returns the
// replies in job order; a child that died without a reply gives "". `work` must not throw
// (the child catches what it must and says so in its reply). `on_reply`, when given, is called
// in the parent with each reply as its child ends.
//
// No child outlives the call: when `on_reply` throws, or SIGINT, SIGTERM or SIGHUP reaches the
// parent, every running child is killed and reaped, and then the exception is rethrown or the
// parent ends by that signal (as if it had not caught it). Children take the signal
// dispositions the parent had before the call.
std::vector<std::string> run_in_children(
    size_t count, int jobs, const std::function<std::string(size_t)>& work,
    const std::function<void(size_t, const std::string&)>& on_reply = {});

}  // namespace ccsim::tb
