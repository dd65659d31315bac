"""LogSigmoid -> F.lp_pool1d: synthesised by warpgym synth (seed 9, index 205, torch#2, dim 0 x411)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LogSigmoid -> F.lp_pool1d"""

    def __init__(self):
        super().__init__()
        self.logsigmoid_0 = nn.LogSigmoid()

    def forward(self, x):
        x = self.logsigmoid_0(x)
        x = F.lp_pool1d(x, kernel_size=3, norm_type=2)
        return x


def get_inputs():
    return [torch.randn(3288, 256, 128)]


def get_init_inputs():
    return []
