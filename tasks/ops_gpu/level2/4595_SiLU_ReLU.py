"""SiLU -> ReLU: synthesised by warpgym synth (seed 8, index 251, torch#2, dim 0 x630)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """SiLU -> ReLU"""

    def __init__(self):
        super().__init__()
        self.silu_0 = nn.SiLU()
        self.relu_1 = nn.ReLU()

    def forward(self, x):
        x = self.silu_0(x)
        x = self.relu_1(x)
        return x


def get_inputs():
    return [torch.randn(5040, 256, 128)]


def get_init_inputs():
    return []
