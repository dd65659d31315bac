"""ReLU -> SiLU: synthesised by warpgym synth (seed 9, index 372, torch#2, dim 0 x3881)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReLU -> SiLU"""

    def __init__(self):
        super().__init__()
        self.relu_0 = nn.ReLU()
        self.silu_1 = nn.SiLU()

    def forward(self, x):
        x = self.relu_0(x)
        x = self.silu_1(x)
        return x


def get_inputs():
    return [torch.randn(62096, 64, 128)]


def get_init_inputs():
    return []
