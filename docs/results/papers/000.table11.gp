# 000 Table 11: all-to-all broadcast, column major, 16 nodes, elements per node varied (ms)
# Run it in this directory: gnuplot 000.table11.gp
$s0 << EOD
4 1.2926
8 2.159
16 3.8918
32 7.3574
64 14.2886
128 28.151
256 55.8758
512 111.325
1024 222.225
EOD
$s1 << EOD
4 2.15
8 3.68
16 7.09
32 9.56
64 18.6
128 36.76
256 73.3
512 146.72
1024 294.3
EOD
$s2 << EOD
4 6.6585
8 5.5576
16 5.8998
32 6.5842
64 7.953
128 10.6906
256 16.1658
512 27.1162
1024 49.017
EOD
$s3 << EOD
4 3.41
8 5.24
16 5.94
32 7.63
64 12.1
128 20.66
256 38.91
512 75.67
1024 148.94
EOD
$s4 << EOD
4 1.0156
8 1.3832
16 2.1184
32 3.5888
64 6.5296
128 12.4112
256 24.1744
512 47.7008
1024 94.7536
EOD
$s5 << EOD
4 2.17
8 2.87
16 4.34
32 7.32
64 13.24
128 25.11
256 48.85
512 96.31
1024 191.27
EOD
set key below left Left reverse
set grid
set xlabel '64-bit elements per node (M'')'
set ylabel 'time (ms)'
set title '000 Table 11: all-to-all broadcast, column major, 16 nodes, elements per node varied (ms)'
set logscale x 2
set logscale y
set terminal pngcairo noenhanced size 1100,574
set output '000.table11.png'
plot $s0 using 1:2 with linespoints dt 1 pt 7 lc 1 title 'send and spread, model', \
     $s1 using 1:2 with linespoints dt 2 pt 6 lc 1 title 'send and spread, paper', \
     $s2 using 1:2 with linespoints dt 1 pt 7 lc 2 title 'd cycles, model', \
     $s3 using 1:2 with linespoints dt 2 pt 6 lc 2 title 'd cycles, paper', \
     $s4 using 1:2 with linespoints dt 1 pt 7 lc 3 title 'one cycle, model', \
     $s5 using 1:2 with linespoints dt 2 pt 6 lc 3 title 'one cycle, paper'
set terminal svg noenhanced size 1100,574
set output '000.table11.svg'
plot $s0 using 1:2 with linespoints dt 1 pt 7 lc 1 title 'send and spread, model', \
     $s1 using 1:2 with linespoints dt 2 pt 6 lc 1 title 'send and spread, paper', \
     $s2 using 1:2 with linespoints dt 1 pt 7 lc 2 title 'd cycles, model', \
     $s3 using 1:2 with linespoints dt 2 pt 6 lc 2 title 'd cycles, paper', \
     $s4 using 1:2 with linespoints dt 1 pt 7 lc 3 title 'one cycle, model', \
     $s5 using 1:2 with linespoints dt 2 pt 6 lc 3 title 'one cycle, paper'
