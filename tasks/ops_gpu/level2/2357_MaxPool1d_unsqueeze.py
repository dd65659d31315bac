"""MaxPool1d -> torch.unsqueeze: synthesised by warpgym synth (seed 7, index 3722, torch#2, dim 0 x1788)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """MaxPool1d -> torch.unsqueeze"""

    def __init__(self):
        super().__init__()
        self.maxpool1d_0 = nn.MaxPool1d(kernel_size=3)

    def forward(self, x):
        x = self.maxpool1d_0(x)
        x = torch.unsqueeze(x, -1)
        return x


def get_inputs():
    return [torch.randn(28608, 64, 128)]


def get_init_inputs():
    return []
