# 000 Table 4: all-to-all broadcast, row major, 16 nodes, elements per node varied (ms)
# Run it in this directory: gnuplot 000.table04.gp
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
4 3.12
8 5.2
16 10.3
32 13.73
64 27.01
128 53.77
256 107.62
512 216.01
1024 434
EOD
$s2 << EOD
4 0.9
8 1.13
16 1.68
32 1.8
64 3.34
128 6.55
256 12.9
512 25.66
1024 51.43
EOD
$s3 << EOD
4 4.31
8 6.57
16 7.62
32 9.43
64 15.44
128 27.21
256 51.81
512 101.33
1024 200.37
EOD
$s4 << EOD
4 3.07
8 4
16 6.02
32 9.12
64 16.58
128 31.66
256 61.75
512 121.97
1024 242.7
EOD
set key below left Left reverse
set grid
set xlabel '64-bit elements per node (M'')'
set ylabel 'time (ms)'
set title '000 Table 4: all-to-all broadcast, row major, 16 nodes, elements per node varied (ms)'
set logscale x 2
set logscale y
set terminal pngcairo noenhanced size 1100,565
set output '000.table04.png'
plot $s0 using 1:2 with linespoints dt 1 pt 7 lc 1 title 'send and spread, model', \
     $s1 using 1:2 with linespoints dt 2 pt 6 lc 1 title 'send and spread, paper', \
     $s2 using 1:2 with linespoints dt 2 pt 6 lc 2 title 'transpose, paper', \
     $s3 using 1:2 with linespoints dt 2 pt 6 lc 3 title 'd cycles, paper', \
     $s4 using 1:2 with linespoints dt 2 pt 6 lc 4 title 'one cycle, paper'
set terminal svg noenhanced size 1100,565
set output '000.table04.svg'
plot $s0 using 1:2 with linespoints dt 1 pt 7 lc 1 title 'send and spread, model', \
     $s1 using 1:2 with linespoints dt 2 pt 6 lc 1 title 'send and spread, paper', \
     $s2 using 1:2 with linespoints dt 2 pt 6 lc 2 title 'transpose, paper', \
     $s3 using 1:2 with linespoints dt 2 pt 6 lc 3 title 'd cycles, paper', \
     $s4 using 1:2 with linespoints dt 2 pt 6 lc 4 title 'one cycle, paper'
