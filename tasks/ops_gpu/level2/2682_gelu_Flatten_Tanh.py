"""F.gelu -> Flatten -> Tanh: synthesised by warpgym synth (seed 7, index 4246, torch#3, dim 0 x3353)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.gelu -> Flatten -> Tanh"""

    def __init__(self):
        super().__init__()
        self.flatten_1 = nn.Flatten()
        self.tanh_2 = nn.Tanh()

    def forward(self, x):
        x = F.gelu(x)
        x = self.flatten_1(x)
        x = self.tanh_2(x)
        return x


def get_inputs():
    return [torch.randn(13412, 32, 32, 32)]


def get_init_inputs():
    return []
