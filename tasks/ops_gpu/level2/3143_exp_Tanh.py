"""torch.exp -> Tanh: synthesised by warpgym synth (seed 7, index 4956, torch#2, dim 0 x1025)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.exp -> Tanh"""

    def __init__(self):
        super().__init__()
        self.tanh_1 = nn.Tanh()

    def forward(self, x):
        x = torch.exp(x)
        x = self.tanh_1(x)
        return x


def get_inputs():
    return [torch.randn(32800, 128, 64)]


def get_init_inputs():
    return []
