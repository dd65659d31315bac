"""F.avg_pool2d -> Sigmoid: synthesised by warpgym synth (seed 7, index 3465, torch#2, dim 0 x3387)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.avg_pool2d -> Sigmoid"""

    def __init__(self):
        super().__init__()
        self.sigmoid_1 = nn.Sigmoid()

    def forward(self, x):
        x = F.avg_pool2d(x, 3)
        x = self.sigmoid_1(x)
        return x


def get_inputs():
    return [torch.randn(27096, 256, 128)]


def get_init_inputs():
    return []
