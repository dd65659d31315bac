"""ReLU -> torch.var: synthesised by warpgym synth (seed 7, index 4231, torch#2, dim 0 x7655)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReLU -> torch.var"""

    def __init__(self):
        super().__init__()
        self.relu_0 = nn.ReLU()

    def forward(self, x):
        x = self.relu_0(x)
        x = torch.var(x)
        return x


def get_inputs():
    return [torch.randn(61240, 64, 16, 16)]


def get_init_inputs():
    return []
