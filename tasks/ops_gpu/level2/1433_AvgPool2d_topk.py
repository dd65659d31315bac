"""AvgPool2d -> torch.topk: synthesised by warpgym synth (seed 7, index 2296, torch#2, dim 0 x4112)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AvgPool2d -> torch.topk"""

    def __init__(self):
        super().__init__()
        self.avgpool2d_0 = nn.AvgPool2d(kernel_size=3)

    def forward(self, x):
        x = self.avgpool2d_0(x)
        x = torch.topk(x, 2)[0]
        return x


def get_inputs():
    return [torch.randn(32896, 16, 32, 32)]


def get_init_inputs():
    return []
