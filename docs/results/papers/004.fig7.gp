# 004 Fig. 7: AAPC methods on the iWarp 8x8
# Run it in this directory: gnuplot 004.fig7.gp
$s0 << EOD
64 168.187
128 315.636
256 561.983
512 921.643
1024 1355.34
2048 1772.35
4096 2094.57
8192 2304.02
16384 2425.27
EOD
$s1 << EOD
64 64.1582
128 125.179
256 238.687
512 436.661
1024 746.065
2048 1155.41
4096 1592.2
8192 1963.32
16384 2222.3
EOD
$s2 << EOD
16384 2000
EOD
$s3 << EOD
64 199.357
128 394.87
256 581.267
512 523.026
1024 581.118
2048 599.514
4096 581.452
8192 561.602
16384 590.077
EOD
$s4 << EOD
16384 500
EOD
$s5 << EOD
64 300.624
128 473.997
256 621.047
512 719.793
1024 781.739
2048 815.727
4096 833.332
8192 843.15
16384 848.211
EOD
$s6 << EOD
16384 800
EOD
$s7 << EOD
64 367.767
128 397.474
256 407.459
512 412.642
1024 415.284
2048 416.617
4096 417.287
8192 417.623
16384 417.791
EOD
set key below left Left reverse
set grid
set xlabel 'block size per pair (bytes)'
set ylabel 'aggregate bandwidth (MB/s)'
set title '004 Fig. 7: AAPC methods on the iWarp 8x8'
set logscale x 2
set logscale y
set terminal pngcairo noenhanced size 1100,592
set output '004.fig7.png'
plot $s0 using 1:2 with linespoints dt 1 pt 7 lc 1 title 'phased, synchronizing switch, model', \
     $s1 using 1:2 with linespoints dt 1 pt 7 lc 2 title 'phased, prototype (Fig. 4) [fit], model', \
     $s2 using 1:2 with linespoints dt 2 pt 6 lc 2 title 'phased, prototype (Fig. 4) [fit], paper', \
     $s3 using 1:2 with linespoints dt 1 pt 7 lc 3 title 'message passing, model', \
     $s4 using 1:2 with linespoints dt 2 pt 6 lc 3 title 'message passing, paper', \
     $s5 using 1:2 with linespoints dt 1 pt 7 lc 4 title 'store-and-forward, model', \
     $s6 using 1:2 with linespoints dt 2 pt 6 lc 4 title 'store-and-forward, paper', \
     $s7 using 1:2 with linespoints dt 1 pt 7 lc 5 title 'two-stage, model'
set terminal svg noenhanced size 1100,592
set output '004.fig7.svg'
plot $s0 using 1:2 with linespoints dt 1 pt 7 lc 1 title 'phased, synchronizing switch, model', \
     $s1 using 1:2 with linespoints dt 1 pt 7 lc 2 title 'phased, prototype (Fig. 4) [fit], model', \
     $s2 using 1:2 with linespoints dt 2 pt 6 lc 2 title 'phased, prototype (Fig. 4) [fit], paper', \
     $s3 using 1:2 with linespoints dt 1 pt 7 lc 3 title 'message passing, model', \
     $s4 using 1:2 with linespoints dt 2 pt 6 lc 3 title 'message passing, paper', \
     $s5 using 1:2 with linespoints dt 1 pt 7 lc 4 title 'store-and-forward, model', \
     $s6 using 1:2 with linespoints dt 2 pt 6 lc 4 title 'store-and-forward, paper', \
     $s7 using 1:2 with linespoints dt 1 pt 7 lc 5 title 'two-stage, model'
