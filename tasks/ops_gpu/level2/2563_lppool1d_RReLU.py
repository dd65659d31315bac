"""F.lp_pool1d -> RReLU: synthesised by warpgym synth (seed 7, index 4055, torch#2, dim 0 x1870)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.lp_pool1d -> RReLU"""

    def __init__(self):
        super().__init__()
        self.rrelu_1 = nn.RReLU()

    def forward(self, x):
        x = F.lp_pool1d(x, kernel_size=3, norm_type=2)
        x = self.rrelu_1(x)
        return x


def get_inputs():
    return [torch.randn(119680, 1024)]


def get_init_inputs():
    return []
