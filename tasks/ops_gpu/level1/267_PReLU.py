"""PReLU: synthesised by warpgym synth (seed 7, index 3861, torch#1, dim 0 x2680)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """PReLU"""

    def __init__(self):
        super().__init__()
        self.prelu_0 = nn.PReLU()

    def forward(self, x):
        x = self.prelu_0(x)
        return x


def get_inputs():
    return [torch.randn(21440, 16, 32, 32)]


def get_init_inputs():
    return []
