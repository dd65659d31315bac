"""F.log_softmax -> Mish: synthesised by warpgym synth (seed 8, index 77, torch#2, dim 0 x1525)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.log_softmax -> Mish"""

    def __init__(self):
        super().__init__()
        self.mish_1 = nn.Mish()

    def forward(self, x):
        x = F.log_softmax(x)
        x = self.mish_1(x)
        return x


def get_inputs():
    return [torch.randn(48800, 128, 64)]


def get_init_inputs():
    return []
