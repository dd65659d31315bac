"""F.lp_pool1d -> LogSigmoid -> RNNCell: synthesised by warpgym synth (seed 7, index 1654, torch#3, dim 0 x7486)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.lp_pool1d -> LogSigmoid -> RNNCell"""

    def __init__(self):
        super().__init__()
        self.logsigmoid_1 = nn.LogSigmoid()
        self.rnncell_2 = nn.RNNCell(hidden_size=85, input_size=85)

    def forward(self, x):
        x = F.lp_pool1d(x, kernel_size=3, norm_type=2)
        x = self.logsigmoid_1(x)
        x = self.rnncell_2(x)
        return x


def get_inputs():
    return [torch.randn(1916416, 256)]


def get_init_inputs():
    return []
