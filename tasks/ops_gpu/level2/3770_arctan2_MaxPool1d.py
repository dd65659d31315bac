"""torch.arctan2 -> MaxPool1d: synthesised by warpgym synth (seed 7, index 5918, torch#2, dim 0 x2204)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.arctan2 -> MaxPool1d"""

    def __init__(self):
        super().__init__()
        self.maxpool1d_1 = nn.MaxPool1d(kernel_size=3)

    def forward(self, x, x1):
        x = torch.arctan2(x, x1)
        x = self.maxpool1d_1(x)
        return x


def get_inputs():
    return [torch.randn(1128448, 256), torch.randn(1128448, 256)]


def get_init_inputs():
    return []
