# 003 total exchange, β = τ: simulated cycles / the paper's formula, all-port nodes
# Run it in this directory: gnuplot 003.ratios_exchange_small_beta.gp
$s0 << EOD
3 1.58629
4 2.02015
5 2.87674
6 3.13155
EOD
$s1 << EOD
3 1.36765
4 1.36765
5 1.36765
6 1.36765
EOD
$s2 << EOD
3 1.16304
4 1.10246
5 1.06238
6 1.03698
EOD
$s3 << EOD
3 1.66791
4 2.10606
5 2.56705
6 3.03475
EOD
$s4 << EOD
3 0.872776
4 1.15152
5 1.53282
6 2.02995
EOD
$s5 << EOD
3 0.731115
4 0.815134
5 0.894013
6 1.13217
EOD
set key below left Left reverse
set grid
set xlabel 'n (2^n nodes)'
set ylabel 'simulated / formula'
set title '003 total exchange, β = τ: simulated cycles / the paper''s formula, all-port nodes'
set logscale y
set terminal pngcairo noenhanced size 1100,574
set output '003.ratios_exchange_small_beta.png'
plot $s0 using 1:2 with linespoints dt 1 pt 7 lc 1 title 'SBA, full duplex, model', \
     $s1 using 1:2 with linespoints dt 1 pt 7 lc 2 title 'daisy chain, full duplex, model', \
     $s2 using 1:2 with linespoints dt 1 pt 7 lc 3 title 'ADEA, full duplex, model', \
     $s3 using 1:2 with linespoints dt 1 pt 7 lc 4 title 'TEA1, full duplex, model', \
     $s4 using 1:2 with linespoints dt 1 pt 7 lc 5 title 'TEA2, full duplex, model', \
     $s5 using 1:2 with linespoints dt 1 pt 7 lc 6 title 'TEA2 grouped, full duplex, model'
set terminal svg noenhanced size 1100,574
set output '003.ratios_exchange_small_beta.svg'
plot $s0 using 1:2 with linespoints dt 1 pt 7 lc 1 title 'SBA, full duplex, model', \
     $s1 using 1:2 with linespoints dt 1 pt 7 lc 2 title 'daisy chain, full duplex, model', \
     $s2 using 1:2 with linespoints dt 1 pt 7 lc 3 title 'ADEA, full duplex, model', \
     $s3 using 1:2 with linespoints dt 1 pt 7 lc 4 title 'TEA1, full duplex, model', \
     $s4 using 1:2 with linespoints dt 1 pt 7 lc 5 title 'TEA2, full duplex, model', \
     $s5 using 1:2 with linespoints dt 1 pt 7 lc 6 title 'TEA2 grouped, full duplex, model'
