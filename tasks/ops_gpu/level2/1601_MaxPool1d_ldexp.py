"""MaxPool1d -> torch.ldexp: synthesised by warpgym synth (seed 7, index 2541, torch#2, dim 0 x1807)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """MaxPool1d -> torch.ldexp"""

    def __init__(self):
        super().__init__()
        self.maxpool1d_0 = nn.MaxPool1d(kernel_size=3)

    def forward(self, x, x1):
        x = self.maxpool1d_0(x)
        x = torch.ldexp(x, x1)
        return x


def get_inputs():
    return [torch.randn(462592, 512), torch.randn(462592, 170)]


def get_init_inputs():
    return []
