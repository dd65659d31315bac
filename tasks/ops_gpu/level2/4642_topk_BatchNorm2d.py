"""torch.topk -> BatchNorm2d: synthesised by warpgym synth (seed 8, index 324, torch#2, dim 0 x6708)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.topk -> BatchNorm2d"""

    def __init__(self):
        super().__init__()
        self.batchnorm2d_1 = nn.BatchNorm2d(num_features=32)

    def forward(self, x):
        x = torch.topk(x, 2)[0]
        x = self.batchnorm2d_1(x)
        return x


def get_inputs():
    return [torch.randn(107328, 32, 16, 16)]


def get_init_inputs():
    return []
