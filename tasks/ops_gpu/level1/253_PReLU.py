"""PReLU: synthesised by warpgym synth (seed 7, index 3611, torch#1, dim 0 x5803)."""
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
    return [torch.randn(371392, 1024)]


def get_init_inputs():
    return []
