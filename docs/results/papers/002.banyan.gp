# 002: AAPC on the banyan, Latin square against other orders, Omega(n + log n)
# Run it in this directory: gnuplot 002.banyan.gp
$s0 << EOD
4 202
8 406
16 826
32 1694
64 3490
EOD
$s1 << EOD
4 137
8 268
16 527
32 1042
64 2069
EOD
$s2 << EOD
4 276
8 738
16 1680
32 3754
64 8361
EOD
$s3 << EOD
4 278
8 534
16 1255
32 2685
64 5807
EOD
$s4 << EOD
4 384
8 1024
16 3116
32 7382
64 19786
EOD
$s5 << EOD
4 0
8 0
16 0
32 0
64 0
EOD
$s6 << EOD
4 254
8 2191
16 13054
32 65987
64 330977
EOD
$s7 << EOD
4 248
8 1000
16 7356
32 33764
64 180322
EOD
$s8 << EOD
4 563
8 4147
16 33495
32 169423
64 1.07414e+06
EOD
set key below left Left reverse
set grid
set xlabel 'n (processors)'
set ylabel 'cycles'
set title '002: AAPC on the banyan, Latin square against other orders, Omega(n + log n)'
set logscale x 2
set logscale y
set terminal pngcairo noenhanced size 1100,601
set output '002.banyan.png'
plot $s0 using 1:2 with linespoints dt 1 pt 7 lc 1 title 'cycles (latin), model', \
     $s1 using 1:2 with linespoints dt 2 pt 6 lc 1 title 'cycles (latin), formula', \
     $s2 using 1:2 with linespoints dt 1 pt 7 lc 2 title 'cycles (random), model', \
     $s3 using 1:2 with linespoints dt 1 pt 7 lc 3 title 'cycles (shift), model', \
     $s4 using 1:2 with linespoints dt 1 pt 7 lc 4 title 'cycles (hotspot), model', \
     $s5 using 1:2 with linespoints dt 1 pt 7 lc 5 title 'blocked head cycles (latin), model', \
     $s6 using 1:2 with linespoints dt 1 pt 7 lc 6 title 'blocked head cycles (random), model', \
     $s7 using 1:2 with linespoints dt 1 pt 7 lc 7 title 'blocked head cycles (shift), model', \
     $s8 using 1:2 with linespoints dt 1 pt 7 lc 8 title 'blocked head cycles (hotspot), model'
set terminal svg noenhanced size 1100,601
set output '002.banyan.svg'
plot $s0 using 1:2 with linespoints dt 1 pt 7 lc 1 title 'cycles (latin), model', \
     $s1 using 1:2 with linespoints dt 2 pt 6 lc 1 title 'cycles (latin), formula', \
     $s2 using 1:2 with linespoints dt 1 pt 7 lc 2 title 'cycles (random), model', \
     $s3 using 1:2 with linespoints dt 1 pt 7 lc 3 title 'cycles (shift), model', \
     $s4 using 1:2 with linespoints dt 1 pt 7 lc 4 title 'cycles (hotspot), model', \
     $s5 using 1:2 with linespoints dt 1 pt 7 lc 5 title 'blocked head cycles (latin), model', \
     $s6 using 1:2 with linespoints dt 1 pt 7 lc 6 title 'blocked head cycles (random), model', \
     $s7 using 1:2 with linespoints dt 1 pt 7 lc 7 title 'blocked head cycles (shift), model', \
     $s8 using 1:2 with linespoints dt 1 pt 7 lc 8 title 'blocked head cycles (hotspot), model'
