"""PReLU -> torch.tril -> torch.swapaxes: synthesised by warpgym synth (seed 9, index 504, torch#3, dim 0 x2015)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """PReLU -> torch.tril -> torch.swapaxes"""

    def __init__(self):
        super().__init__()
        self.prelu_0 = nn.PReLU()

    def forward(self, x):
        x = self.prelu_0(x)
        x = torch.tril(x)
        x = torch.swapaxes(x, 2, 1)
        return x


def get_inputs():
    return [torch.randn(16120, 256, 128)]


def get_init_inputs():
    return []
