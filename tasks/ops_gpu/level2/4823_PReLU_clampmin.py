"""PReLU -> torch.clamp_min: synthesised by warpgym synth (seed 9, index 148, torch#2, dim 0 x3445)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """PReLU -> torch.clamp_min"""

    def __init__(self):
        super().__init__()
        self.prelu_0 = nn.PReLU()

    def forward(self, x):
        x = self.prelu_0(x)
        x = torch.clamp_min(x, 0.5)
        return x


def get_inputs():
    return [torch.randn(27560, 16, 32, 32)]


def get_init_inputs():
    return []
