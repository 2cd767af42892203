# 000 Table 13: all-to-all reduction, 16 nodes, elements per node varied (ms)
# Run it in this directory: gnuplot 000.table13.gp
$s0 << EOD
4 0.7288
8 1.2728
16 2.3608
32 4.5368
64 8.8888
128 17.5928
256 35.0008
512 69.8168
1024 139.449
EOD
$s1 << EOD
4 3.33
8 6.93
16 14.81
32 28.71
64 59.51
128 121.3
256 245.6
512 495.2
1024 996.5
EOD
$s2 << EOD
4 0.8205
8 0.948
16 1.203
32 1.713
64 2.733
128 4.773
256 8.853
512 17.013
1024 33.333
EOD
$s3 << EOD
4 3.8
8 5.72
16 6.67
32 8.44
64 13.43
128 23.25
256 43.98
512 85.3
1024 168.03
EOD
$s4 << EOD
4 1.032
8 1.416
16 2.184
32 3.72
64 6.792
128 12.936
256 25.224
512 49.8
1024 98.952
EOD
$s5 << EOD
4 1.92
8 2.68
16 4.21
32 7.32
64 13.61
128 26.2
256 51.37
512 101.75
1024 202.43
EOD
set key below left Left reverse
set grid
set xlabel '64-bit elements per node (M'')'
set ylabel 'time (ms)'
set title '000 Table 13: all-to-all reduction, 16 nodes, elements per node varied (ms)'
set logscale x 2
set logscale y
set terminal pngcairo noenhanced size 1100,574
set output '000.table13.png'
plot $s0 using 1:2 with linespoints dt 1 pt 7 lc 1 title 'reduce-and-spread, model', \
     $s1 using 1:2 with linespoints dt 2 pt 6 lc 1 title 'reduce-and-spread, paper', \
     $s2 using 1:2 with linespoints dt 1 pt 7 lc 2 title 'd cycles, model', \
     $s3 using 1:2 with linespoints dt 2 pt 6 lc 2 title 'd cycles, paper', \
     $s4 using 1:2 with linespoints dt 1 pt 7 lc 3 title 'one cycle, model', \
     $s5 using 1:2 with linespoints dt 2 pt 6 lc 3 title 'one cycle, paper'
set terminal svg noenhanced size 1100,574
set output '000.table13.svg'
plot $s0 using 1:2 with linespoints dt 1 pt 7 lc 1 title 'reduce-and-spread, model', \
     $s1 using 1:2 with linespoints dt 2 pt 6 lc 1 title 'reduce-and-spread, paper', \
     $s2 using 1:2 with linespoints dt 1 pt 7 lc 2 title 'd cycles, model', \
     $s3 using 1:2 with linespoints dt 2 pt 6 lc 2 title 'd cycles, paper', \
     $s4 using 1:2 with linespoints dt 1 pt 7 lc 3 title 'one cycle, model', \
     $s5 using 1:2 with linespoints dt 2 pt 6 lc 3 title 'one cycle, paper'
