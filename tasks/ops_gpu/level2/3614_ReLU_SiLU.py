"""ReLU -> SiLU: synthesised by warpgym synth (seed 7, index 5669, torch#2, dim 0 x1163)."""
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
    return [torch.randn(18608, 32, 256)]


def get_init_inputs():
    return []
