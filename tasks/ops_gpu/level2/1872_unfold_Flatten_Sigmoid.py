"""F.unfold -> Flatten -> Sigmoid: synthesised by warpgym synth (seed 7, index 2966, torch#3, dim 0 x766)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.unfold -> Flatten -> Sigmoid"""

    def __init__(self):
        super().__init__()
        self.flatten_1 = nn.Flatten()
        self.sigmoid_2 = nn.Sigmoid()

    def forward(self, x):
        x = F.unfold(x, kernel_size=3)
        x = self.flatten_1(x)
        x = self.sigmoid_2(x)
        return x


def get_inputs():
    return [torch.randn(12256, 32, 16, 16)]


def get_init_inputs():
    return []
