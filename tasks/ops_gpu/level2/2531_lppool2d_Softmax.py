"""F.lp_pool2d -> Softmax: synthesised by warpgym synth (seed 7, index 4011, torch#2, dim 0 x6894)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.lp_pool2d -> Softmax"""

    def __init__(self):
        super().__init__()
        self.softmax_1 = nn.Softmax()

    def forward(self, x):
        x = F.lp_pool2d(x, kernel_size=3, norm_type=2)
        x = self.softmax_1(x)
        return x


def get_inputs():
    return [torch.randn(110304, 32, 256)]


def get_init_inputs():
    return []
