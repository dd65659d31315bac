"""torch.trunc -> Sigmoid: synthesised by warpgym synth (seed 9, index 757, torch#2, dim 0 x4161)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.trunc -> Sigmoid"""

    def __init__(self):
        super().__init__()
        self.sigmoid_1 = nn.Sigmoid()

    def forward(self, x):
        x = torch.trunc(x)
        x = self.sigmoid_1(x)
        return x


def get_inputs():
    return [torch.randn(16644, 16, 8, 8, 8)]


def get_init_inputs():
    return []
