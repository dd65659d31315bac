"""F.log_softmax -> LocalResponseNorm: synthesised by warpgym synth (seed 7, index 6472, torch#2, dim 0 x774)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.log_softmax -> LocalResponseNorm"""

    def __init__(self):
        super().__init__()
        self.localresponsenorm_1 = nn.LocalResponseNorm(size=4)

    def forward(self, x):
        x = F.log_softmax(x)
        x = self.localresponsenorm_1(x)
        return x


def get_inputs():
    return [torch.randn(6192, 64, 16, 16)]


def get_init_inputs():
    return []
